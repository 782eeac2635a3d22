// The build's stamp: one hash over every input of `npm run build`, written to dist/ after each build, so
// `npm start` can tell whether the built client and server still match the sources. `node scripts/build-stamp.mjs`
// writes it (the last step of `npm run build`).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** Everything the build reads: sources (not tests), build settings, and the installed dependencies' lock. */
const INPUTS = ["src", "vite.config.ts", "tsconfig.base.json", "tsconfig.json", "tsconfig.server.json", "package.json", "package-lock.json"];

/** The files under `path` (or `path` itself), in a stable order, leaving out tests. */
function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    if (!/\.test\.tsx?$/.test(path)) yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

/** Unchanged inputs give the same stamp; any change to a source's path or content gives another. */
export function sourceStamp(root) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const stampFile = (root) => join(root, "dist", "build-stamp.json");

/** The stamp of the last build, or null when there is none. */
export function readStamp(root) {
  try {
    return JSON.parse(readFileSync(stampFile(root), "utf8")).stamp ?? null;
  } catch {
    return null;
  }
}

export function writeStamp(root) {
  writeFileSync(stampFile(root), JSON.stringify({ stamp: sourceStamp(root), builtAt: new Date().toISOString() }) + "\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeStamp(join(dirname(fileURLToPath(import.meta.url)), ".."));
