import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { readCookie } from "../../signing/cookie-header.js";

/** How long a login may take between Ordsky's redirect to the platform and the platform's post back. */
export const LOGIN_TTL_MS = 10 * 60 * 1000;
export const LOGIN_COOKIE_PATH = "/lti/launch";

const pendingSchema = z.object({ state: z.string(), nonce: z.string(), platformId: z.string(), expiresAt: z.number() });

export type PendingLogin = z.infer<typeof pendingSchema>;

/** A state's short name, the same for a random state and a signed one (whose first characters are alike). */
const digestOf = (state: string) => createHash("sha256").update(state).digest("base64url");

/** One cookie per login, so two links launched at once from one course page do not overwrite each other's state. */
export const loginCookieName = (state: string) => `ordsky_lti_${digestOf(state).slice(0, 16)}`;

const storageStateSchema = z.object({ n: z.string(), target: z.string(), expiresAt: z.number() });

/**
 * Starts a login: a state and nonce, and the signed cookie value that binds the state to this browser (set
 * SameSite=None by the route, because the platform posts the launch back from its own site). A login in a frame
 * whose platform offers its postMessage storage (`storageTarget`) carries that frame's name in the state itself,
 * signed, so its launch finds the storage though the platform does not send `lti_storage_target` again.
 */
export async function bindLoginState(context: AppContext, platformId: string, storageTarget?: string): Promise<{ pending: PendingLogin; cookie: string }> {
  const expiresAt = Date.now() + LOGIN_TTL_MS;
  const random = randomBytes(24).toString("base64url");
  const state = storageTarget === undefined ? random : await context.cookieSigner.sign("lti-storage-state", { n: random, target: storageTarget, expiresAt });
  const pending = { state, nonce: randomBytes(24).toString("base64url"), platformId, expiresAt };
  return { pending, cookie: await context.cookieSigner.sign("lti-state", pending) };
}

/** The platform's storage frame a login's state names (see bindLoginState), or undefined: none, or not one of ours. */
export async function storageTargetOf(context: AppContext, state: string): Promise<string | undefined> {
  return (await context.cookieSigner.readUnexpired("lti-storage-state", state, storageStateSchema))?.target;
}

/**
 * The login this browser started under `state` (the route clears its cookie: used once); null when this browser
 * holds no such login: another browser's state, an expired one, or a cookie the browser did not send.
 */
export function readLoginState(context: AppContext, headers: IncomingHttpHeaders, state: string): Promise<PendingLogin | null> {
  return readStoredLoginState(context, readCookie(headers, loginCookieName(state)), state);
}

/**
 * Where the browser refuses the cookie to a framed page, the login's signed value is kept in the platform's own
 * window instead (LTI client-side postMessage storage, under this key) and read back by the launch's page.
 */
export const storageKeyOf = (state: string) => `ordsky_state_${digestOf(state).slice(0, 32)}`;

/** The login a signed value (the cookie's, or the one the platform's storage kept) holds for `state`; else null. */
export async function readStoredLoginState(context: AppContext, value: string | null, state: string): Promise<PendingLogin | null> {
  const pending = await context.cookieSigner.readUnexpired("lti-state", value, pendingSchema);
  return pending?.state === state ? pending : null;
}
