import { loadDictionaries } from "../src/server/features/word-filter/dictionaries.js";
const d = loadDictionaries() as any;
const da = d.da.trie, en = d.en.trie;
console.log(typeof da.data?.has, Object.keys(da));
for (const w of ["lortefore+", "lorte+", "lortefag", "lorteforelæsning", "kraftidiot", "~kraftidiot", "pissegodt", "Dickinson", "dickinson", "~dickinson", "fagligt", "+et", "røvet", "~hancock", "Hancock", "hancock", "~røvet", "~forelæsning", "forelæsning", "+forelæsning"]) {
  console.log(w.padEnd(20), da.data.has(w), en.data.has(w));
}
