import type { Kysely } from "kysely";
import type { Migration } from "../migration.js";

/**
 * Class answers counted from an index alone (issue 45, the term view): (session_id, question_id, response_number,
 * participant_id) holds everything a lecture's rating counts and respondents read, so a whole term's (200 courses of
 * 12 lectures, ~200,000 answers) are counted without visiting the table's rows. It takes the place of the index on
 * session_id alone, which it starts with: an answer still writes the same number of index entries.
 */
export const classAnswerCountsIndexMigration: Migration = {
  version: 23,
  name: "class-answer-counts-index",
  async up(db: Kysely<any>) {
    await db.schema.createIndex("class_responses_counts").on("class_responses").columns(["session_id", "question_id", "response_number", "participant_id"]).execute();
    await db.schema.dropIndex("class_responses_session").execute();
  },
};
