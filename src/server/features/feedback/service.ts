import { nanoid } from "nanoid";
import { FEEDBACK_PAGE_MAX } from "../../../shared/limits.js";
import {
  SUBMISSION_ID_CONFLICT_MESSAGE,
  type SubmittedFeedback,
  type WordCloud,
} from "../../../shared/schemas/feedback.js";
import type { EntryState, ReviewedFeedbackItem } from "../../../shared/schemas/moderation.js";
import { Curation } from "../../../shared/word-curation.js";
import { cloudSpelling, countWords, normalizeTerm } from "../../../shared/words.js";
import type { AppContext } from "../../context.js";
import { writeAnswer } from "../../answers/write-answer.js";
import { AppError } from "../../errors.js";
import { listFeedback, type ListedFeedback } from "../../store/feedback-data.js";
import { listQuestionRows } from "../../store/questions-data.js";
import { loadWordRules } from "../../store/word-rules-data.js";
import { toReviewedItem } from "../moderation/overview.js";
import { assertMayAnswer } from "../oidc/answering.js";
import type { SessionViewer } from "../sessions/session-host.js";
import { isStopTerm } from "./stop-words.js";

/**
 * `submissionId` is the client's (see submissionIdSchema); without one the entry gets a fresh id and cannot be
 * repeated. `address` is the client's, for the per-address limits; the server's own callers have none.
 */
/**
 * `text` as feedbackTextSchema gives it: the route's body and the socket's message are parsed with it, and the
 * server's own callers parse theirs. `signedIn`: the participant is signed in with the institution
 * (ANSWERING=signed-in needs it).
 */
export type SubmitFeedbackArgs = { sessionId: string; text: string; participantId: string; submissionId?: string; responseId?: string; address?: string; signedIn?: boolean };

/**
 * Stores one entry (one input box) durably, then updates the live cloud. The answer is committed before this
 * resolves, so an acknowledged word is never lost. A repeat of an accepted submissionId is answered with the
 * original entry and `duplicate: true` and counted once, whichever instance or transport it arrives on; the same id
 * with other text (or from another participant) is refused.
 */
export async function submitFeedback(context: AppContext, args: SubmitFeedbackArgs): Promise<SubmittedFeedback> {
  const counters = context.metrics.counters;
  try {
    const submitted = await storeFeedback(context, args);
    if (submitted.duplicate) counters.submissionsDuplicate += 1;
    else counters.submissionsAccepted += 1;
    return submitted;
  } catch (error) {
    counters.refuseSubmission(error instanceof AppError ? error.code : "INTERNAL");
    throw error;
  }
}

async function storeFeedback(context: AppContext, args: SubmitFeedbackArgs): Promise<SubmittedFeedback> {
  assertMayAnswer(context, args.signedIn);
  const text = args.text;
  context.rateLimits.submissions.takeAnswer(args.participantId, args.address);
  const submissionId = args.submissionId ?? nanoid();
  const term = normalizeTerm(text);
  // "group  work" and "group work" are one term; the cloud shows it with single spaces, keeping the typed case.
  const spelling = cloudSpelling(text);
  // Judged in both languages: the writer takes the verdict of the session's language, read in its transaction.
  const filter = context.wordFilter;
  const held = { da: filter.judge(text, "da").held, en: filter.judge(text, "en").held };
  const wordCount = countWords(text);
  const outcome = await writeAnswer(
    context,
    {
      sessionId: args.sessionId,
      participantId: args.participantId,
      submissionId,
      responseId: args.responseId,
      content: text,
      term,
      spelling,
      held,
      stopWord: isStopTerm(term),
      wordCount,
      createdAt: new Date().toISOString(),
      signedIn: args.signedIn === true,
    },
    args.address,
  );
  if (outcome.kind === "stored") {
    if (outcome.item.content !== text || outcome.participantId !== args.participantId) throw new AppError("CONFLICT", SUBMISSION_ID_CONFLICT_MESSAGE);
    return { feedback: outcome.item, submissionId, duplicate: true, ...(outcome.heldBack ? { heldBack: true } : {}) };
  }
  return {
    feedback: outcome.item,
    submissionId,
    ...(outcome.answersLeft === undefined ? {} : { answersLeft: outcome.answersLeft }),
    ...(outcome.heldBack ? { heldBack: true } : {}),
  };
}

/**
 * The live cloud of a session this process has loaded, after every entry recorded so far. Replies to entries
 * committed together ask for it after all of them are recorded, so they share one snapshot (and its JSON).
 */
export function getLiveWordCloud(context: AppContext, sessionId: string): WordCloud {
  return context.hub.publicCloud(sessionId);
}

/** The states of an entry the room sees: in the cloud as given, or under the word it was merged into. */
const ROOM_STATES = new Set<EntryState>(["shown", "merged"]);

type FeedbackPage = { limit?: number; before?: number; questionId?: string };

/**
 * The newest entries with their state (shown, hidden, merged, …), or with `before` (an entry's id) the newest ones
 * older than it: one page of the list. The host (host key, admin token, owner's account) gets every entry, marked;
 * anyone else the room's view: only answers shown in a cloud (or under a merged word), never one the host hid,
 * banned or has not approved, nor one the filter flagged, nor any of a question whose results are hidden.
 */
export async function getFeedbackList(context: AppContext, { session, isHost }: SessionViewer, page: FeedbackPage = {}): Promise<ReviewedFeedbackItem[]> {
  const db = context.store.db;
  const limit = page.limit ?? FEEDBACK_PAGE_MAX;
  const curation = new Curation(await loadWordRules(db, session.id, ""));
  const describe = (row: ListedFeedback): ReviewedFeedbackItem => ({ ...toReviewedItem(row, curation), questionId: row.question_id });
  if (isHost) return (await listFeedback(db, session.id, limit, page.before, { questionId: page.questionId })).map(describe);

  const hiddenQuestionIds = (await listQuestionRows(db, session.id)).filter((row) => Number(row.results_hidden) === 1).map((row) => row.id);
  const filter = { questionId: page.questionId, hiddenQuestionIds, cloudWordsOnly: true };
  // Banned and hidden words are matched in code (a ban is a phrase within a term), so a page is read until it is
  // full or the entries run out.
  const shown: ReviewedFeedbackItem[] = [];
  let before = page.before;
  for (;;) {
    const rows = await listFeedback(db, session.id, limit, before, filter);
    for (const row of rows) {
      const item = describe(row);
      if (!ROOM_STATES.has(item.state)) continue;
      shown.push(item);
      if (shown.length === limit) return shown;
    }
    if (rows.length < limit) return shown;
    before = rows.at(-1)!.id;
  }
}


/** The current question's cloud: every word for the host, none for anyone else while its results are hidden. */
export async function getWordCloud(context: AppContext, { session, isHost }: SessionViewer): Promise<WordCloud> {
  // The viewer's session was read first, so unknown ids never create live state in the hub.
  return context.hub.getWordCloud(session.id, isHost);
}
