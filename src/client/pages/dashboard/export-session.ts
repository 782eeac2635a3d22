import type { FeedbackItem, WordCloud } from "../../../shared/schemas/feedback.js";
import type { Session } from "../../../shared/schemas/session.js";
import { downloadBlob, titleFileStem } from "../../lib/download.js";

/** Spec: the session title lowercased, every non-alphanumeric character replaced by "_", plus "_data.json". */
export function exportFileName(title: string): string {
  return `${titleFileStem(title)}_data.json`;
}

export type SessionExport = { session: Session; wordCloud: WordCloud | null; feedback: FeedbackItem[]; exportedAt: string };

export function buildSessionExport(session: Session, wordCloud: WordCloud | null, feedback: FeedbackItem[], now = new Date()): SessionExport {
  return { session, wordCloud, feedback, exportedAt: now.toISOString() };
}

/** Saves the export as a JSON file. */
export function downloadSessionExport(data: SessionExport): void {
  downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), exportFileName(data.session.title));
}
