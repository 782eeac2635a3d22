import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import type { Dictionary } from "./dictionaries.js";
import { judgeWord } from "./word-judge.js";

/** A word of an entry the filter holds back: as written (lower case) and the listed word it is or holds ("lortefag" → "lort"). */
export type ProfanityMatch = { word: string; part: string };

/** A word as typed: letters and digits, with the symbols leetspeak writes letters with ("sh1t", "f*ck", "@ss"). */
const WORD = /[\p{L}\p{N}@$*!|]+/gu;
/**
 * Three or more single letters with spacing between them ('i d i o t', 'f.u.c.k', 'l-o-r-t'): a word spelled out
 * to slip past the lists. Only runs of lone letters are joined, so ordinary phrases keep their words apart.
 */
const SPELLED_OUT = /(?<![\p{L}\p{N}])\p{L}(?:[^\p{L}\p{N}]{1,3}\p{L}(?![\p{L}\p{N}])){2,}/gu;
const LEET: Record<string, string[]> = {
  "0": ["o"],
  "1": ["i", "l"],
  "3": ["e"],
  "4": ["a"],
  "5": ["s"],
  "7": ["t"],
  "8": ["b"],
  "9": ["g"],
  "@": ["a"],
  $: ["s"],
  "!": ["i"],
  "|": ["l"],
  "*": ["u", "i", "o", "a", "e"],
};
/** A word with more leetspeak than this is not read as one (each symbol multiplies the spellings tried). */
const MAX_LEET_SYMBOLS = 3;

/**
 * The words of an entry the shipped lists hold back when the entry is read in its session's language (see
 * judgeWord), also when spelled out ("f u c k"), in leetspeak ("sh1t", "l0rt") or stretched ("fuuuck"). A disguised
 * spelling only ever finds a listed word: an ordinary word is never made of one. Expects normalised text.
 */
export function findProfanity(dictionaries: Record<SessionLanguage, Dictionary>, text: string, language: SessionLanguage): ProfanityMatch[] {
  const lower = text.toLowerCase();
  const matches: ProfanityMatch[] = [];
  const judge = (written: string, read: string) => {
    const part = judgeWord(dictionaries, read, language);
    if (part !== null && !matches.some((match) => match.word === written)) matches.push({ word: written, part });
    return part !== null;
  };
  for (const written of lower.match(WORD) ?? []) {
    const letters = written.replace(/[^\p{L}]/gu, "");
    if (letters !== "" && judge(written, letters)) continue;
    for (const disguised of undisguise(written)) if (judge(written, disguised)) break;
  }
  for (const run of lower.match(SPELLED_OUT) ?? []) {
    const letters = run.replace(/[^\p{L}]/gu, "");
    // A one-letter word before or after may join the run ("a f u c k i n g joke").
    for (const spelled of [letters, letters.slice(1), letters.slice(0, -1)]) if (spelled.length >= 3 && judge(run, spelled)) break;
  }
  return matches;
}

/** The spellings a disguised word may stand for: its leetspeak read as letters, and runs of three or more letters made one or two. */
function undisguise(written: string): string[] {
  const spellings = new Set<string>();
  const symbols = [...written].filter((character) => LEET[character] !== undefined).length;
  if (symbols > 0 && symbols <= MAX_LEET_SYMBOLS && /\p{L}/u.test(written)) {
    let readings = [""];
    for (const character of written) {
      const letters = LEET[character] ?? (/\p{L}/u.test(character) ? [character] : [""]);
      readings = readings.flatMap((reading) => letters.map((letter) => reading + letter));
    }
    for (const reading of readings) spellings.add(reading);
  }
  for (const spelling of [...spellings, written.replace(/[^\p{L}]/gu, "")]) {
    if (!/(\p{L})\1\1/u.test(spelling)) continue;
    spellings.add(spelling.replace(/(\p{L})\1{2,}/gu, "$1"));
    spellings.add(spelling.replace(/(\p{L})\1{2,}/gu, "$1$1"));
  }
  return [...spellings];
}
