import { loadDictionaries } from "../src/server/features/word-filter/dictionaries.js";
const d = loadDictionaries();
function all(dict: any, word: string, start = 0, idx = 0, acc: string[] = [], out: string[][] = []) {
  for (let end = start + 2; end <= word.length; end++) {
    const isLast = end === word.length;
    if (idx === 0 && isLast) continue;
    const place = idx === 0 ? "first" : isLast ? "last" : "middle";
    const part = word.slice(start, end);
    if (!dict.hasCompoundPart(part, place)) continue;
    if (isLast) out.push([...acc, part]); else all(dict, word, end, idx + 1, [...acc, part], out);
  }
  return out;
}
for (const w of process.argv.slice(2)) {
  console.log(w, "listed da", d.da.hasWord(w), "en", d.en.hasWord(w));
  console.log("  da:", all(d.da, w).map((s) => s.join("|")).join("  "));
  console.log("  en:", all(d.en, w).map((s) => s.join("|")).join("  ").slice(0, 300));
}
