import type { SessionLanguage } from "../../shared/schemas/session-language.js";
import { ANSWERING_CLOSED_MESSAGE, ANSWERS_USED_UP_MESSAGE, NOT_A_CLASS_SESSION_MESSAGE, SESSION_FULL_MESSAGE } from "../../shared/answer-messages.js";
import { FEEDBACK_INPUT_COUNT } from "../../shared/limits.js";
import { AppError } from "../errors.js";
import { tooManyAnswers, type NewParticipantBudget } from "../rate-limits/submission-limits.js";

/**
 * The session row as the rules read it (the store's SessionRow has these columns and more), with whether its
 * current question is closed to answers (regular sessions).
 */
export type AdmittingSession = {
  id: string;
  session_type: "regular" | "class";
  is_active: number;
  max_participants: number;
  require_approval: number;
  answers_per_participant: number | null;
  count_once: number;
  total_submissions: number;
  /** The participants it admitted so far (counted toward max_participants). */
  participant_count: number;
  current_question_id: string | null;
  question_closed?: number | null;
  language: SessionLanguage;
};

/**
 * Whether an answer's participant is new to the session: a participant with no entry or answer in the session yet
 * comes with how many the session has admitted (counted only then).
 */
export type ParticipantCount = { isNew: false } | { isNew: true; admitted: number };

/** One earlier entry of the participant to the session's current question (any state), as the rules count it. */
export type PriorEntry = { responseId: string; term: string; repeat: boolean };

/**
 * The rules every entry and class answer passes before anything of it is written, the one place they live: the
 * session takes this kind of answer, is active, its question is open, and it has room for a participant it has not
 * seen yet (a participant counts toward maxParticipants at their first answer); such a participant also takes one
 * of their address's new participants (so minting participantIds cannot fill a session or cast ballot after ballot
 * faster than a real crowd), `spent` of which earlier answers of the same write already took. Throws an AppError to
 * refuse.
 */
export function admitParticipant(
  kind: AdmittingSession["session_type"],
  session: AdmittingSession,
  participant: ParticipantCount,
  budget: NewParticipantBudget | undefined,
  spent = 0,
): void {
  if (session.session_type !== kind) {
    throw new AppError("VALIDATION", kind === "class" ? NOT_A_CLASS_SESSION_MESSAGE : "This is a class session; answer its questions instead");
  }
  if (Number(session.is_active) !== 1) throw new AppError("SESSION_INACTIVE", "This session is not active");
  if (Number(session.question_closed) === 1) throw new AppError("ANSWERING_CLOSED", ANSWERING_CLOSED_MESSAGE);
  if (lacksRoomFor(participant, Number(session.max_participants))) throw new AppError("SESSION_FULL", SESSION_FULL_MESSAGE);
  if (participant.isNew && budget && spent >= budget.left) throw tooManyAnswers(budget.retryAfterMs);
}

/** The session is full for this participant: it has not been admitted, and the session admitted its maximum. */
export function lacksRoomFor(participant: ParticipantCount, maxParticipants: number): boolean {
  return participant.isNew && participant.admitted >= maxParticipants;
}

/** Whether weighing an entry needs its participant's earlier entries to the current question (see weighVoice). */
export function readsPriorEntries(session: AdmittingSession): boolean {
  return session.answers_per_participant !== null || Number(session.count_once) === 1;
}

/**
 * One voice per student, per question (a session with several questions lets each take its N responses): with
 * answers_per_participant set, a participant gives at most that many responses (form sends, up to four words each)
 * to the current question; with count_once, a word they already gave to it is stored as a repeat and not counted.
 * Both off, nothing is read and nothing changes. A replayed submissionId never gets here (the plan answers it).
 */
export function weighVoice(
  session: AdmittingSession,
  answer: { responseId: string; term: string },
  prior: readonly PriorEntry[],
): { repeat?: boolean; answersLeft?: number } {
  if (!readsPriorEntries(session)) return {};
  const limit = session.answers_per_participant === null ? null : Number(session.answers_per_participant);
  const countOnce = Number(session.count_once) === 1;
  const responses = new Set(prior.map((entry) => entry.responseId));
  const joinsResponse = responses.has(answer.responseId);
  if (limit !== null) {
    if (!joinsResponse && responses.size >= limit) throw new AppError("ANSWERS_USED_UP", ANSWERS_USED_UP_MESSAGE);
    // A response is one form send: four boxes, so reusing its id cannot smuggle in more words.
    if (joinsResponse && prior.filter((entry) => entry.responseId === answer.responseId).length >= FEEDBACK_INPUT_COUNT) {
      throw new AppError("ANSWERS_USED_UP", ANSWERS_USED_UP_MESSAGE);
    }
  }
  const repeat = countOnce && prior.some((entry) => entry.term === answer.term && !entry.repeat);
  const used = responses.size + (joinsResponse ? 0 : 1);
  return { ...(repeat ? { repeat } : {}), ...(limit === null ? {} : { answersLeft: Math.max(0, limit - used) }) };
}

/**
 * Whether the word filter's verdict keeps an entry out of what the room sees: held back, and not a word the host let
 * in with Allow (which holds for the rest of the session). The one rule for feedback words as they are written and
 * class text answers as they are read.
 */
export function staysHeld(held: boolean, term: string, allowedTerms: ReadonlySet<string>): boolean {
  return held && !allowedTerms.has(term);
}
