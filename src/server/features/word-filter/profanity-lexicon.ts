import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import type { CompoundPlace, ProfaneWord } from "./profane-word.js";
import { DANISH_PROFANITY } from "./profanity-da.js";
import { ENGLISH_PROFANITY } from "./profanity-en.js";

/** A form of a listed word: which word it is a form of, and where that word offends inside a compound. */
export type ProfaneForm = { word: string; compounds: CompoundPlace; inListedWords: boolean };

/** A shipped list by form: "lorten" → lort, "fuckers" → fuck. */
export type Lexicon = ReadonlyMap<string, ProfaneForm>;

function indexList(list: readonly ProfaneWord[]): Lexicon {
  const forms = new Map<string, ProfaneForm>();
  for (const entry of list) {
    for (const form of [entry.word, ...(entry.forms ?? "").split(" ").filter(Boolean)]) forms.set(form, { word: entry.word, compounds: entry.compounds, inListedWords: entry.inListedWords === true });
  }
  return forms;
}

export const LEXICONS: Record<SessionLanguage, Lexicon> = { da: indexList(DANISH_PROFANITY), en: indexList(ENGLISH_PROFANITY) };

/**
 * The word a compound part is a form of, when that word offends in this place of a compound (a middle part
 * modifies, as a first one does) of a word the dictionary lists (`listed`) or does not.
 */
export function profanePart(lexicon: Lexicon, part: string, place: "first" | "middle" | "last", listed: boolean): string | null {
  const form = lexicon.get(part);
  if (!form || form.compounds === "none" || (listed && !form.inListedWords)) return null;
  if (form.compounds === "any") return form.word;
  return (form.compounds === "last") === (place === "last") ? form.word : null;
}

/**
 * Whether a word could hold a listed form at all: a word holding none of them (most answers) is ordinary whatever
 * the dictionaries say, so only these are looked up.
 */
export const mayHoldProfanity: (word: string) => boolean = (() => {
  const forms = [...LEXICONS.da.keys(), ...LEXICONS.en.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(forms.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "u");
  return (word) => pattern.test(word);
})();
