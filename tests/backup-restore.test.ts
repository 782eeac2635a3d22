import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compiledServerScript } from "./helpers/compiled-server.js";
import { requestJson, startServerProcess, type ServerProcess } from "./helpers/server-process.js";
import { startSubmissionLoad } from "./helpers/submission-load.js";

const ROOT = resolve(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "ordsky-backup-"));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The backup or restore tool on FILE with the server's DATABASE_URL: `npm run backup|restore -- FILE` as an operator
 * runs it when `via` is "npm" (once per script), else the same script compiled: npm and tsx cost 1.5 s more a call.
 */
function runTool(tool: "backup" | "restore", file: string, databaseUrl: string, via: "npm" | "compiled" = "compiled"): { status: number | null; output: string } {
  const [command, args] = via === "npm" ? ["npm", ["run", "--silent", tool, "--", file]] : [process.execPath, [compiledServerScript(`backup/${tool}-cli`), file]];
  const run = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8", timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The answers a database file holds for a session, read without changing the file. */
function storedAnswers(file: string, sessionId: string): Set<string> {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    return new Set((database.prepare("select content from feedback where session_id = ?").all(sessionId) as { content: string }[]).map((row) => row.content));
  } finally {
    database.close();
  }
}

describe("SQLite backup and restore", () => {
  it("backs up a database under load with every answer acknowledged before it started, and restores it once the server is stopped", async () => {
    const databaseFile = join(dir, "ordsky.db");
    const databaseUrl = `sqlite:${databaseFile}`;
    const server = await startServerProcess(databaseUrl);
    servers.push(server);
    const created = await requestJson(server.url, "POST", "/api/sessions", { title: "Backup", maxParticipants: 100 });
    const sessionId: string = created.body.data.sessionId;
    const load = startSubmissionLoad(() => server.url, sessionId, 6);
    await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(50);

    const ackedBefore = [...load.acknowledged];
    const backupFile = join(dir, "backup.db");
    const backup = runTool("backup", backupFile, databaseUrl, "npm");
    expect(backup.output).toMatch(/^Backed up .* 1 sessions, \d+ answers \(schema version \d+\)\.\n$/);
    expect(backup.status).toBe(0);
    // The load went on during the backup.
    const ackedDuring = load.acknowledged.length;
    await expect.poll(() => load.acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(ackedDuring + 10);
    expect(runTool("backup", backupFile, databaseUrl)).toMatchObject({ status: 1, output: expect.stringContaining("already exists") });

    const inBackup = storedAnswers(backupFile, sessionId);
    expect(ackedBefore.filter((text) => !inBackup.has(text))).toEqual([]);
    expect(readdirSync(dir).filter((name) => name.startsWith("backup.db"))).toEqual(["backup.db"]);

    // Never over a database that is serving.
    const refused = runTool("restore", backupFile, databaseUrl);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("is in use (is Ordsky running?)");
    expect((await requestJson(server.url, "GET", "/readyz")).status).toBe(200);

    await load.stop();
    // Killed, not stopped: a restore is most wanted after a crash, which leaves the WAL and its index behind.
    await server.kill();
    const restored = runTool("restore", backupFile, databaseUrl, "npm");
    expect(restored.status).toBe(0);
    expect(restored.output).toContain(`${inBackup.size} answers`);
    const kept = readdirSync(dir).find((name) => name.startsWith("ordsky.db.before-restore-"));
    expect(kept).toBeDefined();
    expect(readdirSync(dir).filter((name) => name.endsWith("-shm")), "no stray shared-memory file beside the kept copy").toEqual([]);
    // The replaced database still holds what came after the backup.
    expect(storedAnswers(join(dir, kept!), sessionId).size).toBeGreaterThan(inBackup.size);

    const again = await startServerProcess(databaseUrl);
    servers.push(again);
    const cloud = await requestJson(again.url, "GET", `/api/sessions/${sessionId}/wordcloud`);
    expect(cloud.body.data.totalSubmissions).toBe(inBackup.size);
    await again.stop();
    const afterRestore = storedAnswers(databaseFile, sessionId);
    expect(ackedBefore.filter((text) => !afterRestore.has(text))).toEqual([]);
    expect(existsSync(`${databaseFile}.restoring`)).toBe(false);
  }, 120_000);

  it("refuses a file that is not an Ordsky backup", async () => {
    const notOrdsky = join(dir, "other.db");
    new DatabaseSync(notOrdsky).exec("create table notes (text)");
    const databaseUrl = `sqlite:${join(dir, "untouched.db")}`;
    expect(runTool("restore", notOrdsky, databaseUrl)).toMatchObject({ status: 1, output: expect.stringContaining("is not an Ordsky database") });
    expect(runTool("restore", join(dir, "missing.db"), databaseUrl)).toMatchObject({ status: 1, output: expect.stringContaining("does not exist") });
    expect(existsSync(join(dir, "untouched.db"))).toBe(false);
  });
});
