import { normalizeTerm } from "./words.js";

/**
 * The host's decisions about words, as every cloud applies them: banned terms keep matching entries out, merged
 * terms show under one chosen spelling, hidden words leave the cloud. Keys are normalised terms (see normalizeTerm);
 * a merged group's key is its label's normalised form, so a cloud word's text always names its key.
 */
export type CurationRules = {
  hidden: Iterable<string>;
  banned: Iterable<string>;
  merges: Iterable<{ term: string; key: string; label: string }>;
};

/** Where a term ends up: left out (banned or hidden) or shown under `key`, with the group's label when merged. */
export type TermPlacement =
  | { shown: false; reason: "banned" | "hidden"; key: string; label: string | null }
  | { shown: true; key: string; label: string | null };

/** The words of a term for ban matching: runs of letters and digits, so "Peter!" and "peter" both hold "peter". */
export function banTokens(text: string): string[] {
  return normalizeTerm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== "");
}

/** A ban term as stored and matched: its words joined by single spaces ("A.I." → "a i"); empty when it has none. */
export function normalizeBanTerm(text: string): string {
  return banTokens(text).join(" ");
}

export class Curation {
  private readonly hidden: Set<string>;
  private readonly banned: Set<string>;
  private readonly longestBan: number;
  private readonly groups = new Map<string, { key: string; label: string }>();

  constructor(rules: CurationRules) {
    this.hidden = new Set(rules.hidden);
    this.banned = new Set(rules.banned);
    this.longestBan = Math.max(0, ...[...this.banned].map((term) => term.split(" ").length));
    for (const merge of rules.merges) this.groups.set(merge.term, { key: merge.key, label: merge.label });
  }

  /** The banned term an entry's term matches (a ban's words appear together in it), or null. */
  bannedTermIn(term: string): string | null {
    if (this.banned.size === 0) return null;
    const tokens = banTokens(term);
    for (let start = 0; start < tokens.length; start++) {
      for (let length = 1; length <= this.longestBan && start + length <= tokens.length; length++) {
        const candidate = tokens.slice(start, start + length).join(" ");
        if (this.banned.has(candidate)) return candidate;
      }
    }
    return null;
  }

  /** The group a term was merged into, or null. */
  groupOf(term: string): { key: string; label: string } | null {
    return this.groups.get(term) ?? null;
  }

  isHidden(key: string): boolean {
    return this.hidden.has(key);
  }

  place(term: string): TermPlacement {
    const group = this.groups.get(term);
    const key = group?.key ?? term;
    const label = group?.label ?? null;
    if (this.bannedTermIn(term) !== null) return { shown: false, reason: "banned", key, label };
    if (this.hidden.has(key)) return { shown: false, reason: "hidden", key, label };
    return { shown: true, key, label };
  }
}

/** No decisions: every term shows as itself. */
export const NO_CURATION = new Curation({ hidden: [], banned: [], merges: [] });
