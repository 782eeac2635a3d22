import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema.js";
import type { SessionRow } from "./sessions-data.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Advisory lock keys (the migration lock is 742000). */
const ADMIN_REGISTRATION_LOCK_KEY = 742002;

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Reads a session row inside a check-then-write transaction, locking it on PostgreSQL so such transactions on one
 * session run one after another across connections and instances. SQLite needs no lock: it runs one write
 * transaction at a time on its single connection.
 */
export async function readLockedSessionRow(trx: Db, sessionId: string): Promise<SessionRow | undefined> {
  const query = trx.selectFrom("sessions").selectAll().where("id", "=", sessionId);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** Makes "count the owners, then insert" atomic on PostgreSQL, where two transactions could both count zero. */
export async function lockAdminRegistration(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${ADMIN_REGISTRATION_LOCK_KEY})`.execute(trx);
}
