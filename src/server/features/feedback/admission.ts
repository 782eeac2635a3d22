import { NOT_A_CLASS_SESSION_MESSAGE } from "../../../shared/schemas/class.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { ANSWERING_CLOSED_MESSAGE } from "../../../shared/schemas/question.js";
import { ANSWERS_USED_UP_MESSAGE, SESSION_FULL_MESSAGE } from "../../../shared/schemas/session.js";
import { FEEDBACK_INPUT_COUNT } from "../../../shared/limits.js";
import type { Admission, AdmittingSession, AnswerFacts, ParticipantCount } from "../../store/feedback-writer.js";
import type { SessionRow } from "../../store/sessions-data.js";

/**
 * The rules every entry and class answer passes before anything of it is written, the one place they live: the
 * session takes this kind of answer, is active, and has room for a participant it has not seen yet (a participant
 * counts toward maxParticipants at their first answer). Writers call it inside their transaction with the counts
 * they read there; it throws an AppError to refuse.
 */
export function admitAnswer(kind: SessionRow["session_type"], session: AdmittingSession, participant: ParticipantCount): void {
  if (session.session_type !== kind) {
    throw new AppError("VALIDATION", kind === "class" ? NOT_A_CLASS_SESSION_MESSAGE : "This is a class session; answer its questions instead");
  }
  if (Number(session.is_active) !== 1) throw new AppError("SESSION_INACTIVE", "This session is not active");
  if (Number(session.question_closed) === 1) throw new AppError("ANSWERING_CLOSED", ANSWERING_CLOSED_MESSAGE);
  if (lacksRoomFor(participant, Number(session.max_participants))) throw new AppError("SESSION_FULL", SESSION_FULL_MESSAGE);
}

/** The session is full for this participant: it has not been admitted, and the session admitted its maximum. */
export function lacksRoomFor(participant: ParticipantCount, maxParticipants: number): boolean {
  return participant.isNew && participant.admitted >= maxParticipants;
}

/**
 * The admission of an answer from a client at `address`: the session's rules, then, for a participant the session
 * has not seen yet, one of the address's new participants (so minting participantIds cannot fill a session or cast
 * ballot after ballot faster than a real crowd). Checked in the write transaction, so a refusal writes nothing.
 * While a regular session's answers need approval, an admitted entry waits in the host's queue.
 */
export function admitAnswerFrom(context: AppContext, kind: SessionRow["session_type"], address: string | undefined): Admission {
  return (session, participant, answer) => {
    admitAnswer(kind, session, participant);
    const voice = answer ? weighVoice(session, answer) : {};
    if (participant.isNew) context.rateLimits.submissions.takeNewParticipant(address);
    return { waiting: kind === "regular" && Number(session.require_approval) === 1, ...voice };
  };
}

/**
 * One voice per student, per question (a session with several questions lets each take its N responses): with
 * answers_per_participant set, a participant gives at most that many responses (form sends, up to four words each)
 * to the current question; with count_once, a word they already gave to it is stored as a repeat and not counted.
 * Both off, nothing is read and nothing changes. A replayed submissionId never gets here (the writer answers it).
 */
function weighVoice(session: AdmittingSession, answer: AnswerFacts): { repeat?: boolean; answersLeft?: number } {
  const limit = session.answers_per_participant === null ? null : Number(session.answers_per_participant);
  const countOnce = Number(session.count_once) === 1;
  if (limit === null && !countOnce) return {};
  const prior = answer.prior();
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
