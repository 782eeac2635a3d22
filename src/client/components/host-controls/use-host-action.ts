import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { HostAction, HostActionResult } from "../../../shared/schemas/moderation.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import { clearStoredAdmin } from "../../lib/admin-auth.js";
import { performHostAction } from "../../lib/moderation-api.js";
import { sessionKeys } from "../../lib/session-queries.js";
import { moderationText as text } from "../../text/moderation.js";

/** What a done action says in its toast. */
function describe(action: HostAction, result: HostActionResult): string {
  switch (action.type) {
    case "hide-word":
      return text.hidden(action.word);
    case "show-word":
      return text.shownAgain(action.word);
    case "ban-terms":
      return text.banned(action.terms);
    case "unban-terms":
      return text.unbanned(action.terms);
    case "merge-words":
      return text.merged(action.words.length, action.label);
    case "unmerge-word":
      return text.unmerged(action.word);
    case "review-entries":
      return text.reviewed(action.state, action.entryIds.length);
    case "approve-all":
      return result.undo?.type === "review-entries" ? text.approvedAll(result.undo.entryIds.length) : text.nothingToApprove;
  }
}

/**
 * Sends host decisions. The answer's panels go straight into the cache; the cloud follows over the live channel
 * within a tick. Each success toasts with an Undo that sends the action the server named as its inverse.
 */
export function useHostAction(sessionId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (action: HostAction) => dataOrThrow(performHostAction(sessionId, action)),
    onSuccess(result, action) {
      queryClient.setQueryData(sessionKeys.moderation(sessionId), result.overview);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.feedback(sessionId) });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.classAnalytics(sessionId) });
      const undo = result.undo;
      toast.success(describe(action, result), undo ? { action: { label: text.undo, onClick: () => mutation.mutate(undo) } } : undefined);
    },
    onError(error) {
      // An admin whose sign-in ran out is signed out here, as the admin screens do; the message says so.
      if (errorStatus(error) === 401) clearStoredAdmin();
      toast.error(error.message || text.failed);
    },
  });
  return mutation;
}
