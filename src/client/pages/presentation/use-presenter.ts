import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Session } from "../../../shared/schemas/session.js";
import { approvableCount } from "../../components/host-controls/approvable.js";
import { useHostAction } from "../../components/host-controls/use-host-action.js";
import { useModeration } from "../../components/host-controls/use-moderation.js";
import { useQuestionCommands } from "../../components/host-controls/use-question-commands.js";
import { mayActAsHost } from "../../lib/host-keys.js";
import { questionsQuery, sessionKeys } from "../../lib/session-queries.js";
import type { HostKey } from "./use-presentation-shortcuts.js";

/**
 * What the host can do from the presentation: ask the previous or next question, hide or reveal the results, close
 * or reopen answering, and approve what waits. Only a browser with host powers gets any of it (`isHost`); the server
 * refuses these calls to anyone else anyway.
 */
export function usePresenter(session: Session | null) {
  const id = session?.id ?? "";
  const isHost = id !== "" && session?.sessionType === "regular" && mayActAsHost(id);
  const queryClient = useQueryClient();
  const list = useQuery({ ...questionsQuery(id), enabled: isHost });
  const commands = useQuestionCommands(id);
  const moderation = useModeration(id, isHost);
  const hostAction = useHostAction(id);
  // Another screen of the host (the dashboard beside it) may have asked, hidden or closed: the push says so.
  useEffect(() => {
    if (isHost) void queryClient.invalidateQueries({ queryKey: sessionKeys.questions(id) });
  }, [session?.currentQuestion, isHost, id, queryClient]);

  const questions = list.data?.questions ?? [];
  const index = questions.findIndex((question) => question.isCurrent);
  // The list answers every change at once; the session's push follows within a tick. A second key press before the
  // push must act on the state the first one made.
  const current = questions[index] ?? session?.currentQuestion ?? null;
  const previous = index > 0 ? questions[index - 1] : undefined;
  const next = index >= 0 ? questions[index + 1] : undefined;
  const overview = moderation.data ?? null;
  const approval = overview && (overview.requireApproval || overview.waiting.total > 0) ? { waiting: overview.waiting.total, approvable: approvableCount(overview) } : null;

  return {
    isHost,
    number: index >= 0 ? index + 1 : (session?.currentQuestion?.number ?? 1),
    count: questions.length || (session?.currentQuestion?.count ?? 1),
    resultsHidden: current?.resultsHidden === true,
    answeringClosed: current?.answeringClosed === true,
    hasPrevious: previous !== undefined,
    hasNext: next !== undefined,
    approval,
    approving: hostAction.isPending,
    // Not held back while a change is on its way: a second press acts on the state the list last answered, so at
    // worst it repeats the first (asking a question twice, hiding twice), and a different key is never lost.
    previous: () => void (previous && commands.ask(previous)),
    next: () => void (next && commands.ask(next)),
    toggleHidden: () => void (current && commands.setHidden(current, !current.resultsHidden)),
    toggleClosed: () => void (current && commands.setClosed(current, !current.answeringClosed)),
    approveAll: () => void (approval && approval.approvable > 0 && !hostAction.isPending && hostAction.mutate({ type: "approve-all" })),
  };
}

export type Presenter = ReturnType<typeof usePresenter>;

/** The host's keys: the session's controls, also from a presentation clicker (→ / ←, Page Down / Page Up). */
export function presenterShortcuts(presenter: Presenter): Record<HostKey, () => void> {
  return {
    n: presenter.next,
    arrowright: presenter.next,
    pagedown: presenter.next,
    p: presenter.previous,
    arrowleft: presenter.previous,
    pageup: presenter.previous,
    h: presenter.toggleHidden,
    c: presenter.toggleClosed,
    a: presenter.approveAll,
  };
}
