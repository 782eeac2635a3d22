import { loadDictionaries } from "../src/server/features/word-filter/dictionaries.js";
import { isInappropriate } from "../src/server/features/feedback/moderation.js";
const d = loadDictionaries();
for (const lang of ["da", "en"] as const) {
  let n = 0, held = 0;
  for (const w of d[lang].words()) { n++; if (isInappropriate(w)) held++; }
  console.log(lang, "old filter: words", n, "held", held, (100 * held / n).toFixed(2) + "%");
}
