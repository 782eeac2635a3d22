import { nanoid } from "nanoid";
import {
  oidcHandOverSchema,
  oidcSignInStateSchema,
  type OidcHandOver,
  type OidcSignInState,
  type SignInOptions,
  type SignInPurpose,
} from "../../../shared/schemas/auth.js";
import type { AdminLoginResult } from "../../../shared/schemas/admin.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { findAdminIdByAccount, linkAdminToAccount, saveAccountSignIn, type AccountRow } from "../../store/accounts-data.js";
import { findAdminByEmail, findAdminById, insertAdmin } from "../../store/admin-data.js";
import { lockAdminRegistration } from "../../store/postgres-locks.js";
import { issueAdminToken, toAdminUser } from "../admin/account-service.js";
import { issueAccountCookie, issueParticipantCookie } from "./account-cookie.js";
import { respondentIdOf } from "./respondent.js";
import { claimGrantsAdmin } from "./admin-rights.js";
import { OidcSignInError, type OidcConnection } from "./oidc-connection.js";
import { readSignedInPerson } from "./signed-in-person.js";

/** How long the provider may take to send the browser back. */
export const SIGN_IN_TTL_MS = 10 * 60_000;
/** How long the page has to take a finished sign-in. */
export const HAND_OVER_TTL_MS = 2 * 60_000;

export const HAND_OVER_EXPIRED_MESSAGE = "The sign-in has expired. Please sign in again.";

export function getSignInOptions(context: AppContext): SignInOptions {
  const { passwords, oidc, sessionCreation, answering } = context.config.signIn;
  return { passwords, oidc: oidc ? { name: oidc.name } : null, sessionCreation, answering };
}

function requireConnection(context: AppContext): OidcConnection {
  if (!context.oidc) throw new OidcSignInError("off", "OpenID Connect is not configured (OIDC_ISSUER)");
  return context.oidc;
}

/** A new sign-in: where to send the browser, and the signed cookie that remembers its state, nonce and verifier. */
export async function startOidcSignIn(
  context: AppContext,
  input: { purpose: SignInPurpose; redirectUri: string; returnPath?: string },
): Promise<{ url: string; stateCookie: string }> {
  const { url, state, nonce, verifier } = await requireConnection(context).authorizationUrl(input.redirectUri);
  const pending: OidcSignInState = {
    state,
    nonce,
    verifier,
    redirectUri: input.redirectUri,
    purpose: input.purpose,
    ...(input.returnPath ? { returnPath: input.returnPath } : {}),
    expiresAt: Date.now() + SIGN_IN_TTL_MS,
  };
  return { url: url.href, stateCookie: await context.cookieSigner.sign("oidc-sign-in", pending) };
}

/** The signed sign-in state in this browser's cookie, when present, unaltered and not too old. */
export async function readSignInState(context: AppContext, cookie: string | null): Promise<OidcSignInState | null> {
  return context.cookieSigner.readUnexpired("oidc-sign-in", cookie, oidcSignInStateSchema);
}

/**
 * A finished sign-in: the admin page takes a hand-over (for its token); a host gets the account cookie; a participant
 * who signed in only to answer gets the participant cookie.
 */
export type FinishedSignIn =
  | { purpose: "admin"; handOver: string }
  | { purpose: "host"; accountCookie: string }
  | { purpose: "participant"; participantCookie: string };

/**
 * The provider sent the browser back: checks its answer against the browser's sign-in state, records the person
 * and, for the admin area, finds or makes their admin account. A participant who signs in only to answer is not
 * recorded: no email, name or subject is stored, their cookie carries a keyed hash of who they are (respondent.ts).
 */
export async function finishOidcSignIn(context: AppContext, pending: OidcSignInState | null, query: Record<string, unknown>): Promise<FinishedSignIn> {
  const connection = requireConnection(context);
  if (!pending) throw new OidcSignInError("expired", "no sign-in in flight in this browser (cookie missing, altered or older than 10 minutes)");
  if (typeof query.error === "string") {
    throw new OidcSignInError(query.error === "access_denied" ? "cancelled" : "refused", `the provider answered ${query.error}`);
  }
  const callbackUrl = new URL(pending.redirectUri);
  for (const [name, value] of Object.entries(query)) if (typeof value === "string") callbackUrl.searchParams.set(name, value);
  const claims = await connection.claims(callbackUrl, pending);
  const person = readSignedInPerson(claims, connection.settings);
  if (pending.purpose === "participant") {
    return { purpose: "participant", participantCookie: await issueParticipantCookie(context, await respondentIdOf(context, connection.issuer, person.subject)) };
  }
  const adminByClaim = claimGrantsAdmin(claims, connection.settings.adminClaim);
  const account = await saveAccountSignIn(context.store.db, { id: nanoid(), issuer: connection.issuer, ...person, adminByClaim, now: new Date().toISOString() });
  if (pending.purpose === "host") return { purpose: "host", accountCookie: await issueAccountCookie(context, account.id) };
  const entitled = adminByClaim || Number(account.is_admin) === 1;
  if (!entitled) throw new OidcSignInError("not-admin", `${person.email} has no admin rights (no ${connection.settings.adminClaim?.claim ?? "admin"} claim, not promoted)`);
  const handOver: OidcHandOver = { adminId: await adminForAccount(context, account), expiresAt: Date.now() + HAND_OVER_TTL_MS };
  return { purpose: "admin", handOver: await context.cookieSigner.sign("oidc-hand-over", handOver) };
}

/** The admin account that signs in as `account`: linked before, or the local account of the same email, or a new one. */
async function adminForAccount(context: AppContext, account: AccountRow): Promise<string> {
  return context.store.db.transaction().execute(async (trx) => {
    await lockAdminRegistration(trx);
    const linked = await findAdminIdByAccount(trx, account.id);
    if (linked) return linked.id;
    const sameEmail = await findAdminByEmail(trx, account.email);
    if (sameEmail && (sameEmail.account_id !== null || Number(sameEmail.is_demo) === 1)) {
      throw new OidcSignInError("refused", `the admin account ${account.email} belongs to another sign-in`);
    }
    if (sameEmail) {
      await linkAdminToAccount(trx, sameEmail.id, account.id);
      return sameEmail.id;
    }
    const id = nanoid();
    // No password: this admin signs in through the provider (an empty hash never matches, see passwordMatches).
    await insertAdmin(trx, { id, email: account.email, passwordHash: "", fullName: account.full_name, isDemo: false, createdAt: new Date().toISOString() });
    await linkAdminToAccount(trx, id, account.id);
    return id;
  });
}

/** The page takes the finished sign-in: an admin gets a bearer token, as a password sign-in would. */
export async function takeAdminHandOver(context: AppContext, cookie: string | null): Promise<AdminLoginResult> {
  const handOver = await context.cookieSigner.readUnexpired("oidc-hand-over", cookie, oidcHandOverSchema);
  if (!handOver) throw new AppError("UNAUTHORIZED", HAND_OVER_EXPIRED_MESSAGE);
  const admin = await findAdminById(context.store.db, handOver.adminId);
  if (!admin) throw new AppError("UNAUTHORIZED", HAND_OVER_EXPIRED_MESSAGE);
  const { token, expiresAt } = await issueAdminToken(context, admin.id);
  return { token, admin: toAdminUser(admin), expiresAt };
}
