import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server compiled to JavaScript for this run (main.js, demo.js, … under server/), for tests that spawn it. */
    compiledServerDir: string;
  }
}

const ROOT = resolve(import.meta.dirname, "..");
let compiled: string | undefined;

/**
 * Compiles the server once per run for the tests that start it as a process of its own: plain Node starts compiled
 * JavaScript in about half the time tsx needs to transform the sources on every start, and those tests start
 * dozens. The folder sits under node_modules so the compiled files resolve the project's packages.
 */
export default function setup(project: TestProject): () => void {
  // `npm test` compiled it already (its type check emits dist/server) and says where.
  const given = process.env.ORDSKY_COMPILED_SERVER_DIR;
  if (given) {
    project.provide("compiledServerDir", resolve(ROOT, given));
    return () => undefined;
  }
  if (compiled) {
    // Both projects ask; the first one compiled, and removes the folder once the whole run is over.
    project.provide("compiledServerDir", compiled);
    return () => undefined;
  }
  mkdirSync(join(ROOT, "node_modules", ".cache"), { recursive: true });
  const dir = mkdtempSync(join(ROOT, "node_modules", ".cache", "ordsky-test-server-"));
  const tsc = spawnSync(process.execPath, [join(ROOT, "node_modules/typescript-7/bin/tsc"), "-p", "tsconfig.server.json", "--noCheck", "--sourceMap", "false", "--outDir", dir], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (tsc.status !== 0) throw new Error(`compiling the server for the tests failed:\n${tsc.stdout}${tsc.stderr}`);
  compiled = dir;
  project.provide("compiledServerDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
