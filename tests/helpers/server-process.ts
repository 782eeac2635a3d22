import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";
import { compiledServerScript } from "./compiled-server.js";
import { findFreePort } from "./free-port.js";

/** Ports for a test that must name one before its server starts (a METRICS_PORT, a refused start). */
const TEST_PROCESS_PORTS = { first: 3500, last: 3599 } as const;
const ROOT = resolve(import.meta.dirname, "../..");
const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

/** A port of TEST_PROCESS_PORTS that is free now. */
export function findFreeTestPort(): Promise<number> {
  return findFreePort(TEST_PROCESS_PORTS, "a test server process");
}

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** The exit code once it has exited (null while running or when a signal ended it). */
  exitCode(): number | null;
  /** SIGKILL: no shutdown code runs, as in a crash or a lost machine. */
  kill(): Promise<void>;
  /** SIGTERM, waiting for the graceful shutdown. */
  stop(): Promise<void>;
};

/**
 * Runs the real server (compiled for the run, see global-setup-server.ts) as its own process, so a test can SIGKILL it for real.
 * Resolves once it prints that it is running. Without `port` the system picks a free one: a port from a small fixed
 * range would be handed to another test file's server the moment this one let go of it, and a load still aimed at
 * this server would then be answered by that one.
 */
export function startServerProcess(databaseUrl: string, env: Record<string, string> = {}, port = 0): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, compiledServerScript("main")], {
    cwd: ROOT,
    // One address plays the whole audience here too (see test-server.ts).
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", RATE_LIMITS: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  let output = "";
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  void exited.then(() => live.delete(child));
  const handle = (listening: number): ServerProcess => ({
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    pid: child.pid ?? -1,
    output: () => output,
    exited,
    exitCode: () => child.exitCode,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error(`server did not start within 60 s: ${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /Ordsky is running on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (running) {
        clearTimeout(timer);
        done(handle(Number(running[1])));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then(() => {
      clearTimeout(timer);
      fail(new Error(`server exited before it started: ${output}`));
    });
  });
}

/** JSON request to a server process; never throws on 4xx/5xx, and reports a refused connection as status 0. */
export async function requestJson(base: string, method: string, path: string, body?: unknown, timeoutMs = 5000): Promise<{ status: number; body: any }> {
  try {
    const response = await fetch(base + path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: text };
    }
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}
