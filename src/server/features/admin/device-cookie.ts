import { randomBytes } from "node:crypto";
import { deviceCookiePayloadSchema } from "../../../shared/schemas/auth.js";
import type { CookieSigner } from "../../signing/cookie-signer.js";

/**
 * OWASP's device cookies: a successful sign-in leaves this browser a signed cookie naming the account and a random
 * nonce. An attempt that brings one for the account it signs in to is judged by that cookie's own failures; every
 * other attempt waits for the account's failures, from wherever they came. So guesses from many addresses slow
 * down together, while the owner on a known browser signs in at once.
 */
export const DEVICE_COOKIE = "ordsky_device";
/** Sent only to the sign-in call. */
export const DEVICE_COOKIE_PATH = "/api/admin/login";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function issueDeviceCookie(signer: CookieSigner, email: string): Promise<string> {
  return signer.sign("device", { email, nonce: randomBytes(16).toString("base64url") });
}

/** The nonce of a valid device cookie issued for `email`, else null (absent, forged, or another account's). */
export async function deviceNonceFor(signer: CookieSigner, value: string | null, email: string): Promise<string | null> {
  const payload = await signer.read("device", value, deviceCookiePayloadSchema);
  return payload?.email === email ? payload.nonce : null;
}
