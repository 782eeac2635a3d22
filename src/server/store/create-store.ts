import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";
import { runMigrations } from "./migrate.js";
import type { Database } from "./schema.js";
import { openPostgres } from "./postgres-store.js";
import { startCheckpointer } from "./sqlite-checkpointer.js";
import { kyselySqliteDatabase, openSqliteFile } from "./sqlite-connection.js";
import { createSqliteFeedbackWriter } from "./sqlite-feedback-writer.js";
import type { Storage, Store, StoreObservers } from "./store.js";

async function openSqlite(path: string, observers: StoreObservers): Promise<Store> {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const database = openSqliteFile(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(database) }) });
  await runMigrations(db, "sqlite");
  database.exec("pragma wal_autocheckpoint = 0");
  const checkpointer = startCheckpointer(file);
  // Opened once the migrations ran on the main connection, so its thread finds the schema in place.
  const feedbackWriter = createSqliteFeedbackWriter(db, file, observers.onWriterBatch);
  return {
    db,
    dialect: "sqlite",
    description: `SQLite file ${file}`,
    feedbackWriter,
    async isHealthy() {
      return database.isOpen;
    },
    async close() {
      await feedbackWriter.close();
      await db.destroy();
      await checkpointer.stop();
    },
  };
}

/** Opens the configured database and brings its schema up to date. */
export async function createStore(storage: Storage, observers: StoreObservers = {}): Promise<Store> {
  const store = storage.kind === "postgres" ? await openPostgres(storage.url, storage.poolSize, observers) : await openSqlite(storage.path, observers);
  await sql`select 1`.execute(store.db);
  return store;
}
