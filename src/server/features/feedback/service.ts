import { FEEDBACK_LIST_LIMIT } from "../../../shared/limits.js";
import { feedbackTextSchema, type FeedbackItem, type FeedbackResult, type WordCloud } from "../../../shared/schemas/feedback.js";
import { countWords, normalizeTerm } from "../../../shared/words.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { parseInput } from "../../http/validate.js";
import { listFeedback } from "../../store/feedback-data.js";
import type { SessionRow } from "../../store/sessions-data.js";
import { requireSessionRow } from "../sessions/service.js";
import { isInappropriate } from "./moderation.js";
import { isStopTerm } from "./stop-words.js";

export type SubmitFeedbackArgs = { sessionId: string; text: string; participantId: string };

/**
 * Stores one entry (one input box) durably, then updates the live cloud.
 * The answer is committed before this resolves, so an acknowledged word is never lost.
 */
export async function submitFeedback(context: AppContext, args: SubmitFeedbackArgs): Promise<FeedbackResult> {
  const text = parseInput(feedbackTextSchema, args.text);
  // Loads the live cloud before writing, so the load can neither miss nor double-count this entry.
  await context.hub.ensureLoaded(args.sessionId);

  const term = normalizeTerm(text);
  // "group  work" and "group work" are one term; the cloud shows it with single spaces, keeping the typed case.
  const spelling = text.replace(/\s+/g, " ");
  const isModerated = isInappropriate(text);
  const inCloud = !isModerated && !isStopTerm(term);
  const written = await context.store.feedbackWriter.write(
    {
      sessionId: args.sessionId,
      participantId: args.participantId,
      content: text,
      term,
      spelling,
      isModerated,
      inCloud,
      wordCount: countWords(text),
      createdAt: new Date().toISOString(),
    },
    assertSessionTakesFeedback,
  );
  context.hub.recordEntry(args.sessionId, { term, spelling, inCloud, sequence: written.sequence });
  // Entries committed together resume here one after another; yielding once lets all of them be recorded before
  // any takes the cloud, so they share one snapshot (and its JSON) instead of rebuilding and serialising one each.
  await Promise.resolve();
  return { feedback: written.item, wordData: context.hub.currentCloud(args.sessionId) };
}

/** Checked inside the write transaction, so a session deactivated a moment earlier refuses the entry. */
function assertSessionTakesFeedback(session: SessionRow): void {
  if (session.session_type !== "regular") throw new AppError("VALIDATION", "This is a class session; answer its questions instead");
  if (Number(session.is_active) !== 1) throw new AppError("SESSION_INACTIVE", "This session is not active");
}

export async function getFeedbackList(context: AppContext, sessionId: string, limit = FEEDBACK_LIST_LIMIT): Promise<FeedbackItem[]> {
  await requireSessionRow(context, sessionId);
  return listFeedback(context.store.db, sessionId, limit);
}

export async function getWordCloud(context: AppContext, sessionId: string): Promise<WordCloud> {
  // Checked here so that unknown ids never create live state in the hub.
  await requireSessionRow(context, sessionId);
  return context.hub.getWordCloud(sessionId);
}
