import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
const dirs = process.argv.slice(2);
const once = async (cwd, port) => {
  const data = mkdtempSync(join(tmpdir(), "start-"));
  const started = performance.now();
  const child = spawn(join(cwd, "node_modules/.bin/node"), ["--max-semi-space-size=16", "--import", "tsx", "src/server/main.ts"], { cwd, env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `sqlite:${join(data, "db.db")}`, LOG_LEVEL: "silent", RATE_LIMITS: "off" }, stdio: "ignore" });
  for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 50)); }
  const ms = performance.now() - started;
  child.kill("SIGTERM"); await new Promise((r) => child.on("exit", r)); rmSync(data, { recursive: true, force: true });
  return ms;
};
const results = Object.fromEntries(dirs.map((d) => [d, []]));
for (let run = 0; run < 4; run++) for (const d of dirs) results[d].push(Math.round(await once(d, 5300 + run)));
for (const d of dirs) console.log(d, results[d].join(" ms, "), "ms");
