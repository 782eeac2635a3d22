import type { EntryState } from "../../shared/schemas/moderation.js";

const quoted = (word: string) => `“${word}”`;
const answers = (count: number) => `${count} ${count === 1 ? "answer" : "answers"}`;

/** The host's controls over what the room sees: word menu, merges, ban list, hidden words, approval queue. */
export const moderationText = {
  undo: "Undo",
  failed: "That did not work. Please try again.",

  wordMenuLabel: (word: string) => `Actions for ${quoted(word)}`,
  hide: "Hide",
  hideWord: (word: string) => `Hide ${quoted(word)}`,
  mergeEllipsis: "Merge…",
  ban: "Ban",
  cloudHint: "Click a word to hide, merge or ban it.",

  hidden: (word: string) => `${quoted(word)} is hidden from every screen`,
  shownAgain: (word: string) => `${quoted(word)} is shown again`,
  banned: (terms: string[]) => (terms.length === 1 ? `${quoted(terms[0]!)} is banned` : `${terms.length} terms banned`),
  unbanned: (terms: string[]) => (terms.length === 1 ? `${quoted(terms[0]!)} is no longer banned` : `${terms.length} terms no longer banned`),
  merged: (count: number, label: string) => `Merged ${count} words into ${quoted(label)}`,
  unmerged: (word: string) => `${quoted(word)} is split into its spellings again`,
  reviewed: (state: string, count: number) =>
    ({
      approved: `Approved ${answers(count)}`,
      rejected: `Rejected ${answers(count)}`,
      waiting: `${answers(count)} back in the queue`,
      allowed: `Allowed ${answers(count)} into the cloud`,
      "kept-out": `Kept ${answers(count)} out of the cloud`,
      flagged: `${answers(count)} flagged again`,
    })[state] ?? `Updated ${answers(count)}`,
  approvedAll: (count: number) => `Approved ${answers(count)}`,
  nothingToApprove: "No clean answers are waiting",

  hiddenTitle: (count: number) => `Hidden words (${count})`,
  hiddenEmpty: "Hidden words leave every cloud and list at once. Hide one from its menu.",
  show: "Show",
  showWord: (word: string) => `Show ${quoted(word)} again`,
  timesShort: (count: number) => `${count}×`,

  mergedTitle: (count: number) => `Merged words (${count})`,
  unmerge: "Unmerge",
  unmergeWord: (word: string) => `Unmerge ${quoted(word)}`,
  mergedFrom: (words: string[]) => `from ${words.join(", ")}`,

  suggestionsTitle: "Suggested merges",
  suggestionsHint: "Spellings and forms of one answer. Nothing is merged until you choose.",
  suggestionReason: { spelling: "Spelling", inflection: "Word forms" } as Record<string, string>,
  mergeSuggestion: (words: string[], label: string) => `Merge ${words.join(", ")} into ${quoted(label)}`,
  merge: "Merge",
  dismiss: "Dismiss",
  dismissSuggestion: (label: string) => `Dismiss the suggestion for ${quoted(label)}`,

  mergeTitle: "Merge words",
  mergeIntro: "Choose the words that mean the same. Their counts are added and the cloud shows them as one word.",
  mergeFilter: "Find a word",
  mergeWords: "Words to merge",
  mergeShowAs: "Show as",
  mergeCustom: "Another spelling",
  mergeSubmit: (count: number) => (count < 2 ? "Choose at least two words" : `Merge ${count} words`),
  mergeNoMatch: "No word matches",

  banTitle: (count: number) => `Ban list (${count})`,
  banIntro: "Answers containing a banned word or phrase are kept out of every cloud, now and later.",
  banField: "Words or phrases to ban",
  banPlaceholder: "e.g. a name, a rude word",
  banHint: "Separate several with commas.",
  banTooMany: (count: number, limit: number) => `${count} terms: ban at most ${limit} at once.`,
  banAdd: "Ban",
  banRemove: (term: string) => `Remove ${quoted(term)} from the ban list`,
  banMatches: (count: number) => (count === 0 ? "no answers yet" : answers(count)),
  banEmpty: "No banned words.",

  queueTitle: (count: number) => `Waiting for approval (${count})`,
  queueIntro: "New answers appear in the cloud only after you approve them.",
  queueEmpty: "No answers are waiting.",
  queueMore: (shown: number, total: number) => `Showing the oldest ${shown} of ${total}.`,
  approve: "Approve",
  approveEntry: (content: string) => `Approve ${quoted(content)}`,
  reject: "Reject",
  rejectEntry: (content: string) => `Reject ${quoted(content)}`,
  approveAll: (count: number) => `Approve all (${count})`,
  flaggedInQueue: "Flagged by the filter: approve it only if it belongs on the screen.",

  allow: "Allow",
  allowEntry: (content: string) => `Allow ${quoted(content)} into the cloud`,
  keepOut: "Hide",
  keepOutEntry: (content: string) => `Keep ${quoted(content)} out of the cloud`,
  filterLabel: "Show",
  filterAll: (count: number) => `All (${count})`,
  filterFlagged: (count: number) => `Flagged (${count})`,
  flaggedEmpty: "No flagged answers.",
  allowed: "Allowed",

  states: {
    shown: "Shown",
    hidden: "Hidden",
    banned: "Banned",
    merged: "Merged",
    waiting: "Waiting for approval",
    rejected: "Rejected",
    flagged: "Flagged",
    "stop-word": "Not a cloud word",
  } satisfies Record<EntryState, string>,
  mergedInto: (label: string) => `Merged into ${quoted(label)}`,
} as const;
