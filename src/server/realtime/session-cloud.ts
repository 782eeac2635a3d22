import { WORD_CLOUD_MAX_WORDS } from "../../shared/limits.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { NO_CURATION, type Curation, type TermPlacement } from "../../shared/word-curation.js";
import { buildCloudWords, earlierArrival, type TermCount } from "../../shared/words.js";

/**
 * One word of the cloud: a term, or a group of merged terms shown under the host's label. `first`: its earliest
 * entry's sequence number, which breaks ties (who came first), the same on every instance and after a reload.
 */
type KeyState = { frequency: number; display: string; label: string | null; spellings: Map<string, number>; first: number | undefined };

/** One committed entry as the cloud counts it. */
export type CloudEntry = {
  term: string;
  spelling: string;
  /** Counts toward a cloud word (not a stop word, not flagged, not waiting for approval). */
  inCloud: boolean;
  wordCount: number;
  /** Waits for approval (or was rejected): numbered, but not in the counts the room sees. */
  withheld?: boolean;
  /** The question the entry answers; its words are the cloud's only when it is the cloud's question. */
  questionId?: string | null;
  /** The entry's sequence number in the session (see CloudChange), when known. */
  sequence?: number;
};

/**
 * One session's word counts in memory, with the host's decisions (hidden, banned, merged words) applied: the source
 * of every word-cloud message and response. The decisions are fixed for the life of one instance (a decision
 * reloads the room), so frequencies only grow and the next top-100 is always drawn from the previous top plus the
 * words that changed since: recomputing it costs O(100 + changes), not a sort of every distinct word.
 */
export class SessionCloud {
  private readonly keys = new Map<string, KeyState>();
  /** The shown words of every question of the session: its uniqueWords, a total over all questions. */
  private readonly sessionKeys = new Set<string>();
  private readonly placements = new Map<string, TermPlacement>();
  private topKeys: string[] = [];
  private readonly changedKeys = new Set<string>();
  private cachedWords: WordCloud["words"] | null = null;
  private cachedSnapshot: WordCloud | null = null;
  /** Every entry stored, withheld ones included (the sequence numbers run over all of them). */
  totalSubmissions = 0;
  /** Whitespace-separated words over every entry, the session's totalWords. */
  totalWords = 0;
  withheldSubmissions = 0;
  withheldWords = 0;
  /** Increases with every recorded entry; starts at the stored submission count plus the host's decisions, so it never goes back. */
  version = 0;

  /** `questionId`: the question whose words the cloud shows (a regular session's current one); null: every entry's. */
  constructor(
    private readonly curation: Curation = NO_CURATION,
    readonly questionId: string | null = null,
  ) {}

  /** A word some question of the session shows, for the session's uniqueWords. */
  addSessionTerm(term: string): void {
    const placement = this.placementOf(term);
    if (placement.shown) this.sessionKeys.add(placement.key);
  }

  /**
   * Adds `count` occurrences of a spelling; used both when loading from the store and for new entries. `first`: the
   * earliest sequence number among them, when known.
   */
  addSpelling(term: string, spelling: string, count: number, first?: number): void {
    const placement = this.placementOf(term);
    if (!placement.shown) return;
    this.sessionKeys.add(placement.key);
    let state = this.keys.get(placement.key);
    if (!state) {
      state = { frequency: 0, display: placement.label ?? spelling, label: placement.label, spellings: new Map(), first };
      this.keys.set(placement.key, state);
    }
    state.frequency += count;
    state.first = earlierArrival(state.first, first);
    this.changedKeys.add(placement.key);
    this.cachedWords = null;
    if (state.label !== null) return;
    const spellingCount = (state.spellings.get(spelling) ?? 0) + count;
    state.spellings.set(spelling, spellingCount);
    // The most frequent spelling is displayed; a tie goes to the one that sorts last ("very good" over "Very Good"),
    // so the choice does not depend on arrival order: every instance, and every reload, shows the same spelling.
    const shown = state.spellings.get(state.display) ?? 0;
    if (spelling !== state.display && (spellingCount > shown || (spellingCount === shown && spelling > state.display))) state.display = spelling;
  }

  /** Records one committed entry; entries kept out of the cloud still count as submissions and words. */
  recordEntry(entry: CloudEntry): void {
    this.totalSubmissions += 1;
    this.totalWords += entry.wordCount;
    if (entry.withheld) {
      this.withheldSubmissions += 1;
      this.withheldWords += entry.wordCount;
    } else if (entry.inCloud) {
      const ours = this.questionId === null || entry.questionId == null || entry.questionId === this.questionId;
      if (ours) this.addSpelling(entry.term, entry.spelling, 1, entry.sequence);
      else this.addSessionTerm(entry.term);
    }
    this.version += 1;
  }

  /**
   * Distinct words the session's clouds show over all its questions, the session's uniqueWords (stop words, hidden
   * and banned words are not words of it).
   */
  get uniqueWords(): number {
    return this.sessionKeys.size;
  }

  /** The top words with weights, in display order. */
  words(): WordCloud["words"] {
    if (this.cachedWords) return this.cachedWords;
    const candidates = new Set([...this.topKeys, ...this.changedKeys]);
    const counts: (TermCount & { key: string })[] = [];
    for (const key of candidates) {
      const state = this.keys.get(key);
      if (state) counts.push({ key, text: state.display, frequency: state.frequency, first: state.first });
    }
    const words = buildCloudWords(counts, WORD_CLOUD_MAX_WORDS);
    const keyByText = new Map(counts.map((count) => [count.text, count.key]));
    this.topKeys = words.map((word) => keyByText.get(word.text) ?? word.text.toLowerCase());
    this.changedKeys.clear();
    this.cachedWords = words;
    return words;
  }

  /** The current cloud; the same object until something changes, so replies sharing a state share its JSON. */
  snapshot(): WordCloud {
    const words = this.words();
    const cached = this.cachedSnapshot;
    if (cached && cached.words === words && cached.version === this.version) return cached;
    this.cachedSnapshot = {
      words,
      totalSubmissions: this.totalSubmissions - this.withheldSubmissions,
      version: this.version,
      uniqueWords: this.uniqueWords,
      totalWords: this.totalWords - this.withheldWords,
    };
    return this.cachedSnapshot;
  }

  private placementOf(term: string): TermPlacement {
    let placement = this.placements.get(term);
    if (!placement) this.placements.set(term, (placement = this.curation.place(term)));
    return placement;
  }
}
