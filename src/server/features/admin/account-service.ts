import type { Kysely } from "kysely";
import { nanoid } from "nanoid";
import {
  INVALID_CREDENTIALS_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
  SETUP_CODE_MESSAGE,
  type AdminLoginResult,
  type AdminRegistration,
  type RegistrationStatus,
  type AdminUser,
  type LoginAdminInput,
  type RegisterAdminInput,
} from "../../../shared/schemas/admin.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { lockAdminRegistration } from "../../store/postgres-locks.js";
import type { Database } from "../../store/schema.js";
import {
  countOwnerAdmins,
  deleteAdminToken,
  deleteSetupCode,
  deleteExpiredAdminTokens,
  findAdminByEmail,
  insertAdmin,
  insertAdminToken,
  readSetupCode,
  type AdminRow,
} from "../../store/admin-data.js";
import { ADMIN_TOKEN_TTL_MS, generateAdminToken, hashAdminToken } from "./admin-token.js";
import { deviceNonceFor, issueDeviceCookie } from "./device-cookie.js";
import type { FailureDelays } from "./sign-in-delays.js";
import { hashPassword, passwordMatches } from "./password.js";
import { setupCodeMatches } from "./setup-code.js";

export function toAdminUser(row: Pick<AdminRow, "id" | "email" | "full_name">): AdminUser {
  return { id: row.id, email: row.email, fullName: row.full_name };
}

/** A new account, and whether it is the install's owner: the first account, made with the setup code. */
export type RegisteredAdmin = { admin: AdminUser; owner: boolean };

/**
 * Creates an admin account under the configured policy: `open` lets anyone register, `closed` nobody,
 * `first` only while no (non-demo) admin exists and only with the setup code the server printed at start.
 */
export async function registerAdmin(context: AppContext, input: RegisterAdminInput): Promise<RegisteredAdmin> {
  assertPasswordsOn(context);
  const policy = context.config.adminRegistration;
  if (policy === "closed") throw new AppError("FORBIDDEN", REGISTRATION_CLOSED_MESSAGE);
  // Refusals are answered before the argon2 hash (60 ms of CPU each); the transaction below checks again.
  await assertCanRegister(context.store.db, policy, input);
  const passwordHash = await hashPassword(input.password);
  const id = nanoid();
  // Check and insert in one transaction so two simultaneous "first" registrations cannot both succeed.
  await context.store.db.transaction().execute(async (trx) => {
    await lockAdminRegistration(trx);
    await assertCanRegister(trx, policy, input);
    await insertAdmin(trx, { id, email: input.email, passwordHash, fullName: input.fullName, isDemo: false, createdAt: new Date().toISOString() });
    // Used once: the owner exists now, and a later install without one gets a new code at its next start.
    if (policy === "first") await deleteSetupCode(trx);
  });
  return { admin: { id, email: input.email, fullName: input.fullName }, owner: policy === "first" };
}

async function assertCanRegister(db: Kysely<Database>, policy: AdminRegistration, input: RegisterAdminInput): Promise<void> {
  if (policy === "first") {
    if ((await countOwnerAdmins(db)) > 0) throw new AppError("FORBIDDEN", REGISTRATION_CLOSED_MESSAGE);
    const code = await readSetupCode(db);
    if (!code || !setupCodeMatches(code, input.setupCode)) throw new AppError("FORBIDDEN", SETUP_CODE_MESSAGE);
  }
  if (await findAdminByEmail(db, input.email)) throw new AppError("CONFLICT", "An account with this email already exists");
}

/** Whether the create-account form can succeed right now, so the sign-in page can say so before anyone types. */
export async function getRegistrationStatus(context: AppContext): Promise<RegistrationStatus> {
  const policy = context.config.adminRegistration;
  const hasOwner = (await countOwnerAdmins(context.store.db)) > 0;
  const firstOwner = policy === "first" && !hasOwner;
  if (!context.config.signIn.passwords) return { policy, open: false, hasOwner, setupCodeRequired: false };
  return { policy, open: policy === "open" || firstOwner, hasOwner, setupCodeRequired: firstOwner };
}

/** PASSWORD_SIGN_IN=off: accounts sign in through the provider only. */
function assertPasswordsOn(context: AppContext): void {
  const { passwords, oidc } = context.config.signIn;
  if (!passwords) throw new AppError("FORBIDDEN", `Sign-in with a password is turned off here. Please sign in with ${oidc?.name ?? "your institution"}.`);
}

/** Failures per address, per email (attempts without a device cookie) and per device cookie (attempts with one). */
export type SignInThrottles = { byAddress: FailureDelays; byEmail: FailureDelays; byDevice: FailureDelays };

function refuseThrottled(retryAfterMs: number): never {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  throw new AppError("RATE_LIMITED", `Too many failed sign-in attempts. Please try again in ${wait}.`, retryAfterMs);
}

/** A sign-in attempt's origin: its address and the device cookie it brought (unchecked), if any. */
export type SignInClient = { address: string; deviceCookie: string | null; throttles: SignInThrottles };

/**
 * Checks the credentials and issues a new bearer token and device cookie; every wrong email/password gets the same
 * answer. Failures make the next attempt wait, growing with each one (see device-cookie.ts): an attempt with a valid
 * device cookie for this email waits only for that cookie's failures; any other waits for its address's and for the
 * email's, so many addresses guessing one account slow down together.
 */
export async function loginAdmin(context: AppContext, input: LoginAdminInput, client: SignInClient): Promise<AdminLoginResult & { deviceCookie: string }> {
  assertPasswordsOn(context);
  const { byAddress, byEmail, byDevice } = client.throttles;
  const addressKey = client.address;
  const emailKey = input.email;
  const device = await deviceNonceFor(context.cookieSigner, client.deviceCookie, input.email);
  const wait = device ? byDevice.waitMs(device) : Math.max(byAddress.waitMs(addressKey), byEmail.waitMs(emailKey));
  if (wait > 0) refuseThrottled(wait);

  const admin = await findAdminByEmail(context.store.db, input.email);
  if (!(await passwordMatches(admin?.password_hash, input.password)) || !admin) {
    if (device) {
      byDevice.recordFailure(device);
    } else {
      byAddress.recordFailure(addressKey);
      byEmail.recordFailure(emailKey);
    }
    throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  }
  // The email's failures stay: the owner signing in must not clear the wait of whoever is guessing.
  byAddress.reset(addressKey);
  if (device) byDevice.reset(device);

  const { token, expiresAt } = await issueAdminToken(context, admin.id);
  return { token, admin: toAdminUser(admin), expiresAt, deviceCookie: await issueDeviceCookie(context.cookieSigner, admin.email) };
}

/** A new bearer token for the admin (whichever way they signed in), valid for ADMIN_TOKEN_TTL_MS. */
export async function issueAdminToken(context: AppContext, adminId: string): Promise<{ token: string; expiresAt: string }> {
  const token = generateAdminToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ADMIN_TOKEN_TTL_MS).toISOString();
  await deleteExpiredAdminTokens(context.store.db, now.toISOString());
  await insertAdminToken(context.store.db, { tokenHash: hashAdminToken(token), adminId, expiresAt, createdAt: now.toISOString() });
  return { token, expiresAt };
}

/** Revokes the token the request was made with; other sessions of the same admin stay signed in. */
export async function logoutAdmin(context: AppContext, tokenHash: string): Promise<void> {
  await deleteAdminToken(context.store.db, tokenHash);
}
