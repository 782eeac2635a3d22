import { CheckCheck, ShieldAlert } from "lucide-react";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { useT } from "../../i18n/i18n-provider.js";
import { TitledCard } from "../titled-card.js";
import { approvableCount } from "./approvable.js";
import { ReviewButtons } from "./review-buttons.js";
import type { useHostAction } from "./use-host-action.js";

type Props = { overview: ModerationOverview; hostAction: ReturnType<typeof useHostAction> };

/** The host-only queue of answers waiting for approval, oldest first; shown while approval is on or answers wait. */
export function ApprovalQueue({ overview, hostAction }: Props) {
  const t = useT();
  const { waiting } = overview;
  if (!overview.requireApproval && waiting.total === 0) return null;
  const clean = approvableCount(overview);
  return (
    <TitledCard
      title={t("moderation.queueTitle", { count: waiting.total })}
      className="host-card approval-queue"
      actions={
        <button type="button" className="btn btn--sm btn--primary" disabled={clean === 0 || hostAction.isPending} onClick={() => hostAction.mutate({ type: "approve-all" })}>
          <CheckCheck size={16} aria-hidden="true" />
          {t("moderation.approveAll", { count: clean })}
        </button>
      }
    >
      <p className="muted small">{t("moderation.queueIntro")}</p>
      {waiting.total === 0 ? (
        <p className="muted">{t("moderation.queueEmpty")}</p>
      ) : (
        <ul className="host-list approval-queue__list" aria-live="polite">
          {waiting.entries.map((entry) => (
            <li key={entry.id} className="host-list__row">
              <span className="host-list__word">
                {entry.content}
                {entry.isModerated && (
                  <span className="host-list__detail approval-queue__flag small">
                    <ShieldAlert size={14} aria-hidden="true" />
                    {t("moderation.flaggedInQueue")}
                  </span>
                )}
              </span>
              <ReviewButtons item={entry} hostAction={hostAction} />
            </li>
          ))}
        </ul>
      )}
      {waiting.total > waiting.entries.length && <p className="muted small">{t("moderation.queueMore", { shown: waiting.entries.length, total: waiting.total })}</p>}
    </TitledCard>
  );
}
