// `npm test`: every check in order, stopping at the first that fails, then how long each phase took, so the
// suite's duration is visible locally and in CI's log.
import { spawnSync } from "node:child_process";

const PHASES = [
  ["typecheck", "npm run --silent typecheck"],
  ["layers and dead code", "npm run --silent check"],
  ["build", "npm run --silent build"],
  ["unit and integration (vitest)", "npx vitest run"],
  ["end-to-end (playwright)", "npx playwright test"],
];

const format = (ms) => (ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);
const times = [];
let failed = null;
for (const [name, command] of PHASES) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { stdio: "inherit", shell: true });
  times.push([name, Date.now() - started]);
  if (status !== 0) {
    failed = name;
    break;
  }
}
console.log("\nPhase times:");
for (const [name, ms] of times) console.log(`  ${name.padEnd(32)} ${format(ms)}`);
console.log(`  ${"total".padEnd(32)} ${format(times.reduce((sum, [, ms]) => sum + ms, 0))}`);
if (failed) {
  console.log(`\nFailed in: ${failed}`);
  process.exit(1);
}
