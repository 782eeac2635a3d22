import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** The folder holding package.json, whether we run from src/ (tsx) or dist/ (built). */
export const PROJECT_ROOT = findProjectRoot();
/** The built client; CLIENT_DIST_DIR overrides it (tests building into their own folder). */
export const CLIENT_DIST_DIR = process.env.CLIENT_DIST_DIR || join(PROJECT_ROOT, "dist", "client");

/** The version from package.json, shown on the admin settings screen. */
export const APP_VERSION: string = (JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as { version: string }).version;
