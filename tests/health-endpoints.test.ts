import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("liveness and readiness", () => {
  it("answers /livez and /readyz while serving, never cached, and keeps /health as the spec has it", async () => {
    const live = await fetch(`${server.url}/livez`);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect(await live.json()).toEqual({ success: true, data: { status: "live" } });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ success: true, data: { status: "ready" } });
    expect(await server.request("GET", "/health")).toEqual({ status: 200, body: { status: "ok", success: true, data: { status: "ok" } } });
  });

  it("stops being ready the moment a shutdown begins", async () => {
    const closing = server.close();
    expect(await server.context.readiness.check()).toEqual({ ready: false, reason: "shutting-down", error: "Not ready: shutting down" });
    await closing;
    // A second close (afterAll) is the same shutdown, not another one.
    expect(server.close()).toBeInstanceOf(Promise);
  });
});
