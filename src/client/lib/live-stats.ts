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

/**
 * How many distinct words the cloud on screen ranks among, for its "Showing top N of M words": the session's unique
 * words (the server sends only the top 100). A session of several questions counts its words over all of them, so
 * there the cloud counts only the words it was sent.
 */
export function cloudWordTotal(session: Session): number | undefined {
  return (session.currentQuestion?.count ?? 1) <= 1 ? session.stats.uniqueWords : undefined;
}
