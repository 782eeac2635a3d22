import { existsSync, renameSync, rmSync } from "node:fs";
import { backup, DatabaseSync } from "node:sqlite";

/** What a backup holds, for the tools' one-line report. */
export type BackupSummary = { schemaVersion: number; sessions: number; answers: number };

/** Thrown for anything the operator can fix; the tools print its message and exit non-zero. */
export class BackupError extends Error {}

/**
 * All pages in one step: one read transaction, so the copy is the database as of one commit, every answer
 * acknowledged before it included. In WAL mode the server keeps writing meanwhile. (Smaller steps would restart
 * whenever the server commits between two of them, and never finish under load.)
 */
const ALL_PAGES = 2 ** 31 - 1;

function summarise(database: DatabaseSync, file: string): BackupSummary {
  const check = database.prepare("pragma quick_check").get() as { quick_check: string } | undefined;
  if (check?.quick_check !== "ok") throw new BackupError(`${file} is damaged: ${check?.quick_check ?? "no answer"}`);
  const tables = new Set((database.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name));
  if (!tables.has("schema_migrations") || !tables.has("sessions") || !tables.has("feedback")) throw new BackupError(`${file} is not an Ordsky database`);
  const count = (query: string) => Number((database.prepare(query).get() as { n: number | null }).n ?? 0);
  return {
    schemaVersion: count("select max(version) as n from schema_migrations"),
    sessions: count("select count(*) as n from sessions"),
    answers: count("select count(*) as n from feedback"),
  };
}

function openExisting(file: string, options: { readOnly: boolean }): DatabaseSync {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  try {
    return new DatabaseSync(file, { readOnly: options.readOnly, timeout: 5_000 });
  } catch (error) {
    throw new BackupError(`cannot open ${file}: ${(error as Error).message}`);
  }
}

/** Copies `source` (live or not) to `file` through SQLite's online backup; never overwrites `file`. */
export async function backupSqlite(source: string, file: string): Promise<BackupSummary> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; name a new file (backups are never overwritten)`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const database = openExisting(source, { readOnly: true });
  try {
    await backup(database, partial, { rate: ALL_PAGES });
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`backup of ${source} failed: ${(error as Error).message}`);
  } finally {
    database.close();
  }
  const copy = new DatabaseSync(partial);
  try {
    // One self-contained file: no -wal beside it to forget when it is moved.
    copy.exec("pragma journal_mode = DELETE");
    const summary = summarise(copy, file);
    copy.close();
    renameSync(partial, file);
    return summary;
  } catch (error) {
    if (copy.isOpen) copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Whether a program has `file` open: SQLite grants an exclusive lock to one connection only while no other
 * connection (a running server holds its WAL index open even when idle) uses the file.
 */
function lockExclusively(file: string): DatabaseSync | null {
  const database = new DatabaseSync(file, { timeout: 0 });
  try {
    database.exec("pragma locking_mode = EXCLUSIVE");
    database.exec("begin exclusive");
    database.exec("select count(*) from sqlite_master");
    return database;
  } catch {
    database.close();
    return null;
  }
}

/**
 * Puts the backup `file` in place of the database `target`. Refuses while anything has `target` open (stop Ordsky
 * first); the database it replaces is kept beside it as `<target>.before-restore-<time>`.
 */
export async function restoreSqlite(file: string, target: string, now = new Date()): Promise<BackupSummary & { keptAs: string | null }> {
  const source = openExisting(file, { readOnly: true });
  const incoming = `${target}.restoring`;
  rmSync(incoming, { force: true });
  let summary: BackupSummary;
  try {
    summary = summarise(source, file);
    await backup(source, incoming, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  let keptAs: string | null = null;
  if (existsSync(target)) {
    const lock = lockExclusively(target);
    if (!lock) {
      rmSync(incoming, { force: true });
      throw new BackupError(`${target} is in use (is Ordsky running?): stop the server, then restore`);
    }
    lock.exec("rollback");
    // The lock's connection is the last one: closing it checkpoints the WAL into the file and removes it.
    lock.close();
    keptAs = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, keptAs);
    if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${keptAs}-wal`);
    // The WAL's shared-memory index holds none of the data (SQLite rebuilds it on open); after a crash it outlives
    // the lock's close and would only clutter the folder.
    rmSync(`${target}-shm`, { force: true });
  }
  renameSync(incoming, target);
  return { ...summary, keptAs };
}
