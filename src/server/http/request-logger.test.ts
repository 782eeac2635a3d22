import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { makeRequestLogger } from "./request-logger.js";

describe("makeRequestLogger", () => {
  it("logs with the request's bindings, as a child logger would, at the app's level", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream } });
    const logger = makeRequestLogger(app.log, { reqId: "req-9" }, {});
    expect(logger.level).toBe("info");
    logger.debug("not at this level");
    logger.warn({ path: "/x" }, "slow");
    logger.child({ step: "inner" }).error("failed");
    expect(lines.map(({ level, reqId, path, step, msg }) => ({ level, reqId, path, step, msg }))).toEqual([
      { level: 40, reqId: "req-9", path: "/x", step: undefined, msg: "slow" },
      { level: 50, reqId: "req-9", path: undefined, step: "inner", msg: "failed" },
    ]);
    await app.close();
  });
});
