/** A slip is looked for only between words of this many letters or more: shorter words one letter apart are most often two real words ("fun"/"sun", "kage"/"sage"). */
export const SLIP_MIN_LETTERS = 6;

/** A form with every run of one letter written once: a doubled or undoubled letter is one slip ("interresant", "interessant" → "interesant"). */
export function singleLetters(form: string): string {
  return form.replace(/(.)\1+/gu, "$1");
}

/**
 * Pairs of forms one typing slip apart: after singleLetters, equal, or one letter added, dropped, changed, or two
 * neighbours swapped ("intressant"/"interessant", "spændene"/"spændende"). Both forms need SLIP_MIN_LETTERS letters.
 * Cost grows with the letters of all forms, not with their pairs: each form is filed under itself and under every
 * form it gives with one letter dropped, and only forms filed under the same key are compared.
 */
export function findSlipPairs(forms: readonly string[]): [string, string][] {
  const buckets = new Map<string, number[]>();
  const reduced = forms.map((form) => ([...form].length >= SLIP_MIN_LETTERS ? [...singleLetters(form)] : null));
  reduced.forEach((letters, index) => {
    if (letters === null) return;
    const keys = new Set([letters.join("")]);
    for (let drop = 0; drop < letters.length; drop++) keys.add(letters.toSpliced(drop, 1).join(""));
    for (const key of keys) {
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    }
  });
  const pairs = new Map<string, [string, string]>();
  for (const bucket of buckets.values()) {
    for (let i = 0; i < bucket.length; i++) {
      for (let j = i + 1; j < bucket.length; j++) {
        const [a, b] = [bucket[i]!, bucket[j]!];
        const id = `${Math.min(a, b)}:${Math.max(a, b)}`;
        if (pairs.has(id) || !withinOneSlip(reduced[a]!, reduced[b]!)) continue;
        pairs.set(id, [forms[a]!, forms[b]!]);
      }
    }
  }
  return [...pairs.values()];
}

/** Whether two letter sequences are at most one edit apart (add, drop, change a letter, or swap two neighbours). */
function withinOneSlip(a: string[], b: string[]): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  if (restA <= 1 && restB <= 1) return true;
  // Two neighbours swapped: "ab" against "ba".
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
