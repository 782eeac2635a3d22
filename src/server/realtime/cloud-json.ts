import type { WordCloud } from "../../shared/schemas/feedback.js";

const encoded = new WeakMap<WordCloud, Buffer>();

/**
 * A cloud as JSON bytes, serialised once per cloud object (the hub makes one per version and audience) however
 * many snapshots and HTTP replies carry it: a reply then costs a copy of these bytes, not a stringify and UTF-8
 * encoding of the whole cloud.
 */
export function encodeCloud(cloud: WordCloud): Buffer {
  let bytes = encoded.get(cloud);
  if (!bytes) encoded.set(cloud, (bytes = Buffer.from(JSON.stringify(cloud))));
  return bytes;
}

/** `{prefix}{cloud}{suffix}` as one buffer; prefix and suffix are a message's own small JSON around the cloud. */
export function wrapCloud(prefix: string, cloud: WordCloud, suffix: string): Buffer {
  return Buffer.concat([Buffer.from(prefix), encodeCloud(cloud), Buffer.from(suffix)]);
}
