/**
 * Spec: User-{letter A-Z cycling}{two-digit running number}; this is the part after "User-" (the word is the
 * language's, `dashboard.anonymousLabel`). Numbered from the oldest item, so a label stays with its submission as
 * newer ones arrive; the number runs 01-99 and starts over.
 */
export function anonymousId(chronologicalIndex: number): string {
  const letter = String.fromCharCode(65 + (chronologicalIndex % 26));
  const number = String((chronologicalIndex % 99) + 1).padStart(2, "0");
  return `${letter}${number}`;
}
