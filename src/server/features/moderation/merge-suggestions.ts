import { MERGE_SUGGESTIONS_MAX } from "../../../shared/limits.js";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";
import { translationOf } from "../../../shared/translation-pairs.js";

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

/**
 * Groups of cloud words that are probably one answer: spellings that differ only in case, accents or punctuation,
 * words that are another's inflection by an English or Danish suffix ("idea"/"ideas", "bil"/"biler"/"bilerne"), and
 * the curated English/Danish pairs ("tired"/"træt"). Labelled by the most given spelling, so a merge keeps the majority's.
 * Only suggestions: the host merges them with one click, nothing is merged automatically. Most answered first.
 */
export function suggestMerges(candidates: CloudCandidate[], limit = MERGE_SUGGESTIONS_MAX): Suggestion[] {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(key, root);
    return root;
  };
  const inflectionLinks = new Set<string>();
  const translationLinks = new Set<string>();
  const union = (a: string, b: string, link: "spelling" | "inflection" | "translation") => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent.set(rootA, rootB);
    if (link === "inflection") inflectionLinks.add(a).add(b);
    if (link === "translation") translationLinks.add(a).add(b);
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
    const ordered = [...group].sort((a, b) => b.frequency - a.frequency || a.text.localeCompare(b.text));
    suggestions.push({
      words: ordered.map((candidate) => candidate.text),
      label: ordered[0]!.text,
      reason: ordered.some((candidate) => translationLinks.has(candidate.key))
        ? "translation"
        : ordered.some((candidate) => inflectionLinks.has(candidate.key))
          ? "inflection"
          : "spelling",
      frequency: ordered.reduce((sum, candidate) => sum + candidate.frequency, 0),
    });
  }
  return suggestions.sort((a, b) => b.frequency - a.frequency || a.label.localeCompare(b.label)).slice(0, limit);
}
