import { z } from "zod";

/**
 * Characters that show nothing but change what a text is: zero-width space/joiners, word joiner, byte-order mark,
 * soft hyphen, bidi controls (an RTL override shows "kcuf" as a swear word), invisible operators, and fillers that
 * render blank. Left in, they hide a word from moderation or make two entries that look alike count apart.
 */
const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0]/gu;
const ZERO_WIDTH_JOINER = "\u200D";
/** A pictograph, optionally with its emoji variation selector or skin tone, just before a joiner. */
const PICTOGRAPH_BEFORE = /\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?$/u;
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u;
/** A lone surrogate half: not text; SQLite would store it as U+FFFD, so the entry would change after a restart. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Something that is neither space nor an invisible format character nor a combining mark on its own. */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{M}]/u;

export const BROKEN_TEXT_MESSAGE = "The text contains a broken character; please type it again";

/**
 * An entry as it is checked, moderated, stored and shown: NFC, invisible characters removed (a joiner between two
 * emoji stays, or 👩‍💻 would fall apart), trimmed.
 */
export function normalizeEntryText(text: string): string {
  const composed = text.normalize("NFC");
  const cleaned = composed.replace(INVISIBLE, (character, offset: number) =>
    character === ZERO_WIDTH_JOINER && PICTOGRAPH_BEFORE.test(composed.slice(Math.max(0, offset - 4), offset)) && PICTOGRAPH_AFTER.test(composed.slice(offset + 1))
      ? character
      : "",
  );
  return cleaned.trim();
}

/** True when the text has at least one character that shows (not only spaces, format characters or lone marks). */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * A short text a participant typed (a feedback word, a class text answer): refused if it holds a lone surrogate,
 * normalised, then refused like a blank one when nothing visible is left, or when longer than `max`.
 */
export function entryTextSchema(max: number, messages: { required: string; empty: string; tooLong: string }) {
  return z
    .string({ message: messages.required })
    .refine((text) => !LONE_SURROGATE.test(text), BROKEN_TEXT_MESSAGE)
    .transform(normalizeEntryText)
    .pipe(z.string().refine(hasVisibleText, messages.empty).max(max, messages.tooLong));
}

/** For other stored text (titles, descriptions): a lone surrogate would read back as U+FFFD after a restart. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}
