import type { FeedbackItem } from "../../shared/schemas/feedback.js";
import type { SessionLanguage } from "../../shared/schemas/session-language.js";
import type { NewParticipantBudget } from "../rate-limits/submission-limits.js";

/** One entry (one input box) as the feedback service made it, ready to be admitted and written. */
export type NewAnswer = {
  sessionId: string;
  participantId: string;
  /** The client's id for this entry; unique per session. */
  submissionId: string;
  /** The client's id for the response (form send) the entry came in; absent: the entry is a response of its own. */
  responseId?: string;
  content: string;
  term: string;
  /** How the cloud shows this entry: the content with runs of whitespace made single spaces. */
  spelling: string;
  /**
   * Whether the word filter holds the entry back, judged in each language (the plan takes the session's, read in
   * its transaction); a word the host allowed in the session is let in all the same.
   */
  held: Record<SessionLanguage, boolean>;
  /** Only stop words: stored and counted as a submission, never a cloud word. */
  stopWord: boolean;
  wordCount: number;
  createdAt: string;
  /** The participant is signed in with the institution (ANSWERING=signed-in); kept for a new participant, nothing more. */
  signedIn?: boolean;
};

/**
 * What the address of an entry may still bring of new participants, asked for when the entry's batch is formed (so
 * a batch sees what the batches before it spent); undefined: no limit.
 */
export type BudgetNow = () => NewParticipantBudget | undefined;

/** An entry waiting in a writer's queue for its batch, with the promise `write` returned to settle. */
export type QueuedAnswer = { entry: NewAnswer; budget?: BudgetNow; resolve: (outcome: WriteOutcome) => void; reject: (error: unknown) => void };

/**
 * Writes entries with their counters and participants, each admitted by the answer plan (answer-plan.ts) in the same
 * transaction; resolves only once the entry is committed, rejects with the AppError of a refused one. An entry whose
 * submissionId the session already holds is not written again: the stored one is returned instead.
 */
export interface FeedbackWriter {
  write(entry: NewAnswer, budget?: BudgetNow): Promise<WriteOutcome>;
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
  /** Held in the host's approval queue: out of the cloud and the counts shown. */
  waiting: boolean;
  /** Stored as a repeat of the participant's word (the session counts each person's word once): not counted. */
  repeat: boolean;
  /** Counted into the cloud: a word (not a stop word, not held back by the filter) neither waiting nor a repeat. */
  inCloud: boolean;
  /** Held back by the word filter (and not a word the host allowed): the host looks at it before it appears. */
  heldBack: boolean;
  /** Responses the participant may still give to the question (absent: unlimited). */
  answersLeft?: number;
  questionId: string | null;
  /** The entry's participant was new to the session: it took one of its address's new participants. */
  newParticipant: boolean;
};

/** The entry stored earlier under the same submissionId. */
export type StoredFeedback = { kind: "stored"; item: FeedbackItem; participantId: string; heldBack: boolean };

export type WriteOutcome = WrittenFeedback | StoredFeedback;
