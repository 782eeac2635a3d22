import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { readCookie } from "../../cookie-header.js";

/** How long a login may take between Ordsky's redirect to the platform and the platform's post back. */
export const LOGIN_TTL_MS = 10 * 60 * 1000;
export const LOGIN_COOKIE_PATH = "/lti/launch";

const pendingSchema = z.object({ state: z.string(), nonce: z.string(), platformId: z.string(), expiresAt: z.number() });

export type PendingLogin = z.infer<typeof pendingSchema>;

/** One cookie per login, so two links launched at once from one course page do not overwrite each other's state. */
export const loginCookieName = (state: string) => `ordsky_lti_${state.slice(0, 16).replace(/[^A-Za-z0-9_-]/g, "")}`;

/**
 * Starts a login: a random state and nonce, and the signed cookie value that binds the state to this browser (set
 * SameSite=None by the route, because the platform posts the launch back from its own site).
 */
export async function bindLoginState(context: AppContext, platformId: string): Promise<{ pending: PendingLogin; cookie: string }> {
  const pending = { state: randomBytes(24).toString("base64url"), nonce: randomBytes(24).toString("base64url"), platformId, expiresAt: Date.now() + LOGIN_TTL_MS };
  return { pending, cookie: await context.cookieSigner.sign("lti-state", pending) };
}

/**
 * The login this browser started under `state` (the route clears its cookie: used once); null when this browser
 * holds no such login: another browser's state, an expired one, or a cookie the browser did not send.
 */
export async function readLoginState(context: AppContext, headers: IncomingHttpHeaders, state: string): Promise<PendingLogin | null> {
  const pending = await context.cookieSigner.readUnexpired("lti-state", readCookie(headers, loginCookieName(state)), pendingSchema);
  return pending?.state === state ? pending : null;
}
