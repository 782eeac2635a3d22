import { useState } from "react";
import { toast } from "sonner";
import { SUBMISSION_TIMEOUT_MS } from "../../../shared/limits.js";
import { classAnswerSchema, EMPTY_ANSWER_MESSAGE, type ClassQuestion } from "../../../shared/schemas/class.js";
import { submitClassResponse } from "../../components/class-common/class-api.js";
import { getClassParticipantId, loadClassAnswers, saveClassAnswers } from "../../components/class-common/class-participant.js";
import { classText } from "../../text/class.js";

/** The raw input as the API wants it: scale answers as numbers (NaN for non-numbers, which the schema refuses). */
function toResponse(question: ClassQuestion, raw: string): number | string {
  return question.type === "scale" ? Number(raw.trim()) : raw;
}

/**
 * The participant's walk through the questions: answers kept per question id, Next validates and submits
 * (re-submitting replaces the earlier answer on the server), Previous moves back without submitting.
 */
export function useAnswerFlow(sessionId: string, questions: ClassQuestion[]) {
  const [participantId] = useState(() => getClassParticipantId(sessionId));
  const [answers, setAnswers] = useState<Record<string, string>>(() => loadClassAnswers(sessionId));
  const [index, setIndex] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isCompleted, setIsCompleted] = useState(false);

  const question = questions[index];
  const answer = question ? (answers[question.id] ?? "") : "";
  const isLast = index === questions.length - 1;

  function setAnswer(value: string) {
    if (!question) return;
    const next = { ...answers, [question.id]: value };
    setAnswers(next);
    saveClassAnswers(sessionId, next);
  }

  async function submitCurrent() {
    if (!question || isSubmitting) return;
    if (answer.trim() === "") {
      toast.error(EMPTY_ANSWER_MESSAGE);
      return;
    }
    const parsed = classAnswerSchema(question).safeParse(toResponse(question, answer));
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? classText.failedToSubmitResponse);
      return;
    }
    setIsSubmitting(true);
    const result = await submitClassResponse(sessionId, question.id, parsed.data, participantId, AbortSignal.timeout(SUBMISSION_TIMEOUT_MS));
    setIsSubmitting(false);
    if (!result.ok) {
      // Server text is preferred; a network failure or timeout gets the generic message.
      toast.error(result.status === 0 ? classText.failedToSubmitResponse : result.error || classText.failedToSubmitResponse);
      return;
    }
    if (isLast) {
      toast.success(classText.allCompleted);
      setIsCompleted(true);
    } else {
      toast.success(classText.responseSubmitted);
      setIndex(index + 1);
    }
  }

  return {
    question,
    index,
    answer,
    isLast,
    isSubmitting,
    isCompleted,
    setAnswer,
    submitCurrent,
    goPrevious: () => setIndex((current) => Math.max(0, current - 1)),
  };
}
