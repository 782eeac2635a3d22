import { Check, Eye, EyeOff, X } from "lucide-react";
import type { ReviewedFeedbackItem, ReviewState } from "../../../shared/schemas/moderation.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { useHostAction } from "./use-host-action.js";
import "./host-controls.css";

type Props = { item: ReviewedFeedbackItem; hostAction: ReturnType<typeof useHostAction> };

/**
 * The decisions one entry can take now: Approve/Reject while it waits, Allow/Hide when the filter flagged it. Allow
 * on an answer nobody decided on lets its word in for the rest of the session (the next one is not held again);
 * on one the host hid, it brings back that answer.
 */
export function ReviewButtons({ item, hostAction }: Props) {
  const t = useT();
  const review = (state: ReviewState) => hostAction.mutate({ type: "review-entries", entryIds: [item.id], state });
  const disabled = hostAction.isPending;
  if (item.review === "waiting") {
    return (
      <div className="review-buttons">
        <button type="button" className="btn btn--sm btn--primary" aria-label={t("moderation.approveEntry", { content: item.content })} disabled={disabled} onClick={() => review("approved")}>
          <Check size={16} aria-hidden="true" />
          {t("moderation.approve")}
        </button>
        <button type="button" className="btn btn--sm" aria-label={t("moderation.rejectEntry", { content: item.content })} disabled={disabled} onClick={() => review("rejected")}>
          <X size={16} aria-hidden="true" />
          {t("moderation.reject")}
        </button>
      </div>
    );
  }
  const flagged = item.isModerated && (item.review === "none" || item.review === "allowed" || item.review === "kept-out");
  if (!flagged) return null;
  return (
    <div className="review-buttons">
      {item.review === "none" && (
        <button
          type="button"
          className="btn btn--sm"
          aria-label={t("moderation.allowWord", { word: item.content })}
          disabled={disabled}
          onClick={() => hostAction.mutate({ type: "allow-word", word: item.content })}
        >
          <Eye size={16} aria-hidden="true" />
          {t("moderation.allow")}
        </button>
      )}
      {item.review === "kept-out" && (
        <button type="button" className="btn btn--sm" aria-label={t("moderation.allowEntry", { content: item.content })} disabled={disabled} onClick={() => review("allowed")}>
          <Eye size={16} aria-hidden="true" />
          {t("moderation.allow")}
        </button>
      )}
      {item.review !== "kept-out" && (
        <button type="button" className="btn btn--sm" aria-label={t("moderation.keepOutEntry", { content: item.content })} disabled={disabled} onClick={() => review("kept-out")}>
          <EyeOff size={16} aria-hidden="true" />
          {t("moderation.keepOut")}
        </button>
      )}
    </div>
  );
}
