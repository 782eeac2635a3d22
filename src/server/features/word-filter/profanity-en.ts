import type { ProfaneWord } from "./profane-word.js";

/**
 * English words the filter holds back in a session whose language is English (and, after the Danish list, in a
 * Danish one, unless the word is an ordinary Danish word: "fag" is a subject, "slut" the end). A word is held alone
 * in any of its forms, listed in full, and inside a compound where `compounds` says; a word of the English dictionary
 * is never taken apart ("cockpit", "Dickens", "Hancock", "assessment"). Mild words ("damn", "crap", "hell") are not
 * on it: docs/decisions.md, 2026-12-07. Lower case.
 */
export const ENGLISH_PROFANITY: readonly ProfaneWord[] = [
  { word: "fuck", compounds: "any", forms: "fucks fucked fucker fuckers fucking fuckin fuckup fuckups fuckface fuckhead motherfucker motherfuckers motherfucking" },
  { word: "shit", compounds: "any", forms: "shits shitty shitting shitted shite shithead shitheads bullshit shitshow" },
  { word: "cunt", compounds: "any", forms: "cunts" },
  { word: "dick", compounds: "any", forms: "dicks dickhead dickheads" },
  { word: "cock", compounds: "none", forms: "cocks cocksucker cocksuckers" },
  { word: "ass", compounds: "any", forms: "asses asshole assholes arse arses arsehole arseholes jackass dumbass" },
  { word: "bitch", compounds: "any", forms: "bitches bitchy bitching" },
  { word: "bastard", compounds: "any", forms: "bastards" },
  { word: "whore", compounds: "any", forms: "whores" },
  { word: "slut", compounds: "any", forms: "sluts slutty" },
  { word: "fag", compounds: "any", forms: "fags faggot faggots" },
  { word: "dyke", compounds: "any", forms: "dykes" },
  { word: "wank", compounds: "any", forms: "wanks wanker wankers wanking" },
  { word: "twat", compounds: "any", forms: "twats" },
  { word: "piss", compounds: "any", forms: "pissed pisses pissing" },
  { word: "prick", compounds: "last", forms: "pricks" },
  { word: "bollocks", compounds: "any" },
  { word: "jizz", compounds: "any" },
  { word: "tits", compounds: "any", forms: "titties" },
  { word: "retard", compounds: "any", forms: "retards retarded" },
  { word: "moron", compounds: "last", forms: "morons" },
  { word: "idiot", compounds: "last", forms: "idiots" },
  { word: "spastic", compounds: "any", forms: "spastics spaz" },
  { word: "nigger", compounds: "any", forms: "niggers nigga niggas" },
];
