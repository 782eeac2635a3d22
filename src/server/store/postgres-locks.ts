import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Advisory lock keys (the migration lock is 742000). */
const ADMIN_REGISTRATION_LOCK_KEY = 742002;

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Serialises check-then-write transactions on one session across connections and instances. SQLite needs nothing:
 * it runs one write transaction at a time on its single connection.
 */
export async function lockSessionRow(trx: Db, sessionId: string): Promise<void> {
  if (isPostgres(trx)) await sql`select 1 from sessions where id = ${sessionId} for update`.execute(trx);
}

/** Makes "count the owners, then insert" atomic on PostgreSQL, where two transactions could both count zero. */
export async function lockAdminRegistration(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${ADMIN_REGISTRATION_LOCK_KEY})`.execute(trx);
}
