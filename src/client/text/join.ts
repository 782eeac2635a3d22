/** The short join address shown on the projector: /j (a code form) and /j/{CODE} (beyond the spec). */
export const joinText = {
  title: "Join a session",
  intro: "Type the code shown on the screen.",
  looking: "Finding your session...",
  notFound: (code: string) => `No session has the code ${code}. Check the code on the screen and try again.`,
  backToHome: "Ordsky home",
} as const;
