import type { Curation } from "../../../shared/word-curation.js";
import type { TermCount } from "../../store/moderation-data.js";

/** One word as a cloud shows it (or would, but for the host): merged spellings added up under their label. */
export type CuratedWord = { key: string; text: string; frequency: number; state: "shown" | "hidden" | "banned" };

/** A cloud's terms grouped the way the host decided, most frequent first: shown words, and the hidden and banned ones. */
export function curateWords(terms: TermCount[], curation: Curation): CuratedWord[] {
  const words = new Map<string, CuratedWord>();
  for (const term of terms) {
    const placement = curation.place(term.term);
    // A banned term's answers stay apart from a group it was merged into: the ban is about them, not the group.
    const key = placement.shown || placement.reason === "hidden" ? placement.key : `banned:${term.term}`;
    const state = placement.shown ? "shown" : placement.reason;
    const text = placement.label !== null && state !== "banned" ? placement.label : term.spelling;
    const word = words.get(key) ?? { key: placement.shown || state === "hidden" ? placement.key : term.term, text, frequency: 0, state };
    word.frequency += term.frequency;
    words.set(key, word);
  }
  return [...words.values()].sort((a, b) => b.frequency - a.frequency || a.text.localeCompare(b.text, "da"));
}
