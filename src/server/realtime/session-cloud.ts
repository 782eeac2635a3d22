import type { WordCloud } from "../../shared/schemas/feedback.js";
import { buildCloudWords, type TermCount } from "../../shared/words.js";

type TermState = { frequency: number; display: string; spellings: Map<string, number> };

/** One session's word counts in memory: the source of every word-cloud message and response. */
export class SessionCloud {
  private readonly terms = new Map<string, TermState>();
  private cachedWords: WordCloud["words"] | null = null;
  totalSubmissions = 0;
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
    // The most frequent spelling is displayed; on a tie the one shown first stays.
    if (spelling !== state.display && spellingCount > (state.spellings.get(state.display) ?? 0)) state.display = spelling;
    this.cachedWords = null;
  }

  /** Records one committed entry; entries kept out of the cloud still count as submissions. */
  recordEntry(entry: { term: string; spelling: string; inCloud: boolean }): void {
    this.totalSubmissions += 1;
    if (entry.inCloud) this.addSpelling(entry.term, entry.spelling, 1);
    this.version += 1;
  }

  get uniqueTerms(): number {
    return this.terms.size;
  }

  words(): WordCloud["words"] {
    if (!this.cachedWords) {
      const counts: TermCount[] = [];
      for (const state of this.terms.values()) counts.push({ text: state.display, frequency: state.frequency });
      this.cachedWords = buildCloudWords(counts);
    }
    return this.cachedWords;
  }

  snapshot(): WordCloud {
    return { words: this.words(), totalSubmissions: this.totalSubmissions, version: this.version };
  }
}
