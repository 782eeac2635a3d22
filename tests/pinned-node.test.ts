import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const PROJECT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(readFileSync(join(PROJECT_DIR, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
const pinned = `v${manifest.devDependencies.node}`;

describe("the pinned Node", () => {
  it("runs the test suite itself", () => {
    expect(process.version).toBe(pinned);
  });

  it("runs every npm script, whatever Node launched npm", () => {
    // npm puts node_modules/.bin first on a script's PATH, where the `node` package links its binary.
    const version = execFileSync("npm", ["exec", "--offline", "--", "node", "--version"], { cwd: PROJECT_DIR, encoding: "utf8" }).trim();
    expect(version).toBe(pinned);
  }, 120_000); // npm starting npm: a second or two, much longer on a busy machine
});
