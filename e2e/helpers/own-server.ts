import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";

export type OwnServer = { url: string; output(): string; stop(): Promise<void> };

/**
 * A second server for a test that needs settings of its own (e.g. ADMIN_REGISTRATION=first), started the way the
 * e2e web server is (scripts/e2e-server.mjs: the built server on a fresh SQLite file) on a port after E2E_PORT, one
 * per worker so two such tests can run side by side.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 3107) + 1 + test.info().parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running = false;
      resolve();
    }),
  );
  const ready = () => output.includes("Ordsky is running on");
  // A busy machine can take a while to start a process; one that exits instead fails the test at once.
  await expect.poll(() => ready() || !running, { timeout: 60_000 }).toBe(true);
  expect(running, `the server exited before it was ready:\n${output}`).toBe(true);
  return {
    url,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
