import { sql, type Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * Issue 36, once per student and the evaluation's window.
 *
 * `class_respondents`: who has answered a class session, kept apart from what was answered. A row is a keyed hash
 * (HMAC) of the signed-in person and the session, and nothing else: no participant id, no time. On SQLite the table
 * has no rowid, so its rows sit in the order of their hashes, not the order they were written.
 *
 * Class answers and their participants keep the day only (UTC midnight of the day); `replaced` says what comparing
 * `created_at` with `updated_at` said before (an answer replaced an earlier one), and `answer_order` the order answers
 * were first given in a session, which their times said before ("the first spelling names the group").
 *
 * `opens_at`/`closes_at`: when a class evaluation takes answers (ISO times; NULL: no bound).
 */
export const classRespondentsMigration: Migration = {
  version: 15,
  name: "class-respondents",
  async up(db: Kysely<any>, dialect) {
    const table = db.schema
      .createTable("class_respondents")
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("respondent_key", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("class_respondents_pk", ["session_id", "respondent_key"]);
    await (dialect === "sqlite" ? table.modifyEnd(sql`without rowid`) : table).execute();
    await db.schema.alterTable("sessions").addColumn("opens_at", "text").execute();
    await db.schema.alterTable("sessions").addColumn("closes_at", "text").execute();
    await db.schema.alterTable("class_responses").addColumn("replaced", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("class_responses").addColumn("answer_order", "integer", (c) => c.notNull().defaultTo(0)).execute();
    await sql`update class_responses set answer_order = (select count(*) from class_responses earlier where earlier.session_id = class_responses.session_id
      and (earlier.created_at < class_responses.created_at or (earlier.created_at = class_responses.created_at and earlier.participant_id <= class_responses.participant_id)))`.execute(db);
    await sql`update class_responses set replaced = case when created_at <> updated_at then 1 else 0 end,
      created_at = substr(created_at, 1, 10) || 'T00:00:00.000Z', updated_at = substr(updated_at, 1, 10) || 'T00:00:00.000Z'`.execute(db);
    await sql`update participants set created_at = substr(created_at, 1, 10) || 'T00:00:00.000Z'
      where session_id in (select id from sessions where session_type = 'class')`.execute(db);
  },
};
