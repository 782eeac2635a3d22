import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { ModerationOverview, ReviewedFeedbackItem } from "../../../shared/schemas/moderation.js";
import type { Session } from "../../../shared/schemas/session.js";
import { downloadBlob, titleFileStem } from "../../lib/download.js";
import type { QuestionExport } from "./question-exports.js";

/** Spec: the session title lowercased, every non-alphanumeric character replaced by "_", plus "_data.json". */
export function exportFileName(title: string): string {
  return `${titleFileStem(title)}_data.json`;
}

/** The host's word decisions, in an export made by the host. */
type ExportedDecisions = Pick<ModerationOverview, "requireApproval" | "hidden" | "banned" | "merges">;

/**
 * Spec: session, wordCloud (the live question's), feedback (each entry with its state), exportedAt; plus every
 * question with its own cloud and entries, and the host's decisions when known.
 */
export type SessionExport = {
  session: Session;
  wordCloud: WordCloud | null;
  feedback: ReviewedFeedbackItem[];
  questions: QuestionExport[];
  decisions?: ExportedDecisions;
  exportedAt: string;
};

export function buildSessionExport(
  session: Session,
  wordCloud: WordCloud | null,
  feedback: ReviewedFeedbackItem[],
  questions: QuestionExport[] = [],
  overview: ModerationOverview | null = null,
  now = new Date(),
): SessionExport {
  const decisions = overview ? { requireApproval: overview.requireApproval, hidden: overview.hidden, banned: overview.banned, merges: overview.merges } : undefined;
  return { session, wordCloud, feedback, questions, ...(decisions ? { decisions } : {}), exportedAt: now.toISOString() };
}

/** Saves the export as a JSON file. */
export function downloadSessionExport(data: SessionExport): void {
  downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), exportFileName(data.session.title));
}
