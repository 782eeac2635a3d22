import { nanoid } from "nanoid";
import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * A regular session asks an ordered list of questions, one of them current (sessions.current_question_id); every
 * entry belongs to the question that was current when it was accepted (feedback.question_id). Each regular session
 * from before gets one question, with an empty prompt (the title stands in), holding all its entries.
 */
export const sessionQuestionsMigration: Migration = {
  version: 6,
  name: "session-questions",
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("session_questions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("prompt", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("results_hidden", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("answering_closed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("session_questions_order").on("session_questions").columns(["session_id", "position"]).execute();
    await db.schema.alterTable("sessions").addColumn("current_question_id", "text").execute();
    await db.schema.alterTable("feedback").addColumn("question_id", "text").execute();
    await db.schema.createIndex("feedback_question").on("feedback").columns(["question_id", "in_cloud"]).execute();

    const sessions: { id: string; created_at: string }[] = await db
      .selectFrom("sessions")
      .select(["id", "created_at"])
      .where("session_type", "=", "regular")
      .execute();
    for (const session of sessions) {
      const id = nanoid();
      await db.insertInto("session_questions").values({ id, session_id: session.id, position: 0, prompt: "", created_at: session.created_at }).execute();
      await db.updateTable("sessions").set({ current_question_id: id }).where("id", "=", session.id).execute();
      await db.updateTable("feedback").set({ question_id: id }).where("session_id", "=", session.id).execute();
    }
  },
};
