import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * One index on an entry's question instead of two (issue 38): (question_id, participant_id) serves every query by
 * question, so (question_id, in_cloud) only cost each answer one more index write. A question's cloud, read by its
 * question, visits the same rows either way (it needs each row's term and content).
 */
export const oneQuestionIndexMigration: Migration = {
  version: 19,
  name: "one-question-index",
  async up(db: Kysely<any>) {
    await db.schema.dropIndex("feedback_question").execute();
  },
};
