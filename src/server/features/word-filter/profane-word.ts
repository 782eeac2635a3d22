/**
 * Where a profane word still offends inside a compound: "first" as its first part ("lortefag", "pikhoved"), "last"
 * as its last ("kraftidiot", while "idiotsikker" is an ordinary word), "any" in either place, "none" only alone.
 */
export type CompoundPlace = "first" | "last" | "any" | "none";

/**
 * One entry of a shipped list: the word, where it counts in compounds, and its other forms (space-separated).
 * `inListedWords`: it counts also inside a compound the dictionary lists ("kraftidiot", "hestelort"); without it,
 * only inside compounds the dictionary does not list ("pikhoved"), because the listed words that seem to hold it are
 * mostly other words ("vatpik", "konkludere", "bedrøve", "manipulere").
 */
export type ProfaneWord = { word: string; compounds: CompoundPlace; forms?: string; inListedWords?: true };
