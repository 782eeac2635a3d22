import type { TestProject } from "vitest/node";
import { createPostgresCluster } from "./helpers/postgres-cluster.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the maintenance database of the PostgreSQL started for this test run. */
    postgresAdminUrl: string;
  }
}

/** Starts one PostgreSQL for the whole `postgres` test project; each test server gets its own database on it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await createPostgresCluster({ durable: false });
  await cluster.start();
  project.provide("postgresAdminUrl", cluster.url());
  return () => cluster.stop();
}
