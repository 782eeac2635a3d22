import type { RecordedEntry } from "../bus/bus.js";
import type { SubmissionLimits } from "../rate-limits/submission-limits.js";
import type { FeedbackWriter, NewAnswer, WriteOutcome } from "./answer-writer.js";

/** The live engine as an answer needs it (realtime/hub.ts): the room loaded before the write, the entry counted after. */
type LiveCount = {
  ensureLoaded(sessionId: string): Promise<unknown>;
  recordEntry(sessionId: string, entry: RecordedEntry): void;
};

/** What an answer passes through on its way in (the AppContext has it all). */
export type AnswerPath = { store: { feedbackWriter: FeedbackWriter }; hub: LiveCount; rateLimits: { submissions: SubmissionLimits } };

/**
 * Writes one entry from a client at `address` and counts it into the live cloud: the one path of an answer from the
 * store's writer (admission plan, commit) to the room engine. The room is loaded before the write, so the load can
 * neither miss nor double-count the entry, and the committed entry is recorded with its sequence number; a new
 * participant the plan admitted is taken from the address's allowance, which the plan read before (see
 * NewParticipantBudget).
 */
export async function writeAnswer(path: AnswerPath, entry: NewAnswer, address: string | undefined): Promise<WriteOutcome> {
  const limits = path.rateLimits.submissions;
  await path.hub.ensureLoaded(entry.sessionId);
  let outcome: WriteOutcome;
  try {
    outcome = await path.store.feedbackWriter.write(entry, () => limits.newParticipantBudget(address));
  } catch (error) {
    limits.countAdmissionRefusal(error);
    throw error;
  }
  if (outcome.kind === "stored") return outcome;
  if (outcome.newParticipant) limits.spendNewParticipant(address);
  path.hub.recordEntry(entry.sessionId, {
    term: entry.term,
    spelling: entry.spelling,
    inCloud: outcome.inCloud,
    withheld: outcome.waiting,
    sequence: outcome.sequence,
    questionId: outcome.questionId,
  });
  return outcome;
}
