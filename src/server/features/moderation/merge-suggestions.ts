import { MERGE_SUGGESTIONS_MAX } from "../../../shared/limits.js";
import type { ModerationOverview } from "../../../shared/schemas/moderation.js";

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
 * and words that are another's inflection by an English or Danish suffix ("idea"/"ideas", "bil"/"biler"/"bilerne").
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
  const union = (a: string, b: string, inflection: boolean) => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent.set(rootA, rootB);
    if (inflection) inflectionLinks.add(a).add(b);
  };

  const byForm = new Map<string, string>();
  for (const candidate of candidates) {
    parent.set(candidate.key, candidate.key);
    const form = spellingForm(candidate.text);
    if (form === "") continue;
    const same = byForm.get(form);
    if (same) union(candidate.key, same, false);
    else byForm.set(form, candidate.key);
  }
  for (const [form, key] of byForm) {
    for (const suffix of SUFFIXES) {
      if (!form.endsWith(suffix) || form.length - suffix.length < MIN_STEM) continue;
      const stem = form.slice(0, -suffix.length);
      // A Danish word ending in -e takes only the rest of the ending: "kaffe" → "kaffen", "pige" → "piger", "pigerne".
      const base =
        byForm.get(stem) ?? (suffix === "erne" ? byForm.get(`${stem}er`) : undefined) ?? (suffix.startsWith("e") ? byForm.get(`${stem}e`) : undefined);
      if (base !== undefined && base !== key) union(key, base, true);
    }
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
      reason: ordered.some((candidate) => inflectionLinks.has(candidate.key)) ? "inflection" : "spelling",
      frequency: ordered.reduce((sum, candidate) => sum + candidate.frequency, 0),
    });
  }
  return suggestions.sort((a, b) => b.frequency - a.frequency || a.label.localeCompare(b.label)).slice(0, limit);
}
