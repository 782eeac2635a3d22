import { loadDictionaries } from "../src/server/features/word-filter/dictionaries.js";
import { judgeWord } from "../src/server/features/word-filter/word-judge.js";
const d = loadDictionaries();
for (const lang of ["da", "en"] as const) {
  let n = 0, held = 0; const heldWords: string[] = [];
  const t = performance.now();
  for (const w of d[lang].words()) {
    n++;
    const lower = w.toLowerCase();
    const v = judgeWord(d, lower, lang);
    if (v) { held++; heldWords.push(`${w}→${v}`); }
  }
  console.log(lang, "words", n, "held", held, (100 * held / n).toFixed(4) + "%", Math.round(performance.now() - t), "ms");
  console.log(heldWords.join(" "));
}
