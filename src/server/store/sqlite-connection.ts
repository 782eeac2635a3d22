import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Statements kept prepared per connection; Kysely's queries repeat the same few hundred texts. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Opens the SQLite file with Node's built-in driver (node:sqlite: nothing to compile at install) in WAL mode.
 * NORMAL in WAL mode: a commit survives a process crash (SIGKILL); only an OS crash can lose the last transactions.
 */
export function openSqliteFile(file: string): DatabaseSync {
  const database = new DatabaseSync(file, { timeout: 5000 });
  database.exec("pragma journal_mode = WAL");
  database.exec("pragma synchronous = NORMAL");
  database.exec("pragma foreign_keys = ON");
  return database;
}

/** Runs `write` in one transaction: committed when it returns, rolled back when it throws. */
export function inTransaction<T>(database: DatabaseSync, write: () => T): T {
  database.exec("begin immediate");
  try {
    const result = write();
    database.exec("commit");
    return result;
  } catch (error) {
    if (database.isTransaction) database.exec("rollback");
    throw error;
  }
}

/**
 * node:sqlite in the shape Kysely's SqliteDialect drives (the better-sqlite3 interface): a statement reads when it
 * returns columns, which also routes `returning` clauses and raw `sql` right. Prepared statements are cached by
 * their text.
 */
export function kyselySqliteDatabase(database: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  const wrap = (statement: StatementSync): SqliteStatement => ({
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...(parameters as SQLInputValue[])),
    run: (parameters) => statement.run(...(parameters as SQLInputValue[])),
    iterate: (parameters) => statement.iterate(...(parameters as SQLInputValue[])),
  });
  return {
    prepare(query) {
      // Kysely begins deferred. The writer's thread never commits during one of this connection's transactions
      // (it writes while the event loop holds this connection: sqlite-feedback-writer.ts), but another process on
      // the same file can (`npm run demo` beside a running server), and a deferred transaction that read before
      // such a commit could not write any more (SQLITE_BUSY_SNAPSHOT, which the busy timeout does not wait out).
      // Taking the write lock at the start waits its turn instead.
      const text = query === "begin" ? "begin immediate" : query;
      let statement = cache.get(text);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = wrap(database.prepare(text));
        cache.set(text, statement);
      }
      return statement;
    },
    close() {
      cache.clear();
      database.close();
    },
  };
}
