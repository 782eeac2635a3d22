// `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of the SQLite database named by
// DATABASE_URL. Ordsky must be stopped; the database it replaces is kept beside it.
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../config/config.js";
import { BackupError, restoreSqlite } from "./sqlite-backup.js";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) throw new BackupError("usage: npm run restore -- FILE (a backup made by npm run backup)");
  const { storage } = loadConfig();
  if (storage.kind !== "sqlite") throw new BackupError("DATABASE_URL names PostgreSQL: restore it with pg_restore (docs/deploy.md, \"Backup and restore\")");
  const target = resolve(storage.path);
  const restored = await restoreSqlite(resolve(file), target);
  console.log(`Restored ${resolve(file)} to ${target}: ${restored.sessions} sessions, ${restored.answers} answers (schema version ${restored.schemaVersion}).`);
  if (restored.keptAs) console.log(`The database it replaced is kept as ${restored.keptAs}.`);
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(`Restore failed: ${known ? error.message : String(error)}`);
  process.exit(1);
});
