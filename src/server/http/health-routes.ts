import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";

/**
 * `/health` as the spec has it (the database answers); `/livez`: the process serves requests (restart it when not);
 * `/readyz`: send it traffic (see Readiness). Answers are never cached.
 */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  app.get("/health", async (_request, reply) => {
    if (!(await context.store.isHealthy())) return reply.code(503).send({ success: false, error: "Database unavailable", code: "UNAVAILABLE", status: "unavailable" });
    return { status: "ok", success: true, data: { status: "ok" } };
  });

  app.get("/livez", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { success: true, data: { status: "live" } };
  });

  app.get("/readyz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const verdict = await context.readiness.check();
    if (verdict.ready) return { success: true, data: { status: "ready" } };
    return reply.code(503).send({ success: false, error: verdict.error, code: "UNAVAILABLE", reason: verdict.reason });
  });
}
