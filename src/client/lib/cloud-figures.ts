import type { WordCloud } from "../../shared/schemas/feedback.js";
import type { SessionStats } from "../../shared/schemas/session.js";

/**
 * The numbers beside a cloud: its own, those of the question it shows (Total Submissions is the sum of its words'
 * frequencies, Unique Words how many it ranks, so the "M" of "Showing top N of M"), zeros until it arrives. Every
 * delta brings them, so no screen fetches the session to keep them current.
 */
export function cloudFigures(cloud: WordCloud | null | undefined): SessionStats {
  return { totalSubmissions: cloud?.totalSubmissions ?? 0, uniqueWords: cloud?.uniqueWords ?? 0, totalWords: cloud?.totalWords ?? 0 };
}
