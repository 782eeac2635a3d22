import type { FastifyInstance } from "fastify";
import { httpContract } from "../../shared/http-contract.js";
import type { AppContext } from "../context.js";
import { serveRoute } from "./serve-route.js";

/**
 * `/health` as the spec has it (the database answers); `/livez`: the process serves requests (restart it when not);
 * `/readyz`: send it traffic (see Readiness). Answers are never cached.
 */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.health, async ({ reply }) => {
    if (!(await context.store.isHealthy())) return reply.code(503).send({ success: false, error: "Database unavailable", code: "UNAVAILABLE", status: "unavailable" });
    return reply.send({ status: "ok", success: true, data: { status: "ok" } });
  });

  serveRoute(app, httpContract.livez, async ({ reply }) => {
    reply.header("cache-control", "no-store");
    return { status: "live" as const };
  });

  serveRoute(app, httpContract.readyz, async ({ reply }) => {
    reply.header("cache-control", "no-store");
    const verdict = await context.readiness.check();
    if (verdict.ready) return { status: "ready" as const };
    return reply.code(503).send({ success: false, error: verdict.error, code: "UNAVAILABLE", reason: verdict.reason });
  });
}
