import { applyDeltaToCloud } from "../../shared/cloud-delta.js";
import type { ServerMessage } from "../../shared/protocol.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";

/** A pushed cloud: the snapshot that answers a join, or a delta from one version to the next. */
export type CloudMessage = Extract<ServerMessage, { type: "word-cloud-update" | "word-cloud-delta" }>;

/**
 * The one "never older" rule of the client's cloud: what is held is kept against anything built on an older
 * version (an HTTP answer arriving after a newer push, a delta already applied).
 */
function isOlder(version: number, held: WordCloud): boolean {
  return version < held.version;
}

/** The cloud to hold when a whole cloud arrives (pushed, fetched or in an answer). */
export function newerCloud(held: WordCloud | undefined, next: WordCloud): WordCloud {
  return held && isOlder(next.version, held) ? held : next;
}

/**
 * The cloud to hold after a pushed message, or "gap" when a delta does not follow on from the held version (a
 * version was missed, or nothing is held yet): then only a fresh snapshot helps.
 */
export function cloudAfter(held: WordCloud | undefined, message: CloudMessage): WordCloud | "gap" {
  if (message.type === "word-cloud-update") return newerCloud(held, message.data);
  const delta = message.data;
  if (held === undefined) return "gap";
  if (isOlder(delta.baseVersion, held)) return held;
  return held.version === delta.baseVersion ? applyDeltaToCloud(held, delta) : "gap";
}
