import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from "kysely";
import pg from "pg";
import type { Store, StoreObservers } from "./store.js";
import { runMigrations } from "./migrate.js";
import { mapConnectionError } from "./postgres-errors.js";
import { createPostgresFeedbackWriter } from "./postgres-feedback-writer.js";
import type { Database } from "./schema.js";

/** Connections per instance; several instances share the server's max_connections (100 by default). */
/** A request waits at most this long for a connection, so an outage answers 503 quickly instead of hanging. */
const CONNECT_TIMEOUT_MS = 3_000;
const HEALTH_TIMEOUT_MS = 1_500;
/** Held (session-level) while migrating, so instances that start together migrate one after another. */
const MIGRATION_LOCK_KEY = 742000;

/** Where the store points, without the password, for the start-up log and the admin settings screen. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, "")) || "postgres";
    return `PostgreSQL database ${database} on ${parsed.hostname}:${parsed.port || "5432"}`;
  } catch {
    return "PostgreSQL";
  }
}

/**
 * Hands Kysely pool clients whose failures to reach the database come back as AppError("UNAVAILABLE"), whatever
 * query hit them. A broken client is dropped by the pool on release, so the pool heals once the database is back.
 */
function unavailableAwarePool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw mapConnectionError(error);
      }
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        const inner = client;
        wrapper = {
          query: ((text: string, values: readonly unknown[]) =>
            inner.query(text, [...values]).catch((error: unknown) => {
              throw mapConnectionError(error);
            })) as unknown as PostgresPoolClient["query"],
          release: () => inner.release(),
        };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
    options: pool.options,
  };
}

async function migrateUnderLock(pool: pg.Pool, db: Kysely<Database>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await runMigrations(db, "postgres");
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Opens a pool on PostgreSQL, migrates under an advisory lock, and uses the batching feedback writer. */
export async function openPostgres(url: string, poolSize: number, observers: StoreObservers = {}): Promise<Store> {
  const onPoolError = observers.onPoolError ?? (() => undefined);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: "ordsky",
  });
  // A connection that breaks while idle (or between two queries) must not crash the process: the pool drops it.
  pool.on("error", onPoolError);
  pool.on("connect", (client) => client.on("error", onPoolError));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: unavailableAwarePool(pool) }) });
  try {
    await migrateUnderLock(pool, db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return {
    db,
    dialect: "postgres",
    description: describePostgresUrl(url),
    feedbackWriter: createPostgresFeedbackWriter(db, observers.onWriterBatch),
    async isHealthy() {
      try {
        await withTimeout(sql`select 1`.execute(db), HEALTH_TIMEOUT_MS);
        return true;
      } catch {
        return false;
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await db.destroy();
    },
  };
}
