import type { Kysely, Selectable } from "kysely";
import type { AccountsTable, Database } from "./schema.js";

export type AccountRow = Selectable<AccountsTable>;

/** Records a sign-in: a new identity gets a row, a known one its current email and name. */
export async function saveAccountSignIn(
  db: Kysely<Database>,
  account: { id: string; issuer: string; subject: string; email: string; fullName: string; adminByClaim: boolean; now: string },
): Promise<AccountRow> {
  const seen = { email: account.email, full_name: account.fullName, admin_by_claim: account.adminByClaim ? (1 as const) : (0 as const), last_sign_in_at: account.now };
  await db
    .insertInto("accounts")
    .values({ id: account.id, issuer: account.issuer, subject: account.subject, created_at: account.now, ...seen })
    .onConflict((conflict) => conflict.columns(["issuer", "subject"]).doUpdateSet(seen))
    .execute();
  return db.selectFrom("accounts").selectAll().where("issuer", "=", account.issuer).where("subject", "=", account.subject).executeTakeFirstOrThrow();
}

/** The admin account that signs in as this OpenID Connect account, if any. */
export function findAdminIdByAccount(db: Kysely<Database>, accountId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom("admins").select("id").where("account_id", "=", accountId).executeTakeFirst();
}

export async function linkAdminToAccount(db: Kysely<Database>, adminId: string, accountId: string): Promise<void> {
  await db.updateTable("admins").set({ account_id: accountId }).where("id", "=", adminId).execute();
}

export function listAccounts(db: Kysely<Database>, limit: number): Promise<AccountRow[]> {
  return db.selectFrom("accounts").selectAll().orderBy("last_sign_in_at", "desc").orderBy("id").limit(limit).execute();
}

/** Sets the promotion; false when no such account exists. */
export async function setAccountPromoted(db: Kysely<Database>, accountId: string, promoted: boolean): Promise<boolean> {
  const result = await db.updateTable("accounts").set({ is_admin: promoted ? 1 : 0 }).where("id", "=", accountId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findAccount(db: Kysely<Database>, accountId: string): Promise<AccountRow | undefined> {
  return db.selectFrom("accounts").selectAll().where("id", "=", accountId).executeTakeFirst();
}
