import type { WordCloud } from "../../shared/schemas/feedback.js";
import type { Session } from "../../shared/schemas/session.js";

/**
 * The session with the counts its live cloud carries (every delta brings them), so a screen never fetches the
 * session again to keep its stats current. Counts only grow: whichever of the two is newer wins.
 */
export function withLiveStats(session: Session, cloud: WordCloud | null): Session {
  if (!cloud || cloud.totalSubmissions < session.stats.totalSubmissions) return session;
  return { ...session, stats: { totalSubmissions: cloud.totalSubmissions, uniqueWords: cloud.uniqueWords, totalWords: cloud.totalWords } };
}
