import { MessageSquare, ShieldCheck, ShieldAlert } from "lucide-react";
import type { FeedbackItem } from "../../../shared/schemas/feedback.js";
import { EmptyState } from "../../components/state-screens.js";
import { dashboardText as text } from "../../text/dashboard.js";
import { anonymousLabel } from "./anonymous-label.js";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function FeedbackTab({ feedback, loading }: { feedback: FeedbackItem[]; loading: boolean }) {
  return (
    <div className="stack">
      <p className="dashboard-privacy" role="note">
        <ShieldCheck size={20} aria-hidden="true" />
        <span>
          <strong>{text.privacyBannerLead}</strong>
          {text.privacyBanner.slice(text.privacyBannerLead.length)}
        </span>
      </p>
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
      ) : (
        <ul className="dashboard-feedback" aria-label={text.tabFeedback(feedback.length)}>
          {feedback.map((item, index) => (
            <li key={item.id} className="card dashboard-feedback__item">
              <p className="dashboard-feedback__content">{item.content}</p>
              <div className="dashboard-feedback__meta">
                <span className="badge">{anonymousLabel(feedback.length - 1 - index)}</span>
                <time dateTime={item.createdAt}>{dateTime.format(new Date(item.createdAt))}</time>
                {item.isModerated && (
                  <span className="badge badge--danger dashboard-feedback__moderated">
                    <ShieldAlert size={14} aria-hidden="true" />
                    {text.moderated}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
