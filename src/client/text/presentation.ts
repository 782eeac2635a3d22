/** Presentation view text (spec section 2, "Presentation view"). */
export const presentationText = {
  loading: "Loading presentation...",
  notFoundTitle: "Session Not Found",
  goHome: "Go Home",
  dashboard: "Dashboard",
  sessionCode: (code: string) => `Session: ${code}`,
  fullscreen: "Fullscreen",
  exitFullscreen: "Exit Fullscreen",
  live: "Live",
  cloudLabel: "Live Word Cloud",
  uniqueWords: "Unique Words",
  totalSubmissions: "Total Submissions",
  mostPopular: "Most Popular",
  waitingTitle: "Waiting for Responses",
  waitingMessage: (code: string) => `Share session code ${code} to start collecting feedback`,
  /** Beyond the spec: the waiting screen also shows where to join, so the room can scan it off the projector. */
  scanToJoin: "Scan to join",
  statsLabel: "Session statistics",
} as const;
