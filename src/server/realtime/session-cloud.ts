import { WORD_CLOUD_MAX_WORDS } from "../../shared/limits.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { buildCloudWords, type TermCount } from "../../shared/words.js";

type TermState = { frequency: number; display: string; spellings: Map<string, number> };

/**
 * One session's word counts in memory: the source of every word-cloud message and response.
 * Frequencies only grow, so the next top-100 is always drawn from the previous top plus the terms that changed
 * since: recomputing it costs O(100 + changes), not a sort of every distinct term.
 */
export class SessionCloud {
  private readonly terms = new Map<string, TermState>();
  private topTerms: string[] = [];
  private readonly changedTerms = new Set<string>();
  private cachedWords: WordCloud["words"] | null = null;
  private cachedSnapshot: WordCloud | null = null;
  totalSubmissions = 0;
  /** Whitespace-separated words over every entry, the session's totalWords. */
  totalWords = 0;
  /** Increases with every recorded entry; starts at the stored submission count so it never goes back after a restart. */
  version = 0;

  /** Adds `count` occurrences of a spelling; used both when loading from the store and for new entries. */
  addSpelling(term: string, spelling: string, count: number): void {
    let state = this.terms.get(term);
    if (!state) {
      state = { frequency: 0, display: spelling, spellings: new Map() };
      this.terms.set(term, state);
    }
    state.frequency += count;
    const spellingCount = (state.spellings.get(spelling) ?? 0) + count;
    state.spellings.set(spelling, spellingCount);
    // The most frequent spelling is displayed; a tie goes to the one that sorts last ("very good" over "Very Good"),
    // so the choice does not depend on arrival order: every instance, and every reload, shows the same spelling.
    const shown = state.spellings.get(state.display) ?? 0;
    if (spelling !== state.display && (spellingCount > shown || (spellingCount === shown && spelling > state.display))) state.display = spelling;
    this.changedTerms.add(term);
    this.cachedWords = null;
  }

  /** Records one committed entry; entries kept out of the cloud still count as submissions and words. */
  recordEntry(entry: { term: string; spelling: string; inCloud: boolean; wordCount: number }): void {
    this.totalSubmissions += 1;
    this.totalWords += entry.wordCount;
    if (entry.inCloud) this.addSpelling(entry.term, entry.spelling, 1);
    this.version += 1;
  }

  /** Distinct cloud terms, the session's uniqueWords (entries kept out of the cloud are not terms). */
  get uniqueWords(): number {
    return this.terms.size;
  }

  /** The top words with weights, in display order. */
  words(): WordCloud["words"] {
    if (this.cachedWords) return this.cachedWords;
    const candidates = new Set([...this.topTerms, ...this.changedTerms]);
    const counts: (TermCount & { term: string })[] = [];
    for (const term of candidates) {
      const state = this.terms.get(term);
      if (state) counts.push({ term, text: state.display, frequency: state.frequency });
    }
    const words = buildCloudWords(counts, WORD_CLOUD_MAX_WORDS);
    const termByText = new Map(counts.map((count) => [count.text, count.term]));
    this.topTerms = words.map((word) => termByText.get(word.text) ?? word.text.toLowerCase());
    this.changedTerms.clear();
    this.cachedWords = words;
    return words;
  }

  /** The current cloud; the same object until something changes, so replies sharing a state share its JSON. */
  snapshot(): WordCloud {
    const words = this.words();
    const cached = this.cachedSnapshot;
    if (cached && cached.words === words && cached.version === this.version && cached.totalSubmissions === this.totalSubmissions) return cached;
    this.cachedSnapshot = {
      words,
      totalSubmissions: this.totalSubmissions,
      version: this.version,
      uniqueWords: this.uniqueWords,
      totalWords: this.totalWords,
    };
    return this.cachedSnapshot;
  }
}
