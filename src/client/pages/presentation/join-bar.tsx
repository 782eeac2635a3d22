import { QrSvg } from "../../components/qr-svg.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { JoinInfo } from "./use-join-info.js";

export type QrMode = "small" | "large" | "hidden";

/** The permanent join line, in type large enough for the back row, with a QR code beside it unless hidden or large. */
export function JoinBar({ join, code, qrMode }: { join: JoinInfo | null; code: string; qrMode: QrMode }) {
  const t = useT();
  return (
    <section className="presentation__join-bar" aria-label={t("presentation.joinLabel")}>
      {join && qrMode === "small" && <QrSvg className="presentation__qr presentation__qr--small" value={join.url} label={t("presentation.qrLabel", { url: join.url })} />}
      <p className="presentation__join-text">
        <span className="presentation__join-lead">{t("presentation.goTo")} </span>
        <strong className="presentation__join-address">{join?.address ?? "…"}</strong>
        <span className="presentation__join-separator" aria-hidden="true">
          {" · "}
        </span>
        <span className="presentation__join-code-group">
          <span className="presentation__join-lead">{t("presentation.code")} </span>
          <strong className="presentation__code-value">{code}</strong>
        </span>
      </p>
    </section>
  );
}

/** The QR code large, beside the cloud, for a room too deep for the small one. */
export function LargeQr({ join }: { join: JoinInfo }) {
  const t = useT();
  return (
    <aside className="presentation__qr-panel">
      <QrSvg className="presentation__qr presentation__qr--large" value={join.url} label={t("presentation.qrLabel", { url: join.url })} />
      <p className="presentation__qr-url">{join.url.replace(/^https?:\/\//, "")}</p>
    </aside>
  );
}
