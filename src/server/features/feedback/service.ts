import { nanoid } from "nanoid";
import { FEEDBACK_PAGE_MAX } from "../../../shared/limits.js";
import {
  feedbackTextSchema,
  SUBMISSION_ID_CONFLICT_MESSAGE,
  type FeedbackItem,
  type SubmittedFeedback,
  type WordCloud,
} from "../../../shared/schemas/feedback.js";
import { countWords, normalizeTerm } from "../../../shared/words.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { parseInput } from "../../parse-input.js";
import { listFeedback } from "../../store/feedback-data.js";
import { requireSessionRow } from "../sessions/service.js";
import { admitAnswerFrom } from "./admission.js";
import { isInappropriate } from "./moderation.js";
import { isStopTerm } from "./stop-words.js";

/**
 * `submissionId` is the client's (see submissionIdSchema); without one the entry gets a fresh id and cannot be
 * repeated. `address` is the client's, for the per-address limits; the server's own callers have none.
 */
export type SubmitFeedbackArgs = { sessionId: string; text: string; participantId: string; submissionId?: string; address?: string };

/**
 * Stores one entry (one input box) durably, then updates the live cloud. The answer is committed before this
 * resolves, so an acknowledged word is never lost. A repeat of an accepted submissionId is answered with the
 * original entry and `duplicate: true` and counted once, whichever instance or transport it arrives on; the same id
 * with other text (or from another participant) is refused.
 */
export async function submitFeedback(context: AppContext, args: SubmitFeedbackArgs): Promise<SubmittedFeedback> {
  const text = parseInput(feedbackTextSchema, args.text);
  context.rateLimits.submissions.takeAnswer(args.participantId, args.address);
  const submissionId = args.submissionId ?? nanoid();
  // Loads the live cloud before writing, so the load can neither miss nor double-count this entry.
  await context.hub.ensureLoaded(args.sessionId);

  const term = normalizeTerm(text);
  // "group  work" and "group work" are one term; the cloud shows it with single spaces, keeping the typed case.
  const spelling = text.replace(/\s+/g, " ");
  const isModerated = isInappropriate(text);
  const inCloud = !isModerated && !isStopTerm(term);
  const wordCount = countWords(text);
  const outcome = await context.store.feedbackWriter.write(
    {
      sessionId: args.sessionId,
      participantId: args.participantId,
      submissionId,
      content: text,
      term,
      spelling,
      isModerated,
      inCloud,
      wordCount,
      createdAt: new Date().toISOString(),
    },
    admitAnswerFrom(context, "regular", args.address),
  );
  if (outcome.kind === "stored") {
    if (outcome.item.content !== text || outcome.participantId !== args.participantId) throw new AppError("CONFLICT", SUBMISSION_ID_CONFLICT_MESSAGE);
    return { feedback: outcome.item, submissionId, duplicate: true };
  }
  context.hub.recordEntry(args.sessionId, { term, spelling, inCloud, wordCount, sequence: outcome.sequence });
  return { feedback: outcome.item, submissionId };
}

/**
 * The live cloud of a session this process has loaded, after every entry recorded so far. Replies to entries
 * committed together ask for it after all of them are recorded, so they share one snapshot (and its JSON).
 */
export function getLiveWordCloud(context: AppContext, sessionId: string): WordCloud {
  return context.hub.currentCloud(sessionId);
}

/** The newest entries, or with `before` (an entry's id) the newest ones older than it: one page of the list. */
export async function getFeedbackList(context: AppContext, sessionId: string, page: { limit?: number; before?: number } = {}): Promise<FeedbackItem[]> {
  await requireSessionRow(context, sessionId);
  return listFeedback(context.store.db, sessionId, page.limit ?? FEEDBACK_PAGE_MAX, page.before);
}

export async function getWordCloud(context: AppContext, sessionId: string): Promise<WordCloud> {
  // Checked here so that unknown ids never create live state in the hub.
  await requireSessionRow(context, sessionId);
  return context.hub.getWordCloud(sessionId);
}
