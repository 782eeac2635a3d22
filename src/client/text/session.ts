/** Participant session page (spec section 2, /session/{sessionId}). */
export const sessionText = {
  loading: "Loading session...",
  backToDashboard: "Back to Dashboard",
  submissions: (count: number) => (count === 1 ? "1 submission" : `${count} submissions`),
  uniqueWords: (count: number) => (count === 1 ? "1 unique word" : `${count} unique words`),
  liveWordCloud: "Live Word Cloud",
  noFeedbackYet: "No feedback yet",
  beTheFirst: "Be the first to share your thoughts!",

  formTitle: "Share your thoughts",
  formHint: "Up to four words or short phrases, 25 characters each.",
  wordLabel: (index: number) => `Word ${index}`,
  wordPlaceholder: (index: number) => (index === 1 ? "Type a word..." : "Another word (optional)"),
  charactersLeft: (count: number) => (count === 1 ? "1 character left" : `${count} characters left`),
  characterLimitReached: "Character limit reached",
  submit: "Submit",
  submitting: "Submitting...",
  notActive: "This session is not active",
  enterAtLeastOneWord: "Please enter at least one word",
  wordsSubmitted: (count: number) => `${count} word(s) submitted!`,
  failedToSubmitWord: (word: string) => `Failed to submit word: ${word}`,
  submissionTimeout: "Submission timeout - please try again",
  yourWords: "Your words",
  queuedOffline: (count: number) =>
    count === 1 ? "1 word will be sent once your phone is back online." : `${count} words will be sent once your phone is back online.`,
  queuedRetrying: (count: number) =>
    count === 1 ? "1 word is waiting and will be sent automatically." : `${count} words are waiting and will be sent automatically.`,

  thankYouTitle: "Thank you for your feedback!",
  thankYouBody: "Your words have been added to the word cloud. Wait for the session owner to share the results or ask the next question.",
  thankYouBodyApproval: "Your words have been sent. The host shows them in the word cloud once they are approved.",
  waitingForNext: "Waiting for next question...",
  submitAnother: "Submit another response",

  failedToLoad: "Failed to load session",
  tryAgain: "Try Again",
  goHome: "Go Home",
} as const;
