import type { Kysely, Selectable } from "kysely";
import type { AccountsTable, Database } from "./schema.js";

export type AccountRow = Selectable<AccountsTable>;

/** Records a sign-in: a new identity gets a row, a known one its current email and name. */
export async function saveAccountSignIn(
  db: Kysely<Database>,
  account: { id: string; issuer: string; subject: string; email: string; fullName: string; now: string },
): Promise<AccountRow> {
  await db
    .insertInto("accounts")
    .values({ id: account.id, issuer: account.issuer, subject: account.subject, email: account.email, full_name: account.fullName, created_at: account.now, last_sign_in_at: account.now })
    .onConflict((conflict) => conflict.columns(["issuer", "subject"]).doUpdateSet({ email: account.email, full_name: account.fullName, last_sign_in_at: account.now }))
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
