import type { FeedbackItem, WordCloud } from "../../../shared/schemas/feedback.js";
import type { Session } from "../../../shared/schemas/session.js";

/** Spec: the session title lowercased, every non-alphanumeric character replaced by "_", plus "_data.json". */
export function exportFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, "_")}_data.json`;
}

export type SessionExport = { session: Session; wordCloud: WordCloud | null; feedback: FeedbackItem[]; exportedAt: string };

export function buildSessionExport(session: Session, wordCloud: WordCloud | null, feedback: FeedbackItem[], now = new Date()): SessionExport {
  return { session, wordCloud, feedback, exportedAt: now.toISOString() };
}

/** Saves the export as a JSON file through a temporary link. */
export function downloadSessionExport(data: SessionExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(data.session.title);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
