import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { BUS_APPLICATION_NAME } from "../src/server/bus/pg-bus.js";
import { compiledServerScript } from "./helpers/compiled-server.js";
import { createPostgresDatabase } from "./helpers/postgres-databases.js";
import { parsePrometheusText, sampleValue } from "./helpers/prometheus-text.js";
import { readStoredSession } from "./helpers/stored-data.js";
import { findFreeTestPort, requestJson, startServerProcess, type ServerProcess } from "./helpers/server-process.js";
import { TestSocket } from "./helpers/ws-client.js";

const run = promisify(execFile);
const METRICS_TOKEN = "workers-metrics-token-0123456789";
const cleanup: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("WORKERS", () => {
  it("refuses several workers on SQLite with one clear line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ordsky-workers-"));
    try {
      const port = await findFreeTestPort();
      const failure = await run(process.execPath, [compiledServerScript("main")], {
        env: { ...process.env, WORKERS: "2", DATABASE_URL: `sqlite:${join(dir, "x.db")}`, PORT: String(port), HOST: "127.0.0.1" },
        timeout: 60_000,
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim()).toBe("Ordsky cannot start: WORKERS: several workers need PostgreSQL (DATABASE_URL=postgres://…)");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("runs N workers on one port with PostgreSQL, each a full instance, converging on every socket", async () => {
    const database = await createPostgresDatabase();
    cleanup.push(() => database.drop());
    const server: ServerProcess = await startServerProcess(database.url, { WORKERS: "2", METRICS_TOKEN: METRICS_TOKEN });
    cleanup.push(() => server.kill());
    expect(server.output()).toContain("with 2 workers");

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    cleanup.push(() => admin.end());
    const listeners = async () =>
      (await admin.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1", [BUS_APPLICATION_NAME]))
        .rows[0].n;
    // Both workers have started (the primary announced the first): each listens on the bus.
    await expect.poll(listeners, { timeout: 10_000 }).toBe(2);

    const { body } = await requestJson(server.url, "POST", "/api/sessions", { title: "Workers", maxParticipants: 100 });
    const sessionId: string = body.data.sessionId;
    // Connections are handed to the workers in turn, so these sockets are spread over both.
    const sockets = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const socket = await TestSocket.connect(`${server.url.replace("http", "ws")}/ws`);
        cleanup.push(async () => socket.close());
        socket.send({ type: "join-session", sessionId });
        await socket.waitFor((message) => message.type === "word-cloud-update");
        return socket;
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        requestJson(server.url, "POST", `/api/sessions/${sessionId}/feedback`, { text: ["kaffe", "quiz", "tavle", "hygge"][i % 4], participantId: `p${i % 10}` }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    await Promise.all(sockets.map((socket) => socket.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 60, 5000)));
    const stored = await readStoredSession(database.url, sessionId);
    expect(stored.rows).toBe(60);
    const words = sockets.map((socket) => socket.cloud(sessionId)!.words);
    for (const cloudWords of words) expect(cloudWords).toEqual(words[0]);
    expect(words[0]).toEqual(expect.arrayContaining([expect.objectContaining({ text: "kaffe", frequency: 15, weight: 1 })]));

    // A scrape reaches one worker or the other, and each answers for both: the answers add up to all 60, and the
    // sockets to all four, whichever worker took them.
    for (let scrape = 0; scrape < 4; scrape++) {
      const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.status).toBe(200);
      const samples = parsePrometheusText(await response.text());
      expect(sampleValue(samples, "ordsky_submissions_total", { outcome: "accepted", reason: "" })).toBe(60);
      expect(sampleValue(samples, "ordsky_websockets_open")).toBe(4);
      expect(sampleValue(samples, "ordsky_bus_connected")).toBe(1);
    }

    await server.stop();
    expect(await listeners()).toBe(0);
  }, 90_000);
});
