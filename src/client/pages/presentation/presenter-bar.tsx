import { CheckCheck, ChevronLeft, ChevronRight, Eye, EyeOff, Lock, LockOpen } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/i18n-provider.js";
import { Control } from "./presentation-controls.js";
import "./presenter-bar.css";
import type { Presenter } from "./use-presenter.js";

type Props = { presenter: Presenter; shown: boolean; children: ReactNode };

/**
 * The host's bar over the bottom of the cloud: the session's controls, then this screen's (`children`). It shows on
 * a pointer move, a key or focus, and hides after a few seconds of stillness; keyboard focus or a hovering pointer
 * inside keeps it (CSS). A hidden bar takes no pointer events, so a tap on a touch screen cannot hit it unseen.
 */
export function PresenterBar({ presenter, shown, children }: Props) {
  const t = useT();
  const { approval } = presenter;
  const flagged = approval ? approval.waiting - approval.approvable : 0;
  return (
    <div className={`presenter-bar${shown ? "" : " presenter-bar--hidden"}`} data-shown={shown} role="group" aria-label={t("presentation.controlsLabel")}>
      <div className="presenter-bar__group" role="group" aria-label={t("presentation.sessionControls")}>
        <Control icon={<ChevronLeft size={22} />} label={t("presentation.previousQuestion")} shortcut="P" onClick={presenter.previous} disabled={!presenter.hasPrevious} />
        <span className="presenter-bar__position">{t("presentation.questionOf", { number: presenter.number, count: presenter.count })}</span>
        <Control icon={<ChevronRight size={22} />} label={t("presentation.nextQuestion")} shortcut="N" onClick={presenter.next} disabled={!presenter.hasNext} />
        <Control
          icon={presenter.resultsHidden ? <Eye size={20} /> : <EyeOff size={20} />}
          label={presenter.resultsHidden ? t("presentation.revealResults") : t("presentation.hideResults")}
          shortcut="H"
          onClick={presenter.toggleHidden}
          labelled
          active={presenter.resultsHidden}
        />
        <Control
          icon={presenter.answeringClosed ? <LockOpen size={20} /> : <Lock size={20} />}
          label={presenter.answeringClosed ? t("presentation.reopenAnswering") : t("presentation.closeAnswering")}
          shortcut="C"
          onClick={presenter.toggleClosed}
          labelled
          active={presenter.answeringClosed}
        />
      </div>
      {approval && (
        <div className="presenter-bar__group presenter-bar__approval">
          <p className="presenter-bar__waiting" role="status">
            <span className={`presenter-bar__count${approval.waiting > 0 ? " presenter-bar__count--pending" : ""}`}>{t("presentation.waiting", { count: approval.waiting })}</span>
            {flagged > 0 && <span className="presenter-bar__flagged">{t("presentation.flaggedWaiting", { count: flagged })}</span>}
          </p>
          <Control
            icon={<CheckCheck size={20} />}
            label={t("moderation.approveAll", { count: approval.approvable })}
            shortcut="A"
            onClick={presenter.approveAll}
            disabled={approval.approvable === 0 || presenter.approving}
            labelled
            primary
          />
        </div>
      )}
      {children}
    </div>
  );
}
