import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadEmbeddedPostgresVersion } from "./helpers/embedded-postgres.js";
import { startOwnPostgres } from "./helpers/own-postgres.js";
import type { PostgresCluster } from "./helpers/postgres-cluster.js";
import { readStoredSession } from "./helpers/stored-data.js";
import { startSubmissionLoad } from "./helpers/submission-load.js";
import { startServerOnDatabase, type TestServer } from "./helpers/test-server.js";

/**
 * pg_dump refuses a server of a newer major version than its own, and Debian's client (postgresql-client, which
 * .ci/run installs) is 15 while the suite's PostgreSQL is 18: this round trip runs on PostgreSQL 15's binaries
 * (the devDependency embedded-postgres-15). PG_BIN_DIR may name another pg_dump/pg_restore.
 */
const CLUSTER_PACKAGE = "embedded-postgres-15";
const CLUSTER_MAJOR = 15;
const dir = mkdtempSync(join(tmpdir(), "ordsky-pg-dump-"));
let cluster: PostgresCluster | null = null;
const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.close();
  await cluster?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** pg_dump and pg_restore that can dump the cluster's version: PG_BIN_DIR, Debian's versioned folders, then PATH. */
function findClientTools(): { dump: string; restore: string } {
  const folders = [process.env.PG_BIN_DIR, ...[18, 17, 16, 15].map((major) => `/usr/lib/postgresql/${major}/bin`)].filter((folder): folder is string => !!folder);
  const candidates = [...folders.map((folder) => join(folder, "pg_dump")), "pg_dump"];
  for (const dump of candidates) {
    if (dump.includes("/") && !existsSync(dump)) continue;
    const version = spawnSync(dump, ["--version"], { encoding: "utf8" });
    const major = Number(/\s(\d+)\./.exec(version.stdout ?? "")?.[1]);
    if (version.status === 0 && major >= CLUSTER_MAJOR) return { dump, restore: dump.replace(/pg_dump$/, "pg_restore") };
  }
  throw new Error(`no pg_dump ${CLUSTER_MAJOR} or newer: install postgresql-client or set PG_BIN_DIR`);
}

function run(command: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe("PostgreSQL backup with pg_dump and pg_restore", () => {
  it("restores a dump taken under load with every answer acknowledged before it started, and the restored database takes new answers", async () => {
    const tools = findClientTools();
    cluster = await startOwnPostgres(["ordsky", "ordsky_restored"], { durable: false, embeddedPostgres: await loadEmbeddedPostgresVersion(CLUSTER_PACKAGE) }, async (admin) => {
      expect(Number((await admin.query("show server_version_num")).rows[0].server_version_num)).toBeGreaterThanOrEqual(CLUSTER_MAJOR * 10_000);
    });

    const server = await startServerOnDatabase(cluster.url("ordsky"));
    servers.push(server);
    const created = await server.request("POST", "/api/sessions", { title: "Dump", maxParticipants: 100 });
    const sessionId: string = created.body.data.sessionId;
    const load = startSubmissionLoad(() => server.url, sessionId, 4);
    await expect.poll(() => load.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40);

    const ackedBefore = [...load.acknowledged];
    const dumpFile = join(dir, "ordsky.dump");
    const dump = await run(tools.dump, ["--format=custom", "--no-owner", `--file=${dumpFile}`, cluster.url("ordsky")]);
    expect(dump).toMatchObject({ status: 0 });
    await load.stop();
    expect(load.refusals).toEqual([]);

    const restore = await run(tools.restore, ["--no-owner", "--exit-on-error", `--dbname=${cluster.url("ordsky_restored")}`, dumpFile]);
    expect(restore).toEqual({ status: 0, output: "" });
    const stored = await readStoredSession(cluster.url("ordsky_restored"), sessionId);
    expect(ackedBefore.filter((text) => !stored.contents.has(text))).toEqual([]);
    expect(stored.totalSubmissions).toBe(stored.rows);

    const restored = await startServerOnDatabase(cluster.url("ordsky_restored"));
    servers.push(restored);
    const cloud = await restored.request("GET", `/api/sessions/${sessionId}/wordcloud`);
    expect(cloud.body.data.totalSubmissions).toBe(stored.rows);
    // Identity sequences came along: a new answer gets a fresh id and counts on top.
    const next = await restored.request("POST", `/api/sessions/${sessionId}/feedback`, { text: "after restore", participantId: "p-restored" });
    expect(next.status).toBe(201);
    expect(next.body.data.wordData.totalSubmissions).toBe(stored.rows + 1);
  }, 180_000);
});
