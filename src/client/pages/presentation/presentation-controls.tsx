import { BarChart3, ImageDown, Keyboard, Maximize, Minimize, QrCode, Shuffle } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/i18n-provider.js";
import type { QrMode } from "./join-bar.js";

type Props = {
  hasWords: boolean;
  isFullscreen: boolean;
  qrMode: QrMode;
  showStats: boolean;
  onRearrange: () => void;
  onDownloadImage: () => void;
  onCycleQr: () => void;
  onToggleStats: () => void;
  onToggleFullscreen: () => void;
  onShowShortcuts: () => void;
};

/** The host's buttons; each has a one-key shortcut (see the ? list). Labels hide on narrow screens, names stay. */
export function PresentationControls(props: Props) {
  const { hasWords, isFullscreen, qrMode, showStats } = props;
  const t = useT();
  return (
    <div className="presentation__controls" role="group" aria-label={t("presentation.controlsLabel")}>
      <Control icon={<Shuffle size={20} />} label={t("cloud.rearrange")} shortcut="R" onClick={props.onRearrange} disabled={!hasWords} />
      <Control icon={<ImageDown size={20} />} label={t("cloud.downloadImage")} onClick={props.onDownloadImage} disabled={!hasWords} />
      <Control icon={<QrCode size={20} />} label={t("presentation.qrSize", { mode: qrMode })} shortcut="Q" onClick={props.onCycleQr} />
      <Control icon={<BarChart3 size={20} />} label={showStats ? t("presentation.hideStats") : t("presentation.showStats")} shortcut="S" onClick={props.onToggleStats} />
      <Control icon={<Keyboard size={20} />} label={t("presentation.shortcuts")} shortcut="?" onClick={props.onShowShortcuts} className="presentation__button--keyboard" />
      <Control
        icon={isFullscreen ? <Minimize size={20} /> : <Maximize size={20} />}
        label={isFullscreen ? t("presentation.exitFullscreen") : t("presentation.fullscreen")}
        shortcut="F"
        onClick={props.onToggleFullscreen}
        pressed={isFullscreen}
        primary
      />
    </div>
  );
}

type ControlProps = {
  icon: ReactNode;
  label: string;
  shortcut?: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  primary?: boolean;
  className?: string;
};

function Control({ icon, label, shortcut, onClick, disabled, pressed, primary, className }: ControlProps) {
  return (
    <button
      type="button"
      className={["btn presentation__button", primary && "presentation__button--labelled", className].filter(Boolean).join(" ")}
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      aria-label={label}
      aria-keyshortcuts={shortcut === "?" ? "Shift+?" : shortcut}
      title={shortcut ? `${label} (${shortcut})` : label}
    >
      <span aria-hidden="true">{icon}</span>
      <span className="presentation__button-label" aria-hidden="true">
        {label}
      </span>
    </button>
  );
}
