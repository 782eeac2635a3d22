// `npm run check`: the layer rules (dependency-cruiser) and the dead-code check (knip) side by side. Each is one
// Node thread, so on two cores the pair takes as long as the slower one; their output is printed whole, one after
// the other, and the check fails when either does.
import { spawn } from "node:child_process";

const CHECKS = ["check:layers", "check:dead"];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => resolve({ script, code, output: Buffer.concat(output).toString() }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { script, code, output } of results) {
  if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
  if (code !== 0) console.log(`${script} failed (exit code ${code})`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
