import { WORD_CLOUD_MAX_WORDS } from "../../shared/limits.js";
import type { WordCloud } from "../../shared/schemas/feedback.js";
import { NO_CURATION, type Curation, type TermPlacement } from "../../shared/word-curation.js";
import { buildCloudWords, countWords, earlierArrival, type TermCount } from "../../shared/words.js";

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
  /** Waits for approval (or was rejected): numbered, but not in the counts the room sees. */
  withheld?: boolean;
  /** The question the entry answers; its words are the cloud's only when it is the cloud's question. */
  questionId?: string | null;
  /** The entry's sequence number in the session (see CloudChange), when known. */
  sequence?: number;
};

/** What the room sees counted: answers that are cloud words (shown: not hidden, banned, flagged or waiting). */
export type ShownFigures = { totalSubmissions: number; uniqueWords: number; totalWords: number };

/**
 * One session's word counts in memory, with the host's decisions (hidden, banned, merged words) applied: the source
 * of every word-cloud message and response. The decisions are fixed for the life of one instance (a decision
 * reloads the room), so frequencies only grow and the next top-100 is always drawn from the previous top plus the
 * words that changed since: recomputing it costs O(100 + changes), not a sort of every distinct word.
 *
 * Its figures are the room's: a snapshot's totalSubmissions is the sum of the shown words' frequencies of the
 * cloud's question (the spec's "sum of word frequencies"), uniqueWords their number and totalWords the words in
 * them; `sessionFigures()` gives the same over every question. Entries the room may not see count in none of them.
 */
export class SessionCloud {
  private readonly keys = new Map<string, KeyState>();
  /** The shown words of every question of the session, and their answers and words. */
  private readonly sessionKeys = new Set<string>();
  private sessionSubmissions = 0;
  private sessionWords = 0;
  /** The shown answers of the cloud's question, and their words. */
  private shownSubmissions = 0;
  private shownWords = 0;
  private readonly placements = new Map<string, TermPlacement>();
  private topKeys: string[] = [];
  private readonly changedKeys = new Set<string>();
  private cachedWords: WordCloud["words"] | null = null;
  private cachedSnapshot: WordCloud | null = null;
  /** Entries waiting for approval (or rejected), counted so the host's screens hear of new ones. */
  withheldSubmissions = 0;
  /** Increases with every recorded entry; starts at the stored submission count plus the host's decisions, so it never goes back. */
  version = 0;

  /** `questionId`: the question whose words the cloud shows (a regular session's current one); null: every entry's. */
  constructor(
    private readonly curation: Curation = NO_CURATION,
    readonly questionId: string | null = null,
  ) {}

  /** Adds `count` answers of a spelling to some question of the session, for the session's figures. */
  addSessionSpelling(term: string, spelling: string, count: number): void {
    const placement = this.placementOf(term);
    if (!placement.shown) return;
    this.sessionKeys.add(placement.key);
    this.sessionSubmissions += count;
    this.sessionWords += count * countWords(spelling);
  }

  /**
   * Adds `count` answers of a spelling to the cloud's question; used both when loading from the store and for new
   * entries. `first`: the earliest sequence number among them, when known.
   */
  addSpelling(term: string, spelling: string, count: number, first?: number): void {
    const placement = this.placementOf(term);
    if (!placement.shown) return;
    this.shownSubmissions += count;
    this.shownWords += count * countWords(spelling);
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

  /** Records one committed entry; only cloud words count in the figures, but every entry moves the version on. */
  recordEntry(entry: CloudEntry): void {
    if (entry.withheld) this.withheldSubmissions += 1;
    else if (entry.inCloud) {
      this.addSessionSpelling(entry.term, entry.spelling, 1);
      const ours = this.questionId === null || entry.questionId == null || entry.questionId === this.questionId;
      if (ours) this.addSpelling(entry.term, entry.spelling, 1, entry.sequence);
    }
    this.version += 1;
  }

  /** The room's figures over every question of the session (its stats). */
  sessionFigures(): ShownFigures {
    return { totalSubmissions: this.sessionSubmissions, uniqueWords: this.sessionKeys.size, totalWords: this.sessionWords };
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
    this.cachedSnapshot = { words, totalSubmissions: this.shownSubmissions, version: this.version, uniqueWords: this.keys.size, totalWords: this.shownWords };
    return this.cachedSnapshot;
  }

  private placementOf(term: string): TermPlacement {
    let placement = this.placements.get(term);
    if (!placement) this.placements.set(term, (placement = this.curation.place(term)));
    return placement;
  }
}
