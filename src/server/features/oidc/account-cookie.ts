import type { IncomingHttpHeaders } from "node:http";
import { accountCookiePayloadSchema, signedCookieSchema } from "../../../shared/schemas/auth.js";
import type { AppContext } from "../../context.js";
import { readParsedCookie } from "../../cookie-header.js";

/**
 * A host or participant signed in with the institution carries this cookie (signed: account id and expiry; HttpOnly,
 * SameSite=Lax, every path, so /ws sees it too). It is the only proof: nothing is kept in the browser's storage.
 */
export const ACCOUNT_COOKIE = "ordsky_account";
export const ACCOUNT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function issueAccountCookie(context: AppContext, accountId: string): Promise<string> {
  return context.cookieSigner.sign("account", { accountId, expiresAt: Date.now() + ACCOUNT_COOKIE_MAX_AGE_SECONDS * 1000 });
}

/** The account a request's cookie names, while the cookie is valid and unexpired; else null. */
export async function readSignedInAccountId(context: AppContext, headers: IncomingHttpHeaders): Promise<string | null> {
  const cookie = readParsedCookie(headers, ACCOUNT_COOKIE, signedCookieSchema);
  return (await context.cookieSigner.readUnexpired("account", cookie, accountCookiePayloadSchema))?.accountId ?? null;
}

/** Whether the request comes from someone signed in with the institution; checked only when ANSWERING asks for it. */
export async function isSignedIn(context: AppContext, headers: IncomingHttpHeaders): Promise<boolean> {
  if (context.config.signIn.answering !== "signed-in") return false;
  return (await readSignedInAccountId(context, headers)) !== null;
}
