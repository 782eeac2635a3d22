import { z } from "zod";
import type { AppContext } from "../../context.js";

/** A launch's host grant lasts a working day: a lecture, and the evaluation's review after it. */
export const HOST_GRANT_TTL_MS = 12 * 60 * 60 * 1000;
const PREFIX = "lti.";

const grantSchema = z.object({ sessionId: z.string().optional(), courseId: z.string().optional(), expiresAt: z.number() });

export type HostGrant = z.infer<typeof grantSchema>;

/**
 * What an instructor's launch hands the page it opens: a signed grant to host one session or course, sent as the
 * host key (X-Host-Key) in place of the key the instructor never had. It travels in the address's fragment, so a
 * page framed where the browser refuses third-party cookies and storage still hosts (see docs/decisions.md).
 */
export async function issueHostGrant(context: AppContext, grant: Omit<HostGrant, "expiresAt">): Promise<string> {
  return PREFIX + (await context.cookieSigner.sign("lti-grant", { ...grant, expiresAt: Date.now() + HOST_GRANT_TTL_MS }));
}

/** The grant a host key carries, if it is one this server signed and it has not expired. */
export async function readHostGrant(context: AppContext, hostKey: string | undefined): Promise<HostGrant | null> {
  if (!hostKey?.startsWith(PREFIX) || hostKey.length > 2000) return null;
  return context.cookieSigner.readUnexpired("lti-grant", hostKey.slice(PREFIX.length), grantSchema);
}
