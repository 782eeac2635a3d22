import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/config/config.js";
import { startServer, type RunningServer } from "../src/server/start-server.js";
import { compiledServerScript } from "./helpers/compiled-server.js";

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "ordsky-admin-demo-"));
const databaseFile = join(dir, "demo.db");
const env = { ...process.env, DATABASE_URL: `sqlite:${databaseFile}`, LOG_LEVEL: "silent" };

async function runDemo(): Promise<{ email: string; password: string; output: string }> {
  const { stdout } = await run(process.execPath, [compiledServerScript("demo")], { env, timeout: 60_000 });
  const match = /Demo admin: (\S+) \/ (\S+)/.exec(stdout);
  if (!match) throw new Error(`no credentials in demo output: ${stdout}`);
  return { email: match[1]!, password: match[2]!, output: stdout };
}

async function startOnDemoDatabase(registration = "first"): Promise<RunningServer & { call: (method: string, path: string, body?: unknown) => Promise<any> }> {
  const server = await startServer(
    loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: `sqlite:${databaseFile}`, LOG_LEVEL: "silent", ADMIN_REGISTRATION: registration }),
  );
  const base = `http://127.0.0.1:${server.port}`;
  return {
    ...server,
    async call(method, path, body) {
      const response = await fetch(base + path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run demo", () => {
  let first: { email: string; password: string; output: string };

  beforeAll(async () => {
    first = await runDemo();
  }, 90_000);

  it("creates a demo admin with a random password, printed once, and example sessions with answers", async () => {
    expect(first.email).toBe("demo@ordsky.example");
    expect(first.password.length).toBeGreaterThanOrEqual(12);
    expect(first.output).toContain("3 example sessions created");
    const file = `${databaseFile}.demo-admin.json`;
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const server = await startOnDemoDatabase();
    try {
      const shown = await server.call("GET", "/api/admin/demo-credentials");
      expect(shown.body).toEqual({ success: true, data: { credentials: { email: first.email, password: first.password } } });
      const login = await server.call("POST", "/api/admin/login", { email: first.email, password: first.password });
      expect(login.status).toBe(200);
      const stats = await fetch(`http://127.0.0.1:${server.port}/api/admin/dashboard/stats`, { headers: { authorization: `Bearer ${login.body.token}` } });
      const data = (await stats.json()).data;
      expect(data.totalSessions).toBe(3);
      expect(data.totalResponses).toBeGreaterThan(20);
      expect(data.recentSessions.map((session: { sessionType: string }) => session.sessionType).sort()).toEqual(["class", "regular", "regular"]);
      // The demo account does not count as the owner: whoever has the setup code can still register.
      expect(server.setupCode).not.toBeNull();
      const owner = { email: "owner@example.com", password: "secret1", setupCode: server.setupCode };
      expect((await server.call("POST", "/api/admin/register", owner)).status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it("refreshes the password on a second run without duplicating the example sessions", async () => {
    const second = await runDemo();
    expect(second.password).not.toBe(first.password);
    expect(second.output).toContain("example sessions already present");
    const server = await startOnDemoDatabase();
    try {
      expect((await server.call("POST", "/api/admin/login", { email: first.email, password: first.password })).status).toBe(401);
      expect((await server.call("POST", "/api/admin/login", { email: second.email, password: second.password })).status).toBe(200);
      expect((await server.call("GET", "/api/admin/demo-credentials")).body.data.credentials.password).toBe(second.password);
    } finally {
      await server.close();
    }
  }, 90_000);

  it("shows no credentials when the file does not match a demo account", async () => {
    const file = `${databaseFile}.demo-admin.json`;
    writeFileSync(file, JSON.stringify({ email: "owner@example.com", password: "secret1" }));
    const server = await startOnDemoDatabase();
    try {
      expect((await server.call("GET", "/api/admin/demo-credentials")).body).toEqual({ success: true, data: { credentials: null } });
      rmSync(file);
      expect(existsSync(file)).toBe(false);
      expect((await server.call("GET", "/api/admin/demo-credentials")).body.data.credentials).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe("npm run demo on a database with real sessions", () => {
  it("refuses unless forced, and even then marks only its own sessions as demo sessions", async () => {
    const realDir = mkdtempSync(join(tmpdir(), "ordsky-admin-demo-real-"));
    const realEnv = { ...process.env, DATABASE_URL: `sqlite:${join(realDir, "real.db")}`, LOG_LEVEL: "silent" };
    try {
      const server = await startServer(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: realEnv.DATABASE_URL, LOG_LEVEL: "silent" }));
      await fetch(`http://127.0.0.1:${server.port}/api/sessions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title: "Real lecture" }) });
      await server.close();
      const refused = await run(process.execPath, [compiledServerScript("demo")], { env: realEnv, timeout: 60_000 }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain("holds 1 session that is not a demo session");
      expect(refused?.stderr).toContain("npm run demo -- --force");
      expect(existsSync(join(realDir, "real.db.demo-admin.json"))).toBe(false);
      const { stdout } = await run(process.execPath, [compiledServerScript("demo"), "--force"], { env: realEnv, timeout: 60_000 });
      expect(stdout).toContain("3 example sessions created");
    } finally {
      rmSync(realDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("without npm run demo", () => {
  it("never shows credentials and has no built-in default account", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "ordsky-admin-nodemo-"));
    const server = await startServer(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: `sqlite:${join(fresh, "x.db")}`, LOG_LEVEL: "silent" }));
    try {
      const base = `http://127.0.0.1:${server.port}`;
      expect(await (await fetch(`${base}/api/admin/demo-credentials`)).json()).toEqual({ success: true, data: { credentials: null } });
      for (const [email, password] of [
        ["admin@example.com", "admin123"],
        ["demo@ordsky.example", "demo123"],
        ["admin", "admin"],
      ]) {
        const response = await fetch(`${base}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
        expect(response.status).toBe(401);
      }
      expect(await server.context.store.db.selectFrom("admins").select("id").execute()).toEqual([]);
    } finally {
      await server.close();
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
