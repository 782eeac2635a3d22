/** Session dashboard text (spec section 2, "Session dashboard"; toasts from section 8). */
export const dashboardText = {
  loadingTitle: "Loading dashboard...",
  loadingSubtitle: "Setting up your session",
  notFoundTitle: "Session Not Found",
  notFoundMessage: "The session you're looking for doesn't exist or may have been deleted.",
  errorTitle: "Session Error",
  createNewSession: "Create New Session",
  initializingTitle: "Initializing session...",
  retry: "Retry",

  backToHome: "Back to home",
  title: "Session Dashboard",
  presentation: "Presentation",
  viewSession: "View Session",
  settings: "Session Settings",

  infoTitle: "Session Information",
  sessionCode: "Session Code",
  copyCode: "Copy session code",
  status: "Status",
  visibility: "Visibility",

  shareTitle: "Share Session",
  copyLink: "Copy Session Link",
  enlargeQr: "Enlarge participant QR code",
  exportData: "Export Data",

  totalSubmissions: "Total Submissions",
  uniqueWords: "Unique Words",
  totalWords: "Total Words",

  tabsLabel: "Dashboard sections",
  tabOverview: "Overview",
  tabFeedback: (count: number) => `Participant Feedback (${count})`,
  tabQrCodes: "QR Codes",

  liveWordCloud: "Live Word Cloud",
  noFeedbackYet: "No feedback yet",
  shareToCollect: "Share your session code to start collecting feedback!",
  wordFrequency: "Word Frequency",
  rank: (rank: number) => `#${rank}`,
  showingTop: (shown: number, total: number) => `Showing top ${shown} of ${total} unique words`,
  frequenciesEmpty: "Word frequencies will appear here",
  summaryTitle: "Session Summary",
  summaryTotalSubmissions: "Total submissions",
  summaryUniqueWords: "Unique words",
  summaryTotalWords: "Total words",

  privacyBanner:
    "Privacy Protected: Participant identities are anonymized. Each submission shows a randomized identifier that changes between sessions to protect privacy.",
  privacyBannerLead: "Privacy Protected:",
  loadingFeedback: "Loading feedback...",
  moderated: "Moderated",
  feedbackEmptyTitle: "No feedback yet",
  feedbackEmptyMessage: "Feedback will appear here as participants submit responses.",

  qrTitle: "Session QR Codes",
  generatingQr: "Generating QR codes...",
  forParticipants: "For Participants",
  forParticipantsDescription: "Participants scan this code to join the session directly.",
  forManagement: "For Session Management",
  forManagementDescription: "Scan to open this dashboard on another device.",
  howToTitle: "How to use these QR codes",
  howTo: [
    "Show the participant code on your slides or the presentation screen.",
    "Participants scan it with their phone camera; no app or account is needed.",
    "They can also type the session code on the home page.",
    "Keep the management code to yourself: it opens this dashboard, with your settings rights, on another device.",
  ],
  qrFailedTitle: "Failed to generate QR codes",
  qrFailedMessage: "There was an error generating the QR codes for this session.",

  qrModalTitle: "Scan to Join Session",
  qrModalInstructions: "Point a phone camera at the code and tap the link that appears to join.",

  settingsTitle: "Session Settings",
  fieldTitle: "Session Title",
  fieldDescription: "Description",
  fieldMaxParticipants: "Max Participants",
  fieldActive: "Session is active (participants can submit feedback)",
  fieldPublic: "Make this session public",
  save: "Save Changes",
  saving: "Saving...",
  titleRequired: "Session title is required",
  noHostKey:
    "Only the browser that created this session (or one opened from its management QR code) can save changes. Open this dashboard from that browser, or scan the management QR code there.",

  sessionNotFoundToast: "Session not found",
  failedToLoadSession: "Failed to load session",
  failedToLoadQr: "Failed to load QR codes",
  failedToUpdate: "Failed to update session",
  updated: "Session updated successfully!",
  exported: "Data exported successfully!",
  liveUpdate: (total: number) => `${total} ${total === 1 ? "submission" : "submissions"} so far`,
} as const;

/** Reusable QR card and enlarge modal text. */
export const qrCardText = {
  failed: "Failed to load QR code",
  scanOrVisit: "Scan or visit:",
  copyUrl: "Copy URL",
  download: "Download",
  open: "Open",
  downloaded: "QR code downloaded!",
  loading: "Loading QR code",
  imageAlt: (url: string) => `QR code for ${url}`,
} as const;
