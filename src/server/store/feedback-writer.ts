import type { FeedbackItem } from "../../shared/schemas/feedback.js";
import type { NewFeedback } from "./feedback-data.js";
import type { SessionRow } from "./sessions-data.js";

/**
 * What a writer knows about the entry's participant when it asks whether the entry may be written: a participant
 * with no entry or answer in the session yet comes with how many the session has admitted (counted only then).
 */
export type ParticipantCount = { isNew: false } | { isNew: true; admitted: number };

/**
 * How an admitted entry is stored: `waiting` keeps it in the host's approval queue, out of the cloud and the counts
 * shown; `repeat` (a word its participant already gave to the question, the session counting each person once) is
 * stored but never counted; `answersLeft`: responses the participant may still give to the question (absent: unlimited).
 */
export type AdmissionVerdict = { waiting: boolean; repeat?: boolean; answersLeft?: number };

/** One earlier entry of the participant to the session's current question (any state), as the admission counts it. */
export type PriorEntry = { responseId: string; term: string; repeat: boolean };

/**
 * An entry of a regular session as the admission weighs it against the participant's earlier ones. `prior` is read
 * only when the session's rules need it (the writer reads it in the same transaction, entries of its batch included).
 */
export type AnswerFacts = { responseId: string; term: string; prior: () => PriorEntry[] };

/**
 * The feedback service's admission rules, called inside the write transaction with the session row and the counts
 * the writer read there; throws an AppError to refuse the entry. Writers supply the counts, the rules decide.
 */
export type Admission = (session: AdmittingSession, participant: ParticipantCount, answer?: AnswerFacts) => AdmissionVerdict;

/** The session row as a writer reads it, with whether its current question is closed to answers (regular sessions). */
export type AdmittingSession = SessionRow & { question_closed?: number | null };

/**
 * Writes one entry with its counters and participant admission in one transaction, after admitting it inside that
 * same transaction; resolves only once the entry is committed. An entry whose submissionId the session already holds
 * is not written again: the stored one is returned instead (the service decides whether it is a repeat).
 */
export interface FeedbackWriter {
  write(entry: NewFeedback, admit: Admission): Promise<WriteOutcome>;
}

/**
 * A committed entry and its sequence number: the session's total_submissions right after this entry was counted.
 * Sequences are unique per session and follow commit order, so the live engine can tell whether a database read
 * already includes an entry (see CloudChange in bus/bus.ts).
 */
export type WrittenFeedback = {
  kind: "written";
  item: FeedbackItem;
  sequence: number;
  waiting: boolean;
  /** Stored as a repeat of the participant's word: not counted (see AdmissionVerdict). */
  repeat: boolean;
  answersLeft?: number;
  questionId: string | null;
};

/** The entry stored earlier under the same submissionId. */
export type StoredFeedback = { kind: "stored"; item: FeedbackItem; participantId: string };

export type WriteOutcome = WrittenFeedback | StoredFeedback;
