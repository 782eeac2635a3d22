import { Copy, Download, ExternalLink, ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useCopyToClipboard } from "../../lib/clipboard.js";
import { downloadUrl } from "../../lib/download.js";
import { useT } from "../../i18n/i18n-provider.js";
import "./qr-card.css";

export type QrCardSize = "small" | "medium" | "large";

type QrCardProps = {
  qrCodeUrl: string;
  /** The address the code opens; shown under "Scan or visit:" and used by Copy URL and Open. */
  url: string;
  /** Text shown under "Scan or visit:" when it should differ from `url` (e.g. without a secret fragment). */
  displayUrl?: string;
  title?: string;
  description?: string;
  size?: QrCardSize;
};

const PIXELS: Record<QrCardSize, number> = { small: 140, medium: 200, large: 280 };

/** A QR code with its address and Copy URL / Download / Open actions. */
export function QrCard({ qrCodeUrl, url, displayUrl, title, description, size = "medium" }: QrCardProps) {
  const t = useT();
  const copy = useCopyToClipboard();
  // Keyed by URL so a new code starts loading again, and a load event that beats the first render is not lost.
  const [outcome, setOutcome] = useState<{ url: string; ok: boolean } | null>(null);
  const status = outcome?.url !== qrCodeUrl ? "loading" : outcome.ok ? "ready" : "failed";
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth > 0) setOutcome({ url: qrCodeUrl, ok: true });
  }, [qrCodeUrl]);
  const pixels = PIXELS[size];

  return (
    <section className={`card qr-card qr-card--${size}`} aria-label={title ?? t("qrCard.scanOrVisit")}>
      {title && <h3 className="qr-card__title">{title}</h3>}
      {description && <p className="qr-card__description">{description}</p>}
      <div className="qr-card__frame" style={{ width: pixels, height: pixels }}>
        {status === "loading" && <div className="spinner" role="status" aria-label={t("qrCard.loading")} />}
        {status === "failed" ? (
          <div className="qr-card__failed" role="alert">
            <ImageOff size={28} aria-hidden="true" />
            <span>{t("qrCard.failed")}</span>
          </div>
        ) : (
          <img
            src={qrCodeUrl}
            alt={t("qrCard.imageAlt", { url })}
            width={pixels}
            height={pixels}
            className={status === "ready" ? "qr-card__image" : "qr-card__image qr-card__image--hidden"}
            ref={image}
            onLoad={() => setOutcome({ url: qrCodeUrl, ok: true })}
            onError={() => setOutcome({ url: qrCodeUrl, ok: false })}
          />
        )}
      </div>
      <p className="qr-card__url">
        <span className="qr-card__url-label">{t("qrCard.scanOrVisit")}</span>
        <span className="qr-card__url-value">{displayUrl ?? url}</span>
      </p>
      <div className="qr-card__actions">
        <button type="button" className="btn btn--sm" onClick={() => void copy(url, t("common.urlCopied"))}>
          <Copy size={16} aria-hidden="true" />
          {t("qrCard.copyUrl")}
        </button>
        <button type="button" className="btn btn--sm" disabled={status === "failed"} onClick={() => downloadQrCode(qrCodeUrl, t("qrCard.downloaded"))}>
          <Download size={16} aria-hidden="true" />
          {t("qrCard.download")}
        </button>
        <a className="btn btn--sm" href={url} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={16} aria-hidden="true" />
          {t("qrCard.open")}
        </a>
      </div>
    </section>
  );
}

/** Spec: the file is qr-code-{timestamp}.png. */
export function qrDownloadFileName(now = Date.now()): string {
  return `qr-code-${now}.png`;
}

function downloadQrCode(qrCodeUrl: string, downloaded: string): void {
  downloadUrl(qrCodeUrl, qrDownloadFileName());
  toast.success(downloaded);
}
