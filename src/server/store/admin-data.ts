import type { Kysely, Selectable, Transaction } from "kysely";
import type { AdminsTable, Database } from "./schema.js";

export type AdminRow = Selectable<AdminsTable>;
type Db = Kysely<Database> | Transaction<Database>;

export function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom("admins").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Accounts that count as "an admin exists" for the `first` registration policy; the demo account does not. */
export async function countOwnerAdmins(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("is_demo", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertAdmin(
  db: Db,
  admin: { id: string; email: string; passwordHash: string; fullName: string; isDemo: boolean; createdAt: string },
): Promise<void> {
  await db
    .insertInto("admins")
    .values({
      id: admin.id,
      email: admin.email.toLowerCase(),
      password_hash: admin.passwordHash,
      full_name: admin.fullName,
      is_demo: admin.isDemo ? 1 : 0,
      created_at: admin.createdAt,
    })
    .execute();
}

export async function updateAdminPassword(db: Db, adminId: string, passwordHash: string): Promise<void> {
  await db.updateTable("admins").set({ password_hash: passwordHash }).where("id", "=", adminId).execute();
}

export async function insertAdminToken(db: Db, token: { tokenHash: string; adminId: string; expiresAt: string; createdAt: string }): Promise<void> {
  await db
    .insertInto("admin_tokens")
    .values({ token_hash: token.tokenHash, admin_id: token.adminId, expires_at: token.expiresAt, created_at: token.createdAt })
    .execute();
}

export async function deleteAdminToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("admin_tokens").where("token_hash", "=", tokenHash).execute();
}

export async function deleteAdminTokensOf(db: Db, adminId: string): Promise<void> {
  await db.deleteFrom("admin_tokens").where("admin_id", "=", adminId).execute();
}

export async function deleteExpiredAdminTokens(db: Db, now: string): Promise<void> {
  await db.deleteFrom("admin_tokens").where("expires_at", "<=", now).execute();
}

/** The first admin's one-time setup code, if one was made (see features/admin/setup-code.ts). */
export async function readSetupCode(db: Db): Promise<string | null> {
  const row = await db.selectFrom("admin_setup_code").select("code").where("id", "=", 1).executeTakeFirst();
  return row?.code ?? null;
}

export async function insertSetupCode(db: Db, code: string, createdAt: string): Promise<void> {
  await db.insertInto("admin_setup_code").values({ id: 1, code, created_at: createdAt }).execute();
}

export async function deleteSetupCode(db: Db): Promise<void> {
  await db.deleteFrom("admin_setup_code").execute();
}
