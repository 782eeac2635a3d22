import { MessageSquare, ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { ReviewedFeedbackItem } from "../../../shared/schemas/moderation.js";
import { ReviewButtons } from "../../components/host-controls/review-buttons.js";
import type { useHostAction } from "../../components/host-controls/use-host-action.js";
import { EmptyState } from "../../components/state-screens.js";
import { useT, type Translate } from "../../i18n/i18n-provider.js";
import { anonymousId } from "./anonymous-label.js";
import { entryStateText } from "../../components/host-controls/entry-state-text.js";

type Props = { feedback: ReviewedFeedbackItem[]; loading: boolean; hostAction: ReturnType<typeof useHostAction> | null };

/** Every entry with its label, time and state; the host filters the flagged ones and decides on them. */
export function FeedbackTab({ feedback, loading, hostAction }: Props) {
  const t = useT();
  const intl = useIntl();
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const flagged = feedback.filter((item) => item.isModerated);
  const shown = flaggedOnly ? flagged : feedback;
  // Labels count from the oldest entry, so a filtered list keeps each entry's label.
  const labels = new Map(feedback.map((item, index) => [item.id, t("dashboard.anonymousLabel", { id: anonymousId(feedback.length - 1 - index) })]));
  return (
    <div className="stack">
      <p className="dashboard-privacy" role="note">
        <ShieldCheck size={20} aria-hidden="true" />
        <span>
          <strong>{t("dashboard.privacyBannerLead")}</strong> {t("dashboard.privacyBanner")}
        </span>
      </p>
      {/* The host's filter: anyone else is sent only the answers the room sees, none of them flagged and undecided. */}
      {hostAction && feedback.length > 0 && (
        <div className="feedback-filter" role="group" aria-label={t("moderation.filterLabel")}>
          <button type="button" className="feedback-filter__option" aria-pressed={!flaggedOnly} onClick={() => setFlaggedOnly(false)}>
            {t("moderation.filterAll", { count: feedback.length })}
          </button>
          <button type="button" className="feedback-filter__option" aria-pressed={flaggedOnly} onClick={() => setFlaggedOnly(true)}>
            <ShieldAlert size={16} aria-hidden="true" />
            {t("moderation.filterFlagged", { count: flagged.length })}
          </button>
        </div>
      )}
      {feedback.length === 0 ? (
        loading ? (
          <div className="row muted" role="status">
            <span className="spinner spinner--sm" aria-hidden="true" />
            {t("dashboard.loadingFeedback")}
          </div>
        ) : (
          <div className="card">
            <EmptyState icon={<MessageSquare size={32} />} title={t("dashboard.feedbackEmptyTitle")} message={t("dashboard.feedbackEmptyMessage")} />
          </div>
        )
      ) : shown.length === 0 ? (
        <p className="card muted">{t("moderation.flaggedEmpty")}</p>
      ) : (
        <ul className="dashboard-feedback" aria-label={t("dashboard.tabFeedback", { count: feedback.length })}>
          {shown.map((item) => (
            <li key={item.id} className={`card dashboard-feedback__item dashboard-feedback__item--${item.state}`}>
              <p className="dashboard-feedback__content">{item.content}</p>
              <div className="dashboard-feedback__meta">
                <span className="badge">{labels.get(item.id)}</span>
                <time dateTime={item.createdAt}>{intl.formatDate(item.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>
                {item.isModerated && (
                  <span className="badge badge--danger dashboard-feedback__moderated">
                    <ShieldAlert size={14} aria-hidden="true" />
                    {t("dashboard.moderated")}
                  </span>
                )}
                <EntryState item={item} t={t} />
              </div>
              {hostAction && <ReviewButtons item={item} hostAction={hostAction} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What became of an entry, unless it is simply in the cloud. */
function EntryState({ item, t }: { item: ReviewedFeedbackItem; t: Translate }) {
  if (item.state === "shown") return item.review === "allowed" ? <span className="badge badge--success">{t("moderation.allowed")}</span> : null;
  const label = item.state === "merged" && item.mergedInto ? t("moderation.mergedInto", { label: item.mergedInto }) : t(entryStateText[item.state]);
  return <span className={`badge entry-state entry-state--${item.state}`}>{label}</span>;
}
