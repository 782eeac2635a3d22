import { seededRandom } from "../../src/shared/seeded-random.js";

/**
 * Words drawn from a Zipf-like distribution (weight 1/rank^s) over a few hundred terms, so the cloud has a realistic
 * head, a long tail and churn in its top 100, like an audience answering one question.
 */
const STEMS = [
  "fun", "hard", "clear", "boring", "useful", "fast", "slow", "inspiring", "confusing", "great", "interesting", "long",
  "practical", "deep", "simple", "new", "tired", "curious", "motivated", "lost", "engaging", "theory", "examples", "coffee",
  "energy", "focus", "teamwork", "ideas", "questions", "learning", "challenge", "structure", "pace", "slides", "demo", "code",
  "breaks", "lunch",
];
const SUFFIXES = ["", "ish", "ly", "ness", "er", "est", "ful", "ing"];

export const VOCABULARY: readonly string[] = (() => {
  const words: string[] = [];
  for (const suffix of SUFFIXES) for (const stem of STEMS) words.push(stem + suffix);
  return words.slice(0, 300);
})();

/** Returns a function drawing words with probability ∝ 1/rank^exponent. */
export function createWordPicker(seed: number, exponent = 1.0, words: readonly string[] = VOCABULARY): () => string {
  // Seeded, so every run submits the same words in the same order.
  const random = seededRandom(seed);
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= words.length; rank++) {
    sum += 1 / rank ** exponent;
    cumulative.push(sum);
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return words[low] ?? "fun";
  };
}
