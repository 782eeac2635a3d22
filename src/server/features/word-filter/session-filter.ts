import type { Kysely, Transaction } from "kysely";
import type { SessionLanguage } from "../../../shared/schemas/session-language.js";
import { normalizeTerm } from "../../../shared/words.js";
import { staysHeld } from "../../answers/answer-rules.js";
import { listAllowedWords } from "../../store/allowed-words-data.js";
import type { Database } from "../../store/schema.js";
import type { FilterVerdict, WordFilter } from "./word-filter.js";

/**
 * The filter as one session applies it, for what is judged when it is read (class text answers, the host's
 * overview, exports): the session's language, then the words its host let in with Allow. A feedback word is judged
 * as it is written instead (see submitFeedback and the answer plan), by the same filter and rule.
 */
export class SessionFilter {
  constructor(
    private readonly filter: WordFilter,
    readonly language: SessionLanguage,
    readonly allowed: ReadonlySet<string>,
  ) {}

  /** The filter's verdict on an answer in this session, before the host's Allow. */
  judge(text: string): FilterVerdict {
    return this.filter.judge(text, this.language);
  }

  /** Whether every word of a text is a word the dictionaries list, the session's language first (a spelling to keep). */
  isDictionarySpelling(text: string): boolean {
    return this.filter.isDictionarySpelling(text, this.language);
  }

  /** Whether an answer stays out of what the room sees: held back by the filter, and not a word the host allowed. */
  isHeld(text: string): boolean {
    return staysHeld(this.judge(text).held, normalizeTerm(text), this.allowed);
  }
}

/** The session's filter: its language and its allowed words, read now. */
export async function loadSessionFilter(
  filter: WordFilter,
  db: Kysely<Database> | Transaction<Database>,
  session: { id: string; language: SessionLanguage },
): Promise<SessionFilter> {
  return new SessionFilter(filter, session.language, new Set(await listAllowedWords(db, session.id)));
}
