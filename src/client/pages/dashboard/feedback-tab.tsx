import { MessageSquare, ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import type { ReviewedFeedbackItem } from "../../../shared/schemas/moderation.js";
import { ReviewButtons } from "../../components/host-controls/review-buttons.js";
import type { useHostAction } from "../../components/host-controls/use-host-action.js";
import { EmptyState } from "../../components/state-screens.js";
import { dashboardText as text } from "../../text/dashboard.js";
import { moderationText } from "../../text/moderation.js";
import { anonymousLabel } from "./anonymous-label.js";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

type Props = { feedback: ReviewedFeedbackItem[]; loading: boolean; hostAction: ReturnType<typeof useHostAction> | null };

/** Every entry with its label, time and state; the host filters the flagged ones and decides on them. */
export function FeedbackTab({ feedback, loading, hostAction }: Props) {
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const flagged = feedback.filter((item) => item.isModerated);
  const shown = flaggedOnly ? flagged : feedback;
  // Labels count from the oldest entry, so a filtered list keeps each entry's label.
  const labels = new Map(feedback.map((item, index) => [item.id, anonymousLabel(feedback.length - 1 - index)]));
  return (
    <div className="stack">
      <p className="dashboard-privacy" role="note">
        <ShieldCheck size={20} aria-hidden="true" />
        <span>
          <strong>{text.privacyBannerLead}</strong>
          {text.privacyBanner.slice(text.privacyBannerLead.length)}
        </span>
      </p>
      {feedback.length > 0 && (
        <div className="feedback-filter" role="group" aria-label={moderationText.filterLabel}>
          <button type="button" className="feedback-filter__option" aria-pressed={!flaggedOnly} onClick={() => setFlaggedOnly(false)}>
            {moderationText.filterAll(feedback.length)}
          </button>
          <button type="button" className="feedback-filter__option" aria-pressed={flaggedOnly} onClick={() => setFlaggedOnly(true)}>
            <ShieldAlert size={16} aria-hidden="true" />
            {moderationText.filterFlagged(flagged.length)}
          </button>
        </div>
      )}
      {feedback.length === 0 ? (
        loading ? (
          <div className="row muted" role="status">
            <span className="spinner spinner--sm" aria-hidden="true" />
            {text.loadingFeedback}
          </div>
        ) : (
          <div className="card">
            <EmptyState icon={<MessageSquare size={32} />} title={text.feedbackEmptyTitle} message={text.feedbackEmptyMessage} />
          </div>
        )
      ) : shown.length === 0 ? (
        <p className="card muted">{moderationText.flaggedEmpty}</p>
      ) : (
        <ul className="dashboard-feedback" aria-label={text.tabFeedback(feedback.length)}>
          {shown.map((item) => (
            <li key={item.id} className={`card dashboard-feedback__item dashboard-feedback__item--${item.state}`}>
              <p className="dashboard-feedback__content">{item.content}</p>
              <div className="dashboard-feedback__meta">
                <span className="badge">{labels.get(item.id)}</span>
                <time dateTime={item.createdAt}>{dateTime.format(new Date(item.createdAt))}</time>
                {item.isModerated && (
                  <span className="badge badge--danger dashboard-feedback__moderated">
                    <ShieldAlert size={14} aria-hidden="true" />
                    {text.moderated}
                  </span>
                )}
                <EntryState item={item} />
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
function EntryState({ item }: { item: ReviewedFeedbackItem }) {
  if (item.state === "shown") return item.review === "allowed" ? <span className="badge badge--success">{moderationText.allowed}</span> : null;
  const label = item.state === "merged" && item.mergedInto ? moderationText.mergedInto(item.mergedInto) : moderationText.states[item.state];
  return <span className={`badge entry-state entry-state--${item.state}`}>{label}</span>;
}
