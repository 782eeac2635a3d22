import { loadDictionaries } from "../src/server/features/word-filter/dictionaries.js";
import { judgeWord } from "../src/server/features/word-filter/word-judge.js";
let t = performance.now();
const d = loadDictionaries();
console.log("load", Math.round(performance.now() - t), "ms");
const words = process.argv.slice(2);
for (const w of words.length ? words : ["fagligt","fag","slut","beslutning","beslutninger","dataanalyse","dykke","lortefag","lorteforelæsning","kraftidiot","pikhoved","idiotsikker","cockpit","dickinson","dickens","hancock","scunthorpe","shiitake","feedback","lort","fuck","fuckface","dumbfuck","shitshow","analyse","kanal","kanalen","røver","røvet","spise","pissegodt","slutprodukt","fagbegreber","assessment","classic","cocktail","idiot","cunt","cock"]) {
  console.log(w.padEnd(20), "da:", judgeWord(d, w, "da"), " en:", judgeWord(d, w, "en"));
}
