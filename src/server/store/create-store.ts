import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { runMigrations } from "./migrate.js";
import type { Database } from "./schema.js";
import { openPostgres } from "./postgres-store.js";
import { startCheckpointer } from "./sqlite-checkpointer.js";
import { createSqliteFeedbackWriter } from "./sqlite-feedback-writer.js";
import type { Storage, Store } from "./store.js";

async function openSqlite(path: string): Promise<Store> {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma("journal_mode = WAL");
  // NORMAL in WAL mode: a commit survives a process crash (SIGKILL); only an OS crash can lose the last transactions.
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  await runMigrations(db, "sqlite");
  database.pragma("wal_autocheckpoint = 0");
  const checkpointer = startCheckpointer(file);
  return {
    db,
    dialect: "sqlite",
    description: `SQLite file ${file}`,
    feedbackWriter: createSqliteFeedbackWriter(db, database),
    async isHealthy() {
      return database.open;
    },
    async close() {
      await db.destroy();
      await checkpointer.stop();
    },
  };
}

/** Opens the configured database and brings its schema up to date. */
export async function createStore(storage: Storage, onPoolError?: (error: Error) => void): Promise<Store> {
  const store = storage.kind === "postgres" ? await openPostgres(storage.url, storage.poolSize, onPoolError) : await openSqlite(storage.path);
  await sql`select 1`.execute(store.db);
  return store;
}
