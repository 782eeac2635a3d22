import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect } from "kysely";
import { runMigrations } from "../src/server/store/migrate.js";
import { kyselySqliteDatabase } from "../src/server/store/sqlite-connection.js";
const database = new DatabaseSync(":memory:");
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(database) }) });
await runMigrations(db, "sqlite");
for (const q of [
  "select term, content, count(*), min(sequence) from feedback where question_id = 'q' and in_cloud = 1 group by term, content",
  "select id from feedback where question_id = 'q' limit 1",
  "select coalesce(response_id, submission_id, cast(id as text)) as response_id, term, is_repeat from feedback where question_id = 'q' and participant_id = 'p'",
]) console.log(q.slice(0, 60), "→", (database.prepare("explain query plan " + q).all() as { detail: string }[]).map((r) => r.detail).join("; "));
