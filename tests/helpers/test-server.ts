import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config.js";
import { startServer, type RunningServer } from "../../src/server/start-server.js";

export type TestServer = RunningServer & {
  /** JSON request against the server; resolves with status and parsed body, never throws on 4xx/5xx. */
  request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
  wsUrl: string;
  databaseFile: string;
};

/** Starts the real server on a fresh temporary SQLite file and a free port. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "ordsky-test-"));
  const databaseFile = join(dir, "test.db");
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: `sqlite:${databaseFile}`, LOG_LEVEL: "silent", ...env });
  const server = await startServer(config);
  const url = `http://127.0.0.1:${server.port}`;
  return {
    ...server,
    url,
    wsUrl: `ws://127.0.0.1:${server.port}/ws`,
    databaseFile,
    async request(method, path, body, headers = {}) {
      const response = await fetch(url + path, {
        method,
        headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: any = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // leave non-JSON bodies as text
      }
      return { status: response.status, body: parsed };
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates a session through the API and returns what the creating browser would keep. */
export async function createTestSession(
  server: TestServer,
  input: Record<string, unknown> = {},
): Promise<{ sessionId: string; sessionCode: string; hostKey: string }> {
  const { status, body } = await server.request("POST", "/api/sessions", { title: "Test session", ...input });
  if (status !== 201) throw new Error(`createTestSession failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}
