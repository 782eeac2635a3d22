import { loadDictionaries } from "../src/server/features/word-filter/dictionaries.js";
import { WordFilter } from "../src/server/features/word-filter/word-filter.js";
const d = loadDictionaries(); const f = new WordFilter(d);
for (const lang of ["en"] as const) { const h: string[] = []; for (const w of d[lang].words()) { const v = f.judge(w, lang); if (v.held) h.push(w); } console.log(h.join(" ")); }
