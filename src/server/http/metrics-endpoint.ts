import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { httpContract } from "../../shared/http-contract.js";
import type { Operations } from "../config/config-operations.js";
import { AppError } from "../errors.js";
import type { Metrics } from "../metrics/metrics.js";
import { serveRoute } from "./serve-route.js";

const UNAUTHORISED = "Metrics need the bearer token set in METRICS_TOKEN";

/** Whether the request carries `Authorization: Bearer <token>`; compared in constant time. */
function holdsToken(headers: IncomingHttpHeaders, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(headers.authorization ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `/metrics` on the public port, only when METRICS_TOKEN is set, and only for requests that carry it. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, settings: Operations["metrics"]): void {
  const token = settings.token;
  if (token === null) return;
  serveRoute(app, httpContract.metrics, async ({ request, reply }) => {
    if (!holdsToken(request.headers, token)) throw new AppError("UNAUTHORIZED", UNAUTHORISED);
    return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(await metrics.scrape());
  });
}

function sendJson(response: import("node:http").ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

/**
 * METRICS_PORT: a listener of its own that serves only /metrics, on METRICS_HOST (127.0.0.1 by default, so only
 * the machine's own Prometheus or agent reaches it). With METRICS_TOKEN set it wants the token too.
 */
export async function startMetricsListener(metrics: Metrics, settings: Operations["metrics"]): Promise<Server | null> {
  if (settings.port === null) return null;
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method !== "GET" || path !== httpContract.metrics.path) return sendJson(response, 404, { success: false, error: "Not found", code: "NOT_FOUND" });
    if (settings.token !== null && !holdsToken(request.headers, settings.token)) return sendJson(response, 401, { success: false, error: UNAUTHORISED, code: "UNAUTHORIZED" });
    metrics.scrape().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" }).end(text),
      () => sendJson(response, 500, { success: false, error: "Metrics could not be collected", code: "INTERNAL" }),
    );
  });
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: settings.port ?? 0, host: settings.host }, () => resolve());
  });
  return server;
}
