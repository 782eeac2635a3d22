// `npm test`: every check, stopping at the first stage that fails, then how long each phase took, so the suite's
// duration is visible locally and in CI's log.
import { spawn } from "node:child_process";
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
const phase = (name, command, passed = () => true, env = {}) => ({ name, command, passed, env });
/**
 * Stages run one after the other; a stage's lanes run side by side, each lane's phases in order. The type check is
 * one thread, as are the layer and dead-code checks; on two cores they take the time of the longer lane instead of
 * the sum. Vitest and Playwright each keep every core busy on their own.
 */
const STAGES = [
  [
    [phase("typecheck (emits the server)", `${TSC} -p tsconfig.json --noEmit && ${TSC} -p tsconfig.server.json`)],
    [
      phase("layers and dead code", "npm run --silent check"),
      phase("build (the client)", "npx vite build --logLevel warn && node scripts/build-stamp.mjs"),
    ],
  ],
  [
    [
      phase(
        "unit and integration (vitest)",
        `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestSummary}`,
        everyVitestTestRan,
        { ORDSKY_COMPILED_SERVER_DIR: "dist/server" },
      ),
    ],
  ],
  [[phase("end-to-end (playwright)", "npx playwright test")]],
];

/**
 * Runs one phase. Alone in its stage its output streams as it comes; beside another lane it is collected and printed
 * whole once the phase ends, so two phases' lines never interleave.
 */
function runPhase({ name, command, env }, alone) {
  return new Promise((resolve) => {
    const header = `\n=== ${name}: ${command}`;
    if (alone) console.log(header);
    const started = Date.now();
    const child = spawn(command, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], shell: true, env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      if (!alone) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`);
      resolve({ status, ms: Date.now() - started });
    });
  });
}

/** A lane's phases in order, stopping at the first that fails; resolves to the name of that phase, or null. */
async function runLane(lane, alone, times) {
  for (const current of lane) {
    const { status, ms } = await runPhase(current, alone);
    times.push([current.name, ms]);
    if (status !== 0 || !current.passed()) return current.name;
  }
  return null;
}

function format(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const times = [];
const suiteStarted = Date.now();
let failed = [];
for (const lanes of STAGES) {
  failed = (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1, times)))).filter(Boolean);
  if (failed.length > 0) break;
}
rmSync(summaryDir, { recursive: true, force: true });
console.log("\nPhase times (the type check beside the layer checks and the build):");
for (const { name } of STAGES.flat(2)) {
  const ran = times.find(([timed]) => timed === name);
  if (ran) console.log(`  ${name.padEnd(32)} ${format(ran[1])}`);
}
console.log(`  ${"total".padEnd(32)} ${format(Date.now() - suiteStarted)}`);
if (failed.length > 0) {
  console.log(`\nFailed in: ${failed.join(", ")}`);
  process.exit(1);
}
