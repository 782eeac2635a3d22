import pg from "pg";
import { createPostgresCluster, type PostgresCluster } from "./postgres-cluster.js";

/**
 * A PostgreSQL of the test's own, started, with the databases named (created empty): for tests that stop and start
 * PostgreSQL or need another version, while the shared one serves the other tests.
 */
export async function startOwnPostgres(
  databases: string[],
  options: Parameters<typeof createPostgresCluster>[0] = {},
  check?: (admin: pg.Client) => Promise<void>,
): Promise<PostgresCluster> {
  const cluster = await createPostgresCluster(options);
  await cluster.start();
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  try {
    await check?.(admin);
    for (const name of databases) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return cluster;
}
