import { WORD_CLOUD_MAX_WORDS } from "../../../shared/limits.js";
import type { WordCloud } from "../../../shared/schemas/feedback.js";
import type { Session } from "../../../shared/schemas/session.js";

/** The cloud carries the top 100 words only; beyond that the session's own count (from loading) is the better figure. */
export function uniqueWordCount(cloud: WordCloud, session: Session): number {
  const inCloud = cloud.words.length;
  return inCloud < WORD_CLOUD_MAX_WORDS ? inCloud : Math.max(inCloud, session.stats.uniqueWords);
}
