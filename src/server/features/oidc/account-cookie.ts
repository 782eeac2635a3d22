import type { IncomingHttpHeaders } from "node:http";
import { accountCookiePayloadSchema, participantCookiePayloadSchema, signedCookieSchema } from "../../../shared/schemas/auth.js";
import type { AppContext } from "../../context.js";
import { readParsedCookie } from "../../signing/cookie-header.js";
import { findAccount } from "../../store/accounts-data.js";
import { respondentIdOf } from "./respondent.js";

/**
 * A host signed in with the institution carries this cookie (signed: account id and expiry; HttpOnly,
 * SameSite=Lax, every path, so /ws sees it too). It is the only proof: nothing is kept in the browser's storage.
 */
export const ACCOUNT_COOKIE = "ordsky_account";
/** A participant signed in only to answer carries this one instead: their pseudonym, no account (see respondent.ts). */
export const PARTICIPANT_COOKIE = "ordsky_participant";
export const ACCOUNT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function issueAccountCookie(context: AppContext, accountId: string): Promise<string> {
  return context.cookieSigner.sign("account", { accountId, expiresAt: Date.now() + ACCOUNT_COOKIE_MAX_AGE_SECONDS * 1000 });
}

export function issueParticipantCookie(context: AppContext, respondent: string): Promise<string> {
  return context.cookieSigner.sign("participant", { respondent, expiresAt: Date.now() + ACCOUNT_COOKIE_MAX_AGE_SECONDS * 1000 });
}

/** The account a request's cookie names, while the cookie is valid and unexpired; else null. */
export async function readSignedInAccountId(context: AppContext, headers: IncomingHttpHeaders): Promise<string | null> {
  const cookie = readParsedCookie(headers, ACCOUNT_COOKIE, signedCookieSchema);
  return (await context.cookieSigner.readUnexpired("account", cookie, accountCookiePayloadSchema))?.accountId ?? null;
}

/**
 * The participant cookie's value sent as this header instead: a learner launched inside a platform's frame where the
 * browser refuses Ordsky its cookies holds it in the page (lti/launch.ts), and sends it with what it asks and answers.
 * A custom header, so no page of another site can send it along (as it could a cookie).
 */
export const PARTICIPANT_HEADER = "x-ordsky-respondent";

/** The pseudonym of a participant signed in only to answer (or launched by a platform), while valid and unexpired; else null. */
export async function readParticipantRespondent(context: AppContext, headers: IncomingHttpHeaders): Promise<string | null> {
  const header = headers[PARTICIPANT_HEADER];
  const fromHeader = typeof header === "string" ? signedCookieSchema.safeParse(header) : null;
  const value = readParsedCookie(headers, PARTICIPANT_COOKIE, signedCookieSchema) ?? (fromHeader?.success ? fromHeader.data : null);
  return (await context.cookieSigner.readUnexpired("participant", value, participantCookiePayloadSchema))?.respondent ?? null;
}

/**
 * The pseudonym of whoever answers: a participant's who proved who they are (signed in to answer, or launched by a
 * learning platform) counts them once whatever ANSWERING says; under ANSWERING=signed-in a signed-in host's too, made
 * from their account's identity (the same person gets the same pseudonym either way). Null: nobody proved who they
 * are (then nobody is told apart from their device).
 */
export async function readRespondent(context: AppContext, headers: IncomingHttpHeaders): Promise<string | null> {
  const participant = await readParticipantRespondent(context, headers);
  if (participant) return participant;
  if (context.config.signIn.answering !== "signed-in") return null;
  const accountId = await readSignedInAccountId(context, headers);
  const account = accountId ? await findAccount(context.store.db, accountId) : undefined;
  return account ? respondentIdOf(context, account.issuer, account.subject) : null;
}

/**
 * Under ANSWERING=signed-in, whether the request comes from someone signed in with the institution (or launched by a
 * platform); always false otherwise, so nothing about signing in is read or kept (`participants.signed_in`) unless
 * the institution asks for it.
 */
export async function isSignedIn(context: AppContext, headers: IncomingHttpHeaders): Promise<boolean> {
  if (context.config.signIn.answering !== "signed-in") return false;
  return (await readRespondent(context, headers)) !== null;
}
