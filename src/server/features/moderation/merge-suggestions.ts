import { MERGE_SUGGESTIONS_MAX } from "../../../shared/limits.js";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { translationOf } from "../../../shared/translation-pairs.js";
import { findSlipPairs } from "./typing-slips.js";

/** A word as the cloud shows it: its key (normalised term or merged group) and text. */
export type CloudCandidate = { key: string; text: string; frequency: number };
type Suggestion = ModerationOverview["suggestions"][number];

/**
 * Endings of English and Danish inflections, longest first: plural -s/-es, Danish plural -er and definite plural
 * -erne, definite singular -en/-et, and -e (plural and definite adjectives: "gode", "store").
 */
const SUFFIXES = ["erne", "er", "en", "et", "es", "s", "e"];
/** A stem shorter than this is too likely to be another word ("is" from "i" + s). */
const MIN_STEM = 3;

/** The spelling of a word with case, accents and punctuation left out ("A.I." and "ai" → "ai", "café" → "cafe"). */
export function spellingForm(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The spelling with æ, ø and å written as a keyboard without them gives them ("Spændende" → "spaendende", "gård" → "gaard"). */
export function danishLettersForm(text: string): string {
  return spellingForm(text.toLowerCase().replaceAll("æ", "ae").replaceAll("ø", "oe").replaceAll("å", "aa"));
}

type Link = "spelling" | "inflection" | "translation" | "transliteration" | "typo";
/** A group is named by the link a host most needs to check: a pair of languages first, then a slip, a word form, æ/ø/å, case. */
const LINK_ORDER: readonly Link[] = ["translation", "typo", "inflection", "transliteration", "spelling"];

/**
 * Groups of cloud words that are probably one answer: spellings that differ only in case, accents or punctuation,
 * words that are another's inflection by an English or Danish suffix ("idea"/"ideas", "bil"/"biler"/"bilerne"),
 * the curated English/Danish pairs ("tired"/"træt"), æ/ø/å typed as ae/oe/aa ("spaendende"/"spændende") and one
 * typing slip in words of six letters or more ("interresant"/"interessant", see typing-slips.ts). Labelled by the
 * spelling the dictionary knows (`isDictionarySpelling`: "Regression", not "regresion", however often or early the
 * slip came), then by the most given one (a tie: the one written with æ, ø or å), so a merge keeps the majority's.
 * Only suggestions: the host merges them with one click, nothing is merged automatically. Most answered first.
 */
export function suggestMerges(
  candidates: CloudCandidate[],
  limit = MERGE_SUGGESTIONS_MAX,
  isDictionarySpelling: (text: string) => boolean = () => false,
): Suggestion[] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(key, root);
    return root;
  };
  const links = new Map<string, Set<Link>>();
  const union = (a: string, b: string, link: Link) => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA === rootB) return;
    parent.set(rootA, rootB);
    for (const key of [a, b]) links.set(key, (links.get(key) ?? new Set<Link>()).add(link));
  };

  const byForm = new Map<string, string>();
  for (const candidate of candidates) {
    parent.set(candidate.key, candidate.key);
    const form = spellingForm(candidate.text);
    if (form === "") continue;
    const same = byForm.get(form);
    if (same) union(candidate.key, same, "spelling");
    else byForm.set(form, candidate.key);
  }
  for (const [form, key] of byForm) {
    for (const suffix of SUFFIXES) {
      if (!form.endsWith(suffix) || form.length - suffix.length < MIN_STEM) continue;
      const stem = form.slice(0, -suffix.length);
      // A Danish word ending in -e takes only the rest of the ending: "kaffe" → "kaffen", "pige" → "piger", "pigerne".
      // A short Danish vowel doubles the consonant before an ending: "træt" → "trætte", "bus" → "bussen".
      const bases = [
        byForm.get(stem),
        suffix === "erne" ? byForm.get(`${stem}er`) : undefined,
        suffix.startsWith("e") ? byForm.get(`${stem}e`) : undefined,
        suffix.startsWith("e") && stem.length > MIN_STEM && stem.at(-1) === stem.at(-2) ? byForm.get(stem.slice(0, -1)) : undefined,
      ];
      const base = bases.find((candidate) => candidate !== undefined && candidate !== key);
      if (base !== undefined && base !== key) union(key, base, "inflection");
    }
    // The curated English/Danish pairs (shared/translation-pairs.ts): "stressed" and "stresset" are one answer.
    const other = translationOf(form);
    const translated = other === null ? undefined : byForm.get(other);
    if (translated !== undefined && translated !== key) union(key, translated, "translation");
  }
  // From the text as given: spellingForm drops the ring of å, which "aa" stands for.
  const byDanishLetters = new Map<string, { key: string; frequency: number }>();
  for (const candidate of candidates) {
    const typed = danishLettersForm(candidate.text);
    if (typed === "") continue;
    const same = byDanishLetters.get(typed);
    if (!same) byDanishLetters.set(typed, { key: candidate.key, frequency: candidate.frequency });
    else {
      union(candidate.key, same.key, "transliteration");
      same.frequency += candidate.frequency;
    }
  }
  linkSlips(byDanishLetters, find, union);

  const groups = new Map<string, CloudCandidate[]>();
  for (const candidate of candidates) {
    const root = find(candidate.key);
    const group = groups.get(root);
    if (group) group.push(candidate);
    else groups.set(root, [candidate]);
  }
  const suggestions: Suggestion[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const spelledRight = new Map(group.map((candidate) => [candidate.key, isDictionarySpelling(candidate.text)]));
    const ordered = [...group].sort(
      (a, b) =>
        Number(spelledRight.get(b.key)) - Number(spelledRight.get(a.key)) ||
        b.frequency - a.frequency ||
        danishLetters(b.text) - danishLetters(a.text) ||
        a.text.localeCompare(b.text),
    );
    suggestions.push({
      words: ordered.map((candidate) => candidate.text),
      label: ordered[0]!.text,
      reason: LINK_ORDER.find((link) => ordered.some((candidate) => links.get(candidate.key)?.has(link))) ?? "spelling",
      frequency: ordered.reduce((sum, candidate) => sum + candidate.frequency, 0),
    });
  }
  return suggestions.sort((a, b) => b.frequency - a.frequency || a.label.localeCompare(b.label)).slice(0, limit);
}

const danishLetters = (text: string) => text.match(/[æøå]/giu)?.length ?? 0;

/**
 * Joins each typing slip to the word it most likely meant: forms are taken most given first, and a form one slip
 * from a form already taken as meant joins the most given such form; otherwise it is a meant form itself. So a
 * group is one word and its slips, never a chain ("better" → "bitter" → "sitter"), and a pair the other rules
 * already joined keeps their reason.
 */
function linkSlips(
  forms: Map<string, { key: string; frequency: number }>,
  find: (key: string) => string,
  union: (a: string, b: string, link: Link) => void,
): void {
  const neighbours = new Map<string, string[]>();
  for (const [a, b] of findSlipPairs([...forms.keys()])) {
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }
  const rank = (a: string, b: string) => forms.get(b)!.frequency - forms.get(a)!.frequency || a.localeCompare(b);
  const meant = new Set<string>();
  for (const form of [...neighbours.keys()].sort(rank)) {
    const target = neighbours.get(form)!.filter((other) => meant.has(other)).sort(rank)[0];
    if (target === undefined) meant.add(form);
    else union(forms.get(form)!.key, forms.get(target)!.key, "typo");
  }
}
