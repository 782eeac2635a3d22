import { afterAll, describe, expect, it } from "vitest";
import { startOwnPostgres } from "./helpers/own-postgres.js";
import type { PostgresCluster } from "./helpers/postgres-cluster.js";
import { startServerOnDatabase, type TestServer } from "./helpers/test-server.js";

let cluster: PostgresCluster | null = null;
let server: TestServer | null = null;

afterAll(async () => {
  await server?.close();
  await cluster?.destroy();
});

async function readiness(): Promise<{ status: number; body: any }> {
  return server!.request("GET", "/readyz");
}

describe("readiness through a database outage", () => {
  it("turns 503 naming the database while PostgreSQL is down, and 200 again once it is back", async () => {
    // Its own PostgreSQL, which this test stops and starts again (the shared one serves the other tests).
    cluster = await startOwnPostgres(["ordsky"], { persistent: true, durable: false });
    server = await startServerOnDatabase(cluster.url("ordsky"));
    expect(await readiness()).toEqual({ status: 200, body: { success: true, data: { status: "ready" } } });

    await cluster.stop();
    expect(await readiness()).toEqual({
      status: 503,
      body: { success: false, error: "Not ready: the database does not answer", code: "UNAVAILABLE", reason: "database-unavailable" },
    });
    // Alive all the same: restarting it would not help.
    expect((await server.request("GET", "/livez")).status).toBe(200);

    await cluster.start();
    // Ready once queries answer and the bus listener is back (it retries with backoff up to 5 s).
    await expect.poll(async () => (await readiness()).status, { timeout: 20_000, interval: 100 }).toBe(200);
  }, 90_000);
});
