import { describe, expect, it } from "vitest";
import { WORD_CLOUD_MAX_WORDS } from "../../../shared/limits.js";
import type { Word } from "../../../shared/schemas/feedback.js";
import { compareTerms } from "../../../shared/words.js";
import { keepPushedOffWords } from "./kept-words.js";

const word = (text: string, frequency: number, first: number): Word => ({ text, frequency, weight: 0, first });
/** The server's list: its top WORD_CLOUD_MAX_WORDS of the session's words, in its order. */
const top = (words: Word[]) => [...words].sort(compareTerms).slice(0, WORD_CLOUD_MAX_WORDS);
/** A session of `count` words: one favourite, the rest given twice, then once, in arrival order. */
const session = (count: number) => Array.from({ length: count }, (_, index) => word(`w${index}`, index === 0 ? 40 : index < 60 ? 2 : 1, index));
const keys = (words: Word[]) => new Set(words.map((item) => item.text));

describe("keepPushedOffWords", () => {
  it("keeps a drawn word that another word's answer pushed off the full list, as it last was", () => {
    const words = session(110);
    const previous = top(words);
    const last = previous.at(-1)!;
    // w105, beyond the list, is given a second time: it now outranks every word given once.
    const next = top(words.map((item) => (item.text === "w105" ? { ...item, frequency: 2 } : item)));
    expect(next.some((item) => item.text === last.text)).toBe(false);
    const kept = keepPushedOffWords(new Map(), keys(previous), previous, next);
    expect([...kept.values()]).toEqual([last]);
    // Still off the list at the next update: still kept; a word not drawn is never kept.
    const later = top([...words.map((item) => (item.text === "w105" ? { ...item, frequency: 2 } : item)), word("late", 3, 200)]);
    const after = keepPushedOffWords(kept, new Set(["w0"]), next, later);
    expect([...after.keys()]).toEqual([last.text]);
  });

  it("lets a kept word go once it is back on the list", () => {
    const words = session(110);
    const previous = top(words);
    const last = previous.at(-1)!;
    const next = top(words.map((item) => (item.text === "w105" ? { ...item, frequency: 2 } : item)));
    const kept = keepPushedOffWords(new Map(), keys(previous), previous, next);
    const back = top(words.map((item) => (item.text === "w105" || item.text === last.text ? { ...item, frequency: 3 } : item)));
    expect(keepPushedOffWords(kept, keys(previous), next, back).has(last.text)).toBe(false);
  });

  it("lets a word the host hid go at once, though the next word of the ranking takes its place", () => {
    const words = session(110);
    const previous = top(words);
    const hidden = previous.at(-1)!;
    const next = top(words.filter((item) => item !== hidden));
    expect(next).toHaveLength(WORD_CLOUD_MAX_WORDS);
    expect(keepPushedOffWords(new Map(), keys(previous), previous, next).size).toBe(0);
  });

  it("lets every kept word go after a decision: a count that fell, a shorter list, or a word that left a list that was not full", () => {
    const words = session(110);
    const previous = top(words);
    const next = top(words.map((item) => (item.text === "w105" ? { ...item, frequency: 2 } : item)));
    const kept = keepPushedOffWords(new Map(), keys(previous), previous, next);
    expect(kept.size).toBe(1);
    // A merge or an undo lowered a count.
    const lowered = next.map((item) => (item.text === "w0" ? { ...item, frequency: 30 } : item));
    expect(keepPushedOffWords(kept, keys(next), next, lowered).size).toBe(0);
    // A hide in a session of 100 words or fewer shortens the list.
    expect(keepPushedOffWords(kept, keys(next), next, next.slice(0, -1)).size).toBe(0);
    // A word left a list of 50 words (answers could not have pushed it off), another arrived.
    const small = top(session(50));
    const swapped = top([...small.filter((item) => item.text !== "w10"), word("new", 1, 300)]);
    expect(keepPushedOffWords(kept, keys(small), small, swapped).size).toBe(0);
  });
});
