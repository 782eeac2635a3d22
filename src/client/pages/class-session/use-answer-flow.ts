import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { SUBMISSION_TIMEOUT_MS } from "../../../shared/limits.js";
import { classAnswerSchema, type ClassQuestion } from "../../../shared/schemas/class.js";
import { useOutbox, useOutboxEntries } from "../../app/outbox-context.js";
import { loadClassAnswers, saveClassAnswers } from "../../components/class-common/class-participant.js";
import { sessionParticipantId } from "../../lib/participant-id.js";
import { isUnsent, type ClassAnswerItem, type OutboxEntry } from "../../lib/outbox-entry.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useServerError } from "../../i18n/use-server-error.js";

type AnswerEntry = OutboxEntry & { item: ClassAnswerItem };

/** One confirmation at a time: each answer's replaces the last, so they never stack up over the answer box. */
const ANSWER_TOAST = "class-answer-confirmation";

/** The raw input as the API wants it: scale answers as numbers (NaN for non-numbers, which the schema refuses). */
function toResponse(question: ClassQuestion, raw: string): number | string {
  return question.type === "scale" ? Number(raw.trim()) : raw;
}

/**
 * The participant's walk through the questions: answers kept per question id, Next validates and puts the answer
 * into the outbox (re-answering replaces the earlier answer on the server, and one still waiting in the outbox),
 * Previous moves back without submitting. Next moves on once the answer is sent or safely queued for when the
 * network is back; a refusal stays on the question with the server's text. After 10 s without either, the timeout
 * toast shows and the buttons work again while the answer stays queued.
 */
export function useAnswerFlow(sessionId: string, questions: ClassQuestion[]) {
  const t = useT();
  const serverError = useServerError();
  const outbox = useOutbox();
  const entries = useOutboxEntries(sessionId);
  const [participantId] = useState(() => sessionParticipantId(sessionId));
  const [answers, setAnswers] = useState<Record<string, string>>(() => loadClassAnswers(sessionId));
  const [index, setIndex] = useState(0);
  const [pending, setPending] = useState<{ submissionId: string; index: number } | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [isCompleted, setIsCompleted] = useState(false);
  const warned = useRef(new Set<string>());

  const question = questions[index];
  const answer = question ? (answers[question.id] ?? "") : "";
  const isLast = index === questions.length - 1;
  const answerEntries = useMemo(() => entries.filter((entry): entry is AnswerEntry => entry.item.kind === "class-answer"), [entries]);
  /** The newest entry for the question on screen: where its answer is on its way. */
  const entry = question ? [...answerEntries].reverse().find((candidate) => candidate.item.questionId === question.id) : undefined;
  const pendingEntry = pending ? answerEntries.find((candidate) => candidate.submissionId === pending.submissionId) : undefined;
  const isSubmitting = pendingEntry?.state === "sending" && !timedOut;

  useEffect(() => {
    if (!pending || !pendingEntry || pendingEntry.state === "sending") return;
    const moved = pending.index !== index;
    setPending(null);
    if (pendingEntry.state === "refused") {
      // Server text is preferred.
      toast.error(pendingEntry.error ? serverError(pendingEntry.error, pendingEntry.errorCode) : t("classEval.failedToSubmitResponse"));
      outbox.forget([pendingEntry.submissionId]);
      return;
    }
    if (pendingEntry.state === "waiting" && navigator.onLine && !warned.current.has(pendingEntry.submissionId)) {
      warned.current.add(pendingEntry.submissionId);
      // A server asking to slow down says so in its own words ('Too many answers at once, please wait a moment').
      toast.error(pendingEntry.notice ? serverError(pendingEntry.notice, "RATE_LIMITED") : t("classEval.failedToSubmitResponse"));
    }
    if (moved) return;
    if (pending.index === questions.length - 1) {
      if (pendingEntry.state === "sent") toast.success(t("classEval.allCompleted"), { id: ANSWER_TOAST });
      setIsCompleted(true);
    } else {
      if (pendingEntry.state === "sent") toast.success(t("classEval.responseSubmitted"), { id: ANSWER_TOAST });
      setIndex(pending.index + 1);
    }
  }, [pending, pendingEntry, index, questions.length, outbox, t, serverError]);

  useEffect(() => {
    if (!pending) return;
    setTimedOut(false);
    const timer = setTimeout(() => {
      setTimedOut(true);
      toast.error(t("session.submissionTimeout"));
    }, SUBMISSION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [pending, t]);

  function setAnswer(value: string) {
    if (!question) return;
    const next = { ...answers, [question.id]: value };
    setAnswers(next);
    saveClassAnswers(sessionId, next);
  }

  function submitCurrent() {
    if (!question || isSubmitting) return;
    if (answer.trim() === "") {
      toast.error(t("classEval.emptyAnswer"));
      return;
    }
    const parsed = classAnswerSchema(question).safeParse(toResponse(question, answer));
    if (!parsed.success) {
      // What the inputs let through and the schema refuses: a number off the scale, or text that is blank once trimmed.
      toast.error(question.type === "scale" ? t("classEval.outOfRange", { min: question.scaleMin, max: question.scaleMax }) : t("classEval.emptyAnswer"));
      return;
    }
    const added = outbox.add(sessionId, { kind: "class-answer", questionId: question.id, response: parsed.data, participantId });
    setPending({ submissionId: added.submissionId, index });
  }

  return {
    question,
    index,
    answer,
    isLast,
    isSubmitting,
    isCompleted,
    /** Where the answer to the question on screen is on its way, if it was given. */
    entryState: entry?.state ?? null,
    /** The answer on screen waits because the server asked to slow down, not for the network. */
    entryPaced: entry?.notice !== undefined,
    /** Answers of this session that have not reached the server yet. */
    waitingCount: answerEntries.filter(isUnsent).length,
    setAnswer,
    submitCurrent,
    goPrevious: () => setIndex((current) => Math.max(0, current - 1)),
  };
}
