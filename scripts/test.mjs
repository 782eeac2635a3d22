// `npm test`: every check in order, stopping at the first that fails, then how long each phase took, so the
// suite's duration is visible locally and in CI's log.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const summaryDir = mkdtempSync(join(tmpdir(), "ordsky-test-"));
const vitestSummary = join(summaryDir, "vitest.json");

/**
 * Vitest can exit 0 when a worker process dies (a native crash): the dead file's tests are then neither passed nor
 * failed. Its JSON summary shows it, so a suite that did not run every test fails here.
 */
function everyVitestTestRan() {
  const summary = JSON.parse(readFileSync(vitestSummary, "utf8"));
  const ran = summary.numPassedTests + summary.numFailedTests + summary.numPendingTests + summary.numTodoTests;
  if (summary.success && ran === summary.numTotalTests) return true;
  console.log(`\nvitest: ${summary.numPassedTests} of ${summary.numTotalTests} tests passed; the rest did not run (a test file's worker died)`);
  return false;
}

// The server is compiled once: the type check of its own settings emits it (what `npm run build` puts in
// dist/server), the build phase adds the client and the stamp, and vitest's processes and Playwright run that.
const TSC = "node node_modules/typescript-7/bin/tsc";
const PHASES = [
  ["typecheck (emits the server)", `${TSC} -p tsconfig.json --noEmit && ${TSC} -p tsconfig.server.json`],
  ["layers and dead code", "npm run --silent check"],
  ["build (the client)", "npx vite build --logLevel warn && node scripts/build-stamp.mjs"],
  [
    "unit and integration (vitest)",
    `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestSummary}`,
    everyVitestTestRan,
    { ORDSKY_COMPILED_SERVER_DIR: "dist/server" },
  ],
  ["end-to-end (playwright)", "npx playwright test"],
];

function format(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
const times = [];
let failed = null;
for (const [name, command, passed = () => true, env = {}] of PHASES) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { stdio: "inherit", shell: true, env: { ...process.env, ...env } });
  times.push([name, Date.now() - started]);
  if (status !== 0 || !passed()) {
    failed = name;
    break;
  }
}
rmSync(summaryDir, { recursive: true, force: true });
console.log("\nPhase times:");
for (const [name, ms] of times) console.log(`  ${name.padEnd(32)} ${format(ms)}`);
console.log(`  ${"total".padEnd(32)} ${format(times.reduce((sum, [, ms]) => sum + ms, 0))}`);
if (failed) {
  console.log(`\nFailed in: ${failed}`);
  process.exit(1);
}
