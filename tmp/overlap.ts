import { loadDictionaries } from "../src/server/features/word-filter/dictionaries.js";
import { LEXICONS } from "../src/server/features/word-filter/profanity-lexicon.js";
const d = loadDictionaries();
console.log("English list forms the Danish dictionary lists:", [...LEXICONS.en.keys()].filter((f) => d.da.listing(f) !== null && !LEXICONS.da.has(f)).join(" "));
console.log("Danish list forms the English dictionary lists:", [...LEXICONS.da.keys()].filter((f) => d.en.listing(f) !== null && !LEXICONS.en.has(f)).join(" "));
