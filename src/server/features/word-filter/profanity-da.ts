import type { ProfaneWord } from "./profane-word.js";

/**
 * Danish words the filter holds back in a session whose language is Danish (and, after the English list, in an
 * English one). A word is held alone in any of its forms, listed in full (no ending rule: "røver" is a robber, not a
 * form of "røv"), and inside a compound where `compounds` says. Mild swearing a lecture hears daily ("for fanden",
 * "skidegodt", "møgvejr") is not on it, nor words that are also ordinary ("bolle", "knep", "taber", "bøsse"):
 * docs/decisions.md, 2026-12-07. Lower case; æ, ø and å as written.
 */
export const DANISH_PROFANITY: readonly ProfaneWord[] = [
  { word: "lort", compounds: "any", forms: "lorten lortens lortet lortets lorte lorts", inListedWords: true },
  { word: "pis", compounds: "any", forms: "pisset pissets pisse pisser pissede pissen" },
  { word: "fuck", compounds: "any", forms: "fucke fucker fuckede fucking fuckin fucked fuckers", inListedWords: true },
  { word: "shit", compounds: "any", forms: "shitty shittet shits bullshit", inListedWords: true },
  { word: "bitch", compounds: "any", forms: "bitches bitchy", inListedWords: true },
  { word: "bastard", compounds: "last", forms: "bastarden bastardens bastarder bastarderne bastards" },
  { word: "røv", compounds: "any", forms: "røven røvens røvene røvenes røvs" },
  { word: "røvhul", compounds: "any", forms: "røvhullet røvhullets røvhuller røvhullerne røvhullers", inListedWords: true },
  { word: "pik", compounds: "any", forms: "pikken pikkens pikke pikkene pikkenes pikkes" },
  { word: "kusse", compounds: "any", forms: "kussen kussens kusser kusserne kussernes" },
  { word: "fisse", compounds: "any", forms: "fissen fissens fisser fisserne fissernes", inListedWords: true },
  { word: "nosser", compounds: "any", forms: "nosserne nossernes", inListedWords: true },
  { word: "luder", compounds: "any", forms: "luderen luderens ludere luderne ludernes" },
  { word: "kælling", compounds: "any", forms: "kællingen kællingens kællinger kællingerne kællingernes", inListedWords: true },
  { word: "kneppe", compounds: "any", forms: "knepper kneppede kneppet kneppes kneppen" },
  { word: "pule", compounds: "last", forms: "puler pulede pulet" },
  { word: "idiot", compounds: "last", forms: "idioten idiotens idioter idioterne idioternes idioters idiots", inListedWords: true },
  { word: "spasser", compounds: "any", forms: "spasseren spasserens spassere spasserne spassernes spasticus", inListedWords: true },
  { word: "perker", compounds: "any", forms: "perkeren perkerens perkere perkerne perkernes", inListedWords: true },
  { word: "neger", compounds: "any", forms: "negeren negerens negre negrene negrenes nigger niggers" },
  { word: "bøsserøv", compounds: "any", forms: "bøsserøven bøsserøve", inListedWords: true },
];
