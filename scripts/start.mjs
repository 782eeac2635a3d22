// `npm start`: builds the client and server only when their sources changed since the last build, then runs the
// server. The build's output is kept out of sight unless the build fails; the server prints a short banner.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readStamp, sourceStamp } from "./build-stamp.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outputs = [join(root, "dist", "client", "index.html"), join(root, "dist", "server", "server", "main.js")];

/** Runs `npm run build` (which writes the new stamp) quietly; its log is shown only when it fails. */
function build(reason) {
  return new Promise((resolve) => {
    const started = Date.now();
    process.stdout.write(`Building Ordsky (${reason})... `);
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const child = spawn(npm, ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (chunk) => (log += chunk));
    child.stderr.on("data", (chunk) => (log += chunk));
    child.on("close", (code) => {
      if (code === 0) console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      else console.log(`failed:\n\n${log}`);
      resolve(code === 0);
    });
  });
}

const built = outputs.every((file) => existsSync(file));
if (!built || readStamp(root) !== sourceStamp(root)) {
  if (!(await build(built ? "sources changed since the last build" : "first start"))) process.exit(1);
}

// The server runs in its own process (WORKERS forks its main script). Ctrl+C reaches both through the terminal;
// a SIGTERM sent to npm alone is passed on. This process leaves when the server does, with its exit code.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, outputs[1]], { cwd: process.cwd(), stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
