// `npm run backup -- FILE`: a consistent copy of the SQLite database named by DATABASE_URL, taken while Ordsky
// serves. For PostgreSQL it points to pg_dump (docs/deploy.md, "Backup and restore").
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../config/config.js";
import { BackupError, backupSqlite } from "./sqlite-backup.js";

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) throw new BackupError("usage: npm run backup -- FILE (a new file to write the backup to)");
  const { storage } = loadConfig();
  if (storage.kind !== "sqlite") throw new BackupError("DATABASE_URL names PostgreSQL: back it up with pg_dump (docs/deploy.md, \"Backup and restore\")");
  const summary = await backupSqlite(resolve(storage.path), resolve(file));
  console.log(`Backed up ${resolve(storage.path)} to ${resolve(file)}: ${summary.sessions} sessions, ${summary.answers} answers (schema version ${summary.schemaVersion}).`);
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(`Backup failed: ${known ? error.message : String(error)}`);
  process.exit(1);
});
