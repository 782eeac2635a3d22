import { BarChart3, ImageDown, Keyboard, QrCode, Shuffle } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/i18n-provider.js";
import type { QrMode } from "./join-bar.js";

type Props = {
  hasWords: boolean;
  qrMode: QrMode;
  showStats: boolean;
  onRearrange: () => void;
  onDownloadImage: () => void;
  onCycleQr: () => void;
  onToggleStats: () => void;
  onShowShortcuts: () => void;
};

/**
 * This screen's buttons, in the host's bar; most have a one-key shortcut (see the ? list). Labels hide on narrow
 * screens, names stay. Fullscreen is the spec's, for everyone: in the title bar.
 */
export function PresentationControls(props: Props) {
  const { hasWords, qrMode, showStats } = props;
  const t = useT();
  return (
    <div className="presentation__controls presenter-bar__group" role="group" aria-label={t("presentation.viewControls")}>
      <Control icon={<Shuffle size={20} />} label={t("cloud.rearrange")} shortcut="R" onClick={props.onRearrange} disabled={!hasWords} />
      <Control icon={<ImageDown size={20} />} label={t("cloud.downloadImage")} onClick={props.onDownloadImage} disabled={!hasWords} />
      <Control icon={<QrCode size={20} />} label={t("presentation.qrSize", { mode: qrMode })} shortcut="Q" onClick={props.onCycleQr} />
      <Control icon={<BarChart3 size={20} />} label={showStats ? t("presentation.hideStats") : t("presentation.showStats")} shortcut="S" onClick={props.onToggleStats} />
      <Control icon={<Keyboard size={20} />} label={t("presentation.shortcuts")} shortcut="?" onClick={props.onShowShortcuts} className="presentation__button--keyboard" />
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
  /** The label shows at every width (otherwise only on very wide screens). */
  labelled?: boolean;
  primary?: boolean;
  /** Tinted: the state the button undoes is on (results hidden, answering closed). */
  active?: boolean;
  className?: string;
};

/** One button of the host's bar: its name is the label, with the shortcut in its tooltip and aria-keyshortcuts. */
export function Control({ icon, label, shortcut, onClick, disabled, pressed, labelled, primary, active, className }: ControlProps) {
  const classes = ["btn presentation__button", labelled && "presentation__button--labelled", primary && "btn--primary", active && "presentation__button--active", className];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(" ")}
      onClick={(event) => {
        // A mouse click leaves no focus in the bar: a key pressed next (a clicker's Page Down) would make the button
        // look keyboard-focused, and the bar stays while keyboard focus is in it, so it would never hide again.
        if (event.nativeEvent instanceof PointerEvent && event.nativeEvent.pointerType === "mouse") event.currentTarget.blur();
        onClick();
      }}
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
