import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { decodeTrie, type ITrie } from "cspell-trie-lib";
import type { SessionLanguage } from "../../../shared/schemas/session-language.js";

const require = createRequire(import.meta.url);

/**
 * The maintained spelling dictionaries of both languages, as cspell ships them: every form of every word the
 * hunspell dictionary gives (Stavekontrolden's for Danish, SCOWL's for English), and for Danish which forms may
 * begin ("data+"), sit inside ("+data+") or end ("+analyse") a compound, as the hunspell dictionary's own compound
 * rules say.
 */
const PACKAGES: Record<SessionLanguage, string> = { da: "@cspell/dict-da-dk", en: "@cspell/dict-en_us" };

/** A language's word list: which words it holds and how a word it does not hold falls into compound parts. */
export class Dictionary {
  constructor(
    readonly language: SessionLanguage,
    private readonly trie: ITrie,
  ) {}

  /**
   * A word the dictionary lists in this form, in any case ("Dickens", "dickens"). Only listed words: a compound the
   * dictionary's rules would make of listed parts is not one ("lortefag" is "lorte" + "fag").
   */
  hasWord(word: string): boolean {
    return this.listing(word) !== null;
  }

  /** How the dictionary lists a lower-case word: as a word, only capitalised (a name: "dickinson"), or not at all. */
  listing(word: string): "word" | "name" | null {
    const data = this.trie.data;
    if (data.has(word)) return "word";
    // A capitalised word is kept also under "~", in lower case without accents.
    return data.has(`~${word}`) || data.has(`~${word.normalize("NFD").replace(/\p{M}/gu, "")}`) ? "name" : null;
  }

  /** Danish hunspell says which forms make compounds; English lists its compounds as words. */
  get hasCompoundRules(): boolean {
    return this.trie.hasCompoundWords;
  }

  /**
   * Whether this form may stand first, inside or last in a compound ("lorte" first, "fag" last): as the compound
   * rules say, or for a dictionary without them, any word it lists.
   */
  hasCompoundPart(part: string, place: "first" | "middle" | "last"): boolean {
    if (!this.hasCompoundRules) return this.hasWord(part);
    return this.trie.data.has(place === "first" ? `${part}+` : place === "middle" ? `+${part}+` : `+${part}`);
  }

  /** Every word form the dictionary lists (compound parts left out), for the filter's review over the whole list. */
  *words(): Iterable<string> {
    for (const word of this.trie.words()) {
      if (/^[+~!:]|\+$/.test(word)) continue;
      yield word;
    }
  }
}

let loaded: Record<SessionLanguage, Dictionary> | null = null;

/** Both dictionaries, read from their packages the first time (about a second on a 2-core machine) and kept. */
export function loadDictionaries(): Record<SessionLanguage, Dictionary> {
  loaded ??= { da: readDictionary("da"), en: readDictionary("en") };
  return loaded;
}

function readDictionary(language: SessionLanguage): Dictionary {
  const manifestPath = require.resolve(`${PACKAGES[language]}/cspell-ext.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { dictionaryDefinitions: { path: string }[] };
  const file = join(dirname(manifestPath), manifest.dictionaryDefinitions[0]!.path);
  const bytes = readFileSync(file);
  return new Dictionary(language, decodeTrie(file.endsWith(".gz") ? gunzipSync(bytes) : bytes));
}
