import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import { Curation, normalizeBanTerm } from "../../../shared/word-curation.js";
import type { FilterRules } from "../../store/filter-terms-data.js";
import { loadDictionaries, type Dictionary } from "./dictionaries.js";
import { findProfanity, type ProfanityMatch } from "./find-profanity.js";

/** The spec's behaviour: the filter holds back by itself, and the institution has added nothing. */
export const DEFAULT_FILTER_RULES: FilterRules = { automatic: true, alwaysHold: [], neverHold: [] };

/**
 * The filter's verdict on one entry: shown, or held back for the host to look at, naming the part that matched
 * (the listed word it is or holds, or the institution's term) and whose list it was on.
 */
export type FilterVerdict = { held: false } | { held: true; part: string; source: "filter" | "institution" };

const SHOWN: FilterVerdict = { held: false };
/** Audiences repeat the same words, and judging a new one costs dictionary look-ups; a verdict is kept. */
const MAX_CACHED_VERDICTS = 50_000;

/**
 * The word filter: the one place that decides whether an entry (a feedback word, a class text answer) is held back
 * before the room sees it. Judges in the session's language with both dictionaries (loaded once), then applies the
 * institution's lists. The host's own Allow on a word comes after it (see staysHeld).
 */
export class WordFilter {
  private readonly dictionaries: Record<SessionLanguage, Dictionary>;
  private readonly cache = new Map<string, ProfanityMatch[]>();
  private rules: FilterRules = DEFAULT_FILTER_RULES;
  /** The institution's always-held terms match as a host's ban terms do: their words together, in order. */
  private alwaysHold = new Curation({ hidden: [], banned: [], merges: [] });
  private neverHold = new Set<string>();

  constructor(dictionaries: Record<SessionLanguage, Dictionary> = loadDictionaries()) {
    this.dictionaries = dictionaries;
  }

  /** Takes the institution's lists as they are now: new verdicts follow them at once. */
  setRules(rules: FilterRules): void {
    this.rules = rules;
    this.alwaysHold = new Curation({ hidden: [], banned: rules.alwaysHold, merges: [] });
    this.neverHold = new Set(rules.neverHold);
  }

  getRules(): FilterRules {
    return this.rules;
  }

  /** The verdict on an entry (normalised text) of a session in `language`. */
  judge(text: string, language: SessionLanguage): FilterVerdict {
    const always = this.alwaysHold.bannedTermIn(text);
    if (always !== null) return { held: true, part: always, source: "institution" };
    if (!this.rules.automatic || this.neverHold.has(normalizeBanTerm(text))) return SHOWN;
    const match = this.profanityIn(text, language).find((found) => !this.neverHold.has(found.part) && !this.neverHold.has(normalizeBanTerm(found.word)));
    return match ? { held: true, part: match.part, source: "filter" } : SHOWN;
  }

  /**
   * Whether every word of a text is one the dictionaries list as it is written ("Regression", not the compound
   * the Danish rules could make of "regresion"), for merge suggestions that keep the dictionary's spelling.
   */
  isDictionarySpelling(text: string, language: SessionLanguage): boolean {
    const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
    return words.length > 0 && words.every((word) => this.dictionaries[language].hasWord(word) || this.dictionaries[language === "da" ? "en" : "da"].hasWord(word));
  }

  private profanityIn(text: string, language: SessionLanguage): ProfanityMatch[] {
    const key = `${language}\u0000${text.toLowerCase()}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const found = findProfanity(this.dictionaries, text, language);
    if (this.cache.size >= MAX_CACHED_VERDICTS) this.cache.clear();
    this.cache.set(key, found);
    return found;
  }
}
