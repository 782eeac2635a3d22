import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { AuditActor, AuditActorKind, AuditKind } from "../../shared/schemas/audit.js";
import type { AuditRecordsTable, Database } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export type AuditRecordRow = AuditRecordsTable;

/** The audit view's filters: one kind, one person (kind and name); "" is any. */
export type AuditFilter = { kind: AuditKind | ""; actorKind: AuditActorKind | ""; actor: string };

function matches(eb: ExpressionBuilder<Database, "audit_records">, filter: AuditFilter) {
  const conditions = [];
  if (filter.kind !== "") conditions.push(eb("kind", "=", filter.kind));
  if (filter.actorKind !== "") conditions.push(eb("actor_kind", "=", filter.actorKind), eb("actor", "=", filter.actor));
  return eb.and(conditions);
}

export async function insertAuditRecord(db: Db, row: AuditRecordRow): Promise<void> {
  await db.insertInto("audit_records").values(row).execute();
}

export async function countAuditRecords(db: Db, filter: AuditFilter): Promise<number> {
  const { count } = await db
    .selectFrom("audit_records")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where((eb) => matches(eb, filter))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Newest first. */
export async function listAuditRecords(db: Db, filter: AuditFilter & { limit: number; offset: number }): Promise<AuditRecordRow[]> {
  return db
    .selectFrom("audit_records")
    .selectAll()
    .where((eb) => matches(eb, filter))
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

/** Everyone the trail names, admins and accounts by email, in order. */
export async function listAuditActors(db: Db): Promise<AuditActor[]> {
  const rows = await db.selectFrom("audit_records").select(["actor_kind", "actor"]).distinct().orderBy("actor_kind").orderBy("actor").execute();
  return rows.map((row) => ({ actorKind: row.actor_kind, actor: row.actor }));
}

/** Deletes the records made before `before` (an ISO time); returns how many went. */
export async function deleteAuditRecordsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom("audit_records").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
