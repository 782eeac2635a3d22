import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import pg from "pg";
import type {} from "../global-setup-postgres.js";

/** Which database the integration tests run on: the vitest project sets TEST_DATABASE (sqlite unless told). */
export function testDialect(): "sqlite" | "postgres" {
  return process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";
}

export function postgresAdminUrl(): string {
  const url = inject("postgresAdminUrl");
  if (!url) throw new Error("no test PostgreSQL: run this test in the `postgres` vitest project");
  return url;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the test PostgreSQL; `drop()` removes it, closing whatever still uses it. */
export async function createPostgresDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
