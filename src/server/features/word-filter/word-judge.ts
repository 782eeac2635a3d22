import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import type { Dictionary } from "./dictionaries.js";
import { LEXICONS, mayHoldProfanity, profanePart } from "./profanity-lexicon.js";

/** Longer words are not taken apart into compound parts (the cost grows with the square of the length). */
const MAX_COMPOUND_LETTERS = 60;
/** A compound part has at least this many letters (Danish hunspell's COMPOUNDMIN). */
const MIN_PART = 2;
/**
 * A word the dictionary lists is taken apart only into parts this long: its two-letter endings are inflections, not
 * words ("røvet", robbed, is not "røv" + "et").
 */
const MIN_LISTED_PART = 3;
/**
 * A dictionary without compound rules of its own (English) splits a word it does not list into two listed words of
 * three letters or more ("fuck" + "face"): its short words are mostly abbreviations ("dickensk" is not "dick" + "en" + "sk").
 */
const MAX_PLAIN_PARTS = 2;
const MIN_PLAIN_PART = 3;

/** How a word falls apart into compound parts: whether some split is all ordinary words, and a listed word some split holds. */
type Splits = { any: boolean; clean: boolean; profane: string | null };
const NO_SPLIT: Splits = { any: false, clean: false, profane: null };

const other = (language: SessionLanguage): SessionLanguage => (language === "da" ? "en" : "da");

/**
 * Judges one word (lower case, letters only) as a word of a language, never as a string that holds another word.
 * The session's language first, then the other: a form on that language's list is held ("lort", "fuckers"); a word
 * of that language's dictionary is ordinary ("fag" and "slut" in Danish, "cockpit" and "Dickens" in English), as is a
 * name it lists ("Dickinson", "Hancock"), except
 * that a Danish compound whose part is on the Danish list at its place is held ("kraftidiot" while "idiotsikker" is
 * ordinary). A word neither dictionary lists is held when it splits into compound parts with a listed one
 * ("lortefag", "fuckface") and into no parts that are all ordinary ("dataanalyse"); else it is ordinary (names the
 * dictionaries lack: "Scunthorpe"). Returns the listed word it holds, or null.
 */
export function judgeWord(dictionaries: Record<SessionLanguage, Dictionary>, word: string, language: SessionLanguage): string | null {
  if (!mayHoldProfanity(word)) return null;
  const order = [language, other(language)] as const;
  for (const current of order) {
    const form = LEXICONS[current].get(word);
    if (form) return form.word;
    const dictionary = dictionaries[current];
    const listed = dictionary.listing(word);
    if (listed === "name") return null;
    if (listed === "word") {
      if (!dictionary.hasCompoundRules) return null;
      const splits = splitCompound(dictionary, word, true);
      return splits.clean ? null : splits.profane;
    }
  }
  const splits = order.map((current) => splitCompound(dictionaries[current], word, false));
  if (splits.some((split) => split.clean)) return null;
  return splits[0]!.profane ?? splits[1]!.profane;
}

/**
 * Every way the dictionary's compound rules split a word into two or more parts, summed up (see Splits); a word the
 * dictionary lists (`listed`) into longer parts, and only by the listed words that count in listed compounds.
 */
function splitCompound(dictionary: Dictionary, word: string, listed: boolean): Splits {
  if (word.length > MAX_COMPOUND_LETTERS) return NO_SPLIT;
  const minPart = listed ? MIN_LISTED_PART : dictionary.hasCompoundRules ? MIN_PART : MIN_PLAIN_PART;
  const lexicon = LEXICONS[dictionary.language];
  const maxParts = dictionary.hasCompoundRules ? Infinity : MAX_PLAIN_PARTS;
  const memo = new Map<string, Splits>();

  const from = (start: number, partIndex: number): Splits => {
    const key = `${start}:${Math.min(partIndex, 1)}:${maxParts - partIndex}`;
    const known = memo.get(key);
    if (known) return known;
    let result = NO_SPLIT;
    for (let end = start + minPart; end <= word.length; end++) {
      const isLast = end === word.length;
      if (partIndex === 0 && isLast) continue;
      if (!isLast && (partIndex + 1 >= maxParts || word.length - end < minPart)) continue;
      const place = partIndex === 0 ? "first" : isLast ? "last" : "middle";
      const part = word.slice(start, end);
      if (!dictionary.hasCompoundPart(part, place)) continue;
      const profane = profanePart(lexicon, part, place, listed);
      const rest = isLast ? { any: true, clean: true, profane: null } : from(end, partIndex + 1);
      if (!rest.any) continue;
      result = {
        any: true,
        clean: result.clean || (profane === null && rest.clean),
        profane: result.profane ?? profane ?? rest.profane,
      };
    }
    memo.set(key, result);
    return result;
  };
  return from(0, 0);
}
