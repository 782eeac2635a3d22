import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";
import { sleep } from "./stats.js";

export const ROOT = resolve(import.meta.dirname, "../..");

export type ProbeData = {
  cpuUserMicros: number;
  cpuSystemMicros: number;
  rssBytes: number;
  heapUsedBytes: number;
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Submissions timed inside the server, request parsed → reply handed to the kernel (see server-probe.ts). */
  serverAckP50Ms: number;
  serverAckP99Ms: number;
  serverAckCount: number;
  /** CPU seconds per thread name (see server-probe.ts). */
  threadCpuSeconds: Record<string, number>;
};

export type ServerKind = "ordsky" | "baseline" | "floor";

/**
 * Settings every Ordsky process of the bench runs with. On loopback one address stands for a whole audience, so
 * the per-address and per-client rate limits (built to stop one abusive client) would refuse the simulated crowd.
 */
export const BENCH_SERVER_ENV = { RATE_LIMITS: "off" } as const;
export const BENCH_SERVER_ENV_NOTE = "servers run with RATE_LIMITS=off: on loopback one address stands for a whole audience";

export type ServerHandle = {
  kind: ServerKind;
  url: string;
  pid: number;
  /** Asks the server process itself; `reset` restarts its event-loop delay histogram. */
  probe(reset?: boolean): Promise<ProbeData>;
  /** Peak resident set size so far (VmHWM), in bytes. */
  peakRssBytes(): number;
  stop(): Promise<void>;
};

const live = new Set<ChildProcess>();

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}
/** Every child the bench starts dies with it, even when a scenario throws or the user presses Ctrl-C. */
function killAll(): void {
  for (const child of live) if (isRunning(child)) child.kill("SIGKILL");
}
process.on("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

// Read once at start: once the bench pins itself to one core, availableParallelism() reports 1.
const cores = availableParallelism();
const canPin = existsSync("/usr/bin/taskset") && cores >= 2;

export function pinningAvailable(): boolean {
  return canPin;
}

/**
 * Starts a Node program pinned to one core (when taskset and two cores exist) with the highest allowed open-file
 * limit (or `openFiles`) and an IPC channel. The pid is the program's own: bash and taskset exec into it.
 */
export function spawnPinned(core: number, nodeArgs: string[], env: NodeJS.ProcessEnv, openFiles?: number): ChildProcess {
  const pin = pinningAvailable() ? `taskset -c ${core} ` : "";
  const limit = openFiles === undefined ? `"$(ulimit -Hn)"` : String(Math.floor(openFiles));
  const script = `ulimit -n ${limit} 2>/dev/null; exec ${pin}"$0" "$@"`;
  const child = spawn("bash", ["-c", script, process.execPath, ...nodeArgs], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  live.add(child);
  child.once("exit", () => live.delete(child));
  return child;
}

/**
 * Starts a Node program free to run on every core (the bench pins itself to core 1, and a child would inherit that),
 * with an IPC channel, so it dies with the bench like every other child.
 */
export function spawnAcrossCores(nodeArgs: string[]): ChildProcess {
  const command = pinningAvailable() ? "taskset" : process.execPath;
  const args = pinningAvailable() ? ["-c", `0-${cores - 1}`, process.execPath, ...nodeArgs] : nodeArgs;
  const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "ignore", "ignore", "ipc"] });
  live.add(child);
  child.once("exit", () => live.delete(child));
  return child;
}

export function forget(child: ChildProcess): void {
  live.delete(child);
}

function readStatus(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** utime + stime of a process from /proc, in seconds (10 ms resolution). */
export function procCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export function openFileLimit(pid: number): number {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/limits`, "utf8"));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${output()}`);
}

export type StartServerOptions = {
  kind: ServerKind;
  port: number;
  cpuProfileDir?: string;
  clientDistDir?: string;
  /** Settings over the bench's own (BENCH_SERVER_ENV), e.g. the limits under test. */
  env?: Record<string, string>;
  /** The server's open-file limit (`ulimit -n`); the hard limit when unset. */
  openFiles?: number;
  /** Ordsky's SQLite driver: Node's built-in one (the product's), or better-sqlite3 for the side-by-side figures. */
  sqliteDriver?: SqliteDriver;
};

export type SqliteDriver = "node:sqlite" | "better-sqlite3";

/** Starts Ordsky from source (or the reference or the floor server) on core 0 with a fresh SQLite file and the probe preloaded. */
export async function startServer(options: StartServerOptions): Promise<ServerHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), "ordsky-bench-"));
  const entry = { ordsky: "src/server/main.ts", baseline: "bench/baseline-server.ts", floor: "bench/floor-server.ts" }[options.kind];
  const profile = options.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${join(dataDir, "bench.db")}`,
    // BENCH_LOG_LEVEL=info measures what production's default adds: one request log line per HTTP call.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
    NODE_ENV: "production",
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    ...BENCH_SERVER_ENV,
    ...options.env,
  };
  if (options.clientDistDir) env.CLIENT_DIST_DIR = options.clientDistDir;
  const driver = options.sqliteDriver === "better-sqlite3" ? ["--require", "./bench/sqlite-driver-swap.cjs"] : [];
  // Ordsky and its floor with the Node options Ordsky runs with in production; the reference with Node's defaults.
  const own = options.kind === "baseline" ? [] : SERVER_NODE_FLAGS;
  const flags = [...own, ...profile, ...(process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean), ...driver];
  const child = spawnPinned(0, [...flags, "--import", "tsx", "--import", "./bench/server-probe.ts", entry], env, options.openFiles);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const pid = child.pid ?? -1;
  let nextId = 0;
  const pending = new Map<number, (data: ProbeData) => void>();
  child.on("message", (message: { type?: string; id?: number; data?: ProbeData }) => {
    if (message?.type !== "probe-result" || message.id === undefined || !message.data) return;
    pending.get(message.id)?.(message.data);
    pending.delete(message.id);
  });
  return {
    kind: options.kind,
    url,
    pid,
    probe(reset = false) {
      const id = nextId++;
      return new Promise<ProbeData>((resolvePromise, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error("server probe timed out (is the server stuck?)"));
        }, 30_000);
        pending.set(id, (data) => {
          clearTimeout(timer);
          resolvePromise(data);
        });
        if (!isRunning(child)) {
          clearTimeout(timer);
          pending.delete(id);
          reject(new Error(`the server exited (${child.exitCode ?? child.signalCode}); its last output: ${output.slice(-1500)}`));
          return;
        }
        child.send({ type: "probe", id, reset });
      });
    },
    peakRssBytes: () => readStatus(pid, "VmHWM"),
    async stop() {
      if (isRunning(child)) {
        const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
        child.kill("SIGTERM");
        // A graceful stop lets --cpu-prof write its profile; a stuck server is killed.
        await Promise.race([exited, sleep(options.cpuProfileDir ? 30_000 : 5_000)]);
        if (isRunning(child)) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
