import type { Locale } from "./locale.js";
import type { MessageId } from "./messages/en.js";

export type Messages = Record<MessageId, string>;

/** One language's catalogue, as its own chunk: a phone downloads only the language it shows. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return locale === "da" ? (await import("./messages/da.js")).da : (await import("./messages/en.js")).en;
}
