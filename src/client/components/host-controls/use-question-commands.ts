import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { HostQuestionList } from "../../../shared/schemas/question.js";
import { dataOrThrow, type ApiResult } from "../../lib/api.js";
import { askQuestion, updateQuestion } from "../../lib/questions-api.js";
import { sessionKeys } from "../../lib/session-queries.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";

type QuestionRef = { id: string };

/**
 * The host's changes to a session's questions, from the dashboard or the presentation: each answers with the whole
 * list, which goes straight into the cache; a failure is a toast. Every call resolves to whether it succeeded.
 */
export function useQuestionCommands(sessionId: string) {
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const mutation = useMutation({
    mutationFn: (run: () => Promise<ApiResult<HostQuestionList>>) => dataOrThrow(run()),
    onSuccess: (data) => queryClient.setQueryData(sessionKeys.questions(sessionId), data),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const change = (run: () => Promise<ApiResult<HostQuestionList>>) =>
    mutation.mutateAsync(run).then(
      () => true,
      () => false,
    );
  return {
    busy: mutation.isPending,
    change,
    ask: (question: QuestionRef) => change(() => askQuestion(sessionId, question.id)),
    setHidden: (question: QuestionRef, hidden: boolean) => change(() => updateQuestion(sessionId, question.id, { resultsHidden: hidden })),
    setClosed: (question: QuestionRef, closed: boolean) => change(() => updateQuestion(sessionId, question.id, { answeringClosed: closed })),
  };
}
