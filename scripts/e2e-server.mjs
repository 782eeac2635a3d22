// Starts the server on a fresh temporary SQLite file for the end-to-end tests, or on E2E_DATABASE_FILE when a test
// prepared one (e.g. seeded with npm run demo's data); that file is the test's to remove.
// Default: the built server (dist/). ORDSKY_E2E_SOURCE=1 runs src/ through tsx instead (with CLIENT_DIST_DIR for the client).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

const dir = mkdtempSync(join(tmpdir(), "ordsky-e2e-"));
const fromSource = process.env.ORDSKY_E2E_SOURCE === "1";
const entry = fromSource ? ["--import", "tsx", "src/server/main.ts"] : ["dist/server/server/main.js"];
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...entry], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: `sqlite:${process.env.E2E_DATABASE_FILE ?? join(dir, "e2e.db")}`,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT}`,
    ADMIN_REGISTRATION: process.env.ADMIN_REGISTRATION ?? "open",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  rmSync(dir, { recursive: true, force: true }); // a run leaves nothing behind in the shared temp folder
  process.exit(code ?? 0);
});
