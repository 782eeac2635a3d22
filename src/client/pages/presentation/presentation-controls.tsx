import { BarChart3, ImageDown, Keyboard, Maximize, Minimize, QrCode, Shuffle } from "lucide-react";
import type { ReactNode } from "react";
import { cloudText } from "../../text/cloud.js";
import { presentationText as text } from "../../text/presentation.js";
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
  return (
    <div className="presentation__controls" role="group" aria-label={text.controlsLabel}>
      <Control icon={<Shuffle size={20} />} label={cloudText.rearrange} shortcut="R" onClick={props.onRearrange} disabled={!hasWords} />
      <Control icon={<ImageDown size={20} />} label={cloudText.downloadImage} onClick={props.onDownloadImage} disabled={!hasWords} />
      <Control icon={<QrCode size={20} />} label={text.qrSize[qrMode]} shortcut="Q" onClick={props.onCycleQr} />
      <Control icon={<BarChart3 size={20} />} label={showStats ? text.hideStats : text.showStats} shortcut="S" onClick={props.onToggleStats} />
      <Control icon={<Keyboard size={20} />} label={text.shortcuts} shortcut="?" onClick={props.onShowShortcuts} className="presentation__button--keyboard" />
      <Control
        icon={isFullscreen ? <Minimize size={20} /> : <Maximize size={20} />}
        label={isFullscreen ? text.exitFullscreen : text.fullscreen}
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
