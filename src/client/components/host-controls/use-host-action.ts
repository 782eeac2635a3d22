import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { HostAction, HostActionResult } from "../../../shared/schemas/moderation.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import { clearStoredAdmin } from "../../lib/admin-auth.js";
import { performHostAction } from "../../lib/moderation-api.js";
import { sessionKeys } from "../../lib/session-queries.js";
import { useT, type Translate } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import type { MessageId } from "../../i18n/messages/en.js";

/** The toast of a decision on answers, by the state they were given. */
const REVIEWED: Record<string, MessageId> = {
  approved: "moderation.reviewedApproved",
  rejected: "moderation.reviewedRejected",
  waiting: "moderation.reviewedWaiting",
  allowed: "moderation.reviewedAllowed",
  "kept-out": "moderation.reviewedKeptOut",
  flagged: "moderation.reviewedFlagged",
};

/** What a done action says in its toast. */
function describe(t: Translate, action: HostAction, result: HostActionResult): string {
  switch (action.type) {
    case "hide-word":
      return t("moderation.hidden", { word: action.word });
    case "show-word":
      return t("moderation.shownAgain", { word: action.word });
    case "ban-terms":
      return t("moderation.banned", { count: action.terms.length, term: action.terms[0] ?? "" });
    case "unban-terms":
      return t("moderation.unbanned", { count: action.terms.length, term: action.terms[0] ?? "" });
    case "merge-words":
      return t("moderation.merged", { count: action.words.length, label: action.label });
    case "unmerge-word":
      return t("moderation.unmerged", { word: action.word });
    case "review-entries":
      return t(REVIEWED[action.state] ?? "moderation.reviewedOther", { count: action.entryIds.length });
    case "approve-all":
      return result.undo?.type === "review-entries"
        ? t("moderation.reviewedApproved", { count: result.undo.entryIds.length })
        : t("moderation.nothingToApprove");
    case "allow-word":
      return t("moderation.wordAllowed", { word: action.word });
    case "disallow-word":
      return t("moderation.wordDisallowed", { word: action.word });
  }
}

/**
 * Sends host decisions. The answer's panels go straight into the cache; the cloud follows over the live channel
 * within a tick. `alsoRefresh`: another screen's query the decision changes (the course page's). Each success toasts with an Undo that sends the action the server named as its inverse.
 */
export function useHostAction(sessionId: string, alsoRefresh?: readonly unknown[]) {
  const queryClient = useQueryClient();
  const t = useT();
  const errorMessage = useErrorMessage();
  const mutation = useMutation({
    mutationFn: (action: HostAction) => dataOrThrow(performHostAction(sessionId, action)),
    onSuccess(result, action) {
      queryClient.setQueryData(sessionKeys.moderation(sessionId), result.overview);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.feedback(sessionId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.classAnalytics(sessionId) });
      if (alsoRefresh) void queryClient.invalidateQueries({ queryKey: alsoRefresh });
      const undo = result.undo;
      toast.success(describe(t, action, result), undo ? { action: { label: t("common.undo"), onClick: () => mutation.mutate(undo) } } : undefined);
    },
    onError(error) {
      // An admin whose sign-in ran out is signed out here, as the admin screens do; the message says so.
      if (errorStatus(error) === 401) clearStoredAdmin();
      toast.error(errorMessage(error, t("moderation.failed")));
    },
  });
  return mutation;
}
