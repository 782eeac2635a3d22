/**
 * English and Danish words a Danish lecture hall gives for one answer ("stressed" and "stresset"), curated by hand:
 * a short list of the commonest moods and states asked about in class, each pair one meaning, never a guess from
 * spelling. Merge suggestions pair them; nothing is merged until the host chooses. Forms as spellingForm() gives
 * them (lower case, no punctuation); inflections ("trætte", "stressede") join through the suffix rules.
 */
export const TRANSLATION_PAIRS: readonly (readonly [english: string, danish: string])[] = [
  ["nervous", "nervøs"],
  ["stressed", "stresset"],
  ["tired", "træt"],
  ["confused", "forvirret"],
  ["happy", "glad"],
  ["sad", "trist"],
  ["curious", "nysgerrig"],
  ["motivated", "motiveret"],
  ["inspired", "inspireret"],
  ["focused", "fokuseret"],
  ["overwhelmed", "overvældet"],
  ["anxious", "ængstelig"],
  ["sleepy", "søvnig"],
  ["hungry", "sulten"],
  ["calm", "rolig"],
  ["relaxed", "afslappet"],
  ["ready", "klar"],
  ["proud", "stolt"],
  ["grateful", "taknemmelig"],
  ["scared", "bange"],
  ["interesting", "interessant"],
  ["difficult", "svært"],
  ["fun", "sjovt"],
  ["coffee", "kaffe"],
];

/** The other language's word for a form on the list ("stresset" → "stressed"), or null. */
export function translationOf(form: string): string | null {
  for (const [english, danish] of TRANSLATION_PAIRS) {
    if (form === english) return danish;
    if (form === danish) return english;
  }
  return null;
}
