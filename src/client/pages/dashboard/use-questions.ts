import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Session } from "../../../shared/schemas/session.js";
import { useQuestionCommands } from "../../components/host-controls/use-question-commands.js";
import { mayActAsHost } from "../../lib/host-keys.js";
import { questionCloudQuery, questionFeedbackQuery, questionsQuery, sessionKeys } from "../../lib/session-queries.js";
import { useThrottledCallback } from "./use-throttled-callback.js";

/** The list's counts follow the live cloud at this pace (one HTTP call, not one per answer). */
const COUNTS_REFRESH_MS = 1_000;

/**
 * The host's questions: the list with its counts, which question the dashboard shows (the live one unless the host
 * browses an earlier one), that question's stored cloud and feedback, and the changes (each answers with the list).
 */
export function useQuestions(session: Session, liveVersion: number | undefined, feedbackOpen: boolean) {
  const queryClient = useQueryClient();
  // The list is the host's (a visitor would only be refused).
  const list = useQuery({ ...questionsQuery(session.id), enabled: session.sessionType === "regular" && mayActAsHost(session.id) });
  const currentId = session.currentQuestion?.id ?? null;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const questions = list.data?.questions ?? [];
  // A chosen question that was deleted is forgotten; no choice follows the live question.
  const viewedId = chosenId !== null && questions.some((question) => question.id === chosenId) ? chosenId : currentId;
  const browsing = viewedId !== null && viewedId !== currentId;
  const cloud = useQuery({ ...questionCloudQuery(session.id, viewedId ?? ""), enabled: browsing });
  const feedback = useQuery({ ...questionFeedbackQuery(session.id, viewedId ?? ""), enabled: viewedId !== null && feedbackOpen });

  const refreshCounts = useThrottledCallback(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.questions(session.id) }), COUNTS_REFRESH_MS);
  useEffect(() => {
    if (liveVersion !== undefined) refreshCounts();
  }, [liveVersion, refreshCounts]);
  // Another screen of the host may have asked, added or hidden: the session's push says the list moved.
  useEffect(() => void queryClient.invalidateQueries({ queryKey: sessionKeys.questions(session.id) }), [session.currentQuestion, queryClient, session.id]);

  const commands = useQuestionCommands(session.id);

  return {
    questions,
    participantCount: list.data?.participantCount,
    loadError: list.error,
    viewedId,
    browsing,
    view: (questionId: string | null) => setChosenId(questionId === currentId ? null : questionId),
    browsedCloud: browsing ? (cloud.data ?? null) : null,
    feedback: feedback.data ?? null,
    feedbackLoading: feedback.isFetching,
    commands,
  };
}

export type QuestionsState = ReturnType<typeof useQuestions>;
