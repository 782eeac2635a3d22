import { FileImage, FileCode } from "lucide-react";
import { useId, useState, type RefObject } from "react";
import { toast } from "sonner";
import { downloadBlob } from "../lib/download.js";
import { useT } from "../i18n/i18n-provider.js";
import { Modal } from "./modal.js";
import { cloudImageName, cloudPng, cloudSvg, type ImageFormat } from "./word-cloud/cloud-image.js";
import type { WordCloudHandle } from "./word-cloud/word-cloud.js";

type Props = { title: string; code: string; cloud: RefObject<WordCloudHandle | null>; onClose: () => void };

/** "Download image": the cloud as shown, as a PNG (2× pixels) or an SVG, optionally captioned with title and code. */
export function CloudImageDialog({ title, code, cloud, onClose }: Props) {
  const t = useT();
  const captionId = useId();
  const [withCaption, setWithCaption] = useState(true);

  const save = async (format: ImageFormat) => {
    const snapshot = cloud.current?.snapshot();
    if (!snapshot) return;
    const caption = withCaption ? t("cloud.caption", { title, code }) : null;
    try {
      const blob = format === "png" ? await cloudPng(snapshot, caption) : new Blob([cloudSvg(snapshot, caption)], { type: "image/svg+xml" });
      // No success toast: the browser shows the download, and a toast would cover the presentation's controls.
      downloadBlob(blob, cloudImageName(title, format));
      onClose();
    } catch (error) {
      console.warn("Cloud image failed", error);
      toast.error(t("cloud.imageFailed"));
    }
  };

  return (
    <Modal
      title={t("cloud.imageDialogTitle")}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={() => void save("svg")}>
            <FileCode size={18} aria-hidden="true" />
            {t("cloud.svg")}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void save("png")}>
            <FileImage size={18} aria-hidden="true" />
            {t("cloud.png")}
          </button>
        </>
      }
    >
      <p className="muted">{t("cloud.imageDialogBody")}</p>
      <label className="checkbox" htmlFor={captionId}>
        <input id={captionId} type="checkbox" checked={withCaption} onChange={(event) => setWithCaption(event.target.checked)} />
        <span>{t("cloud.includeCaption")}</span>
      </label>
    </Modal>
  );
}
