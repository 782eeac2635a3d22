import type { Page } from "@playwright/test";

/**
 * Gives this page the host key of a session from its next navigation on, as if this browser had created the session;
 * keys it holds for other sessions stay.
 */
export async function actAsHost(page: Page, session: { sessionId: string; hostKey: string }): Promise<void> {
  await page.addInitScript(
    ({ id, key }) => {
      const keys = JSON.parse(localStorage.getItem("ordsky.hostKeys") ?? "{}") as Record<string, string>;
      localStorage.setItem("ordsky.hostKeys", JSON.stringify({ ...keys, [id]: key }));
    },
    { id: session.sessionId, key: session.hostKey },
  );
}
