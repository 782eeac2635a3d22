import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { httpRoutes, type HttpRoute, type ReplyData } from "../../shared/http-contract.js";
import { parseInput } from "../parse-input.js";
import { ok } from "./envelope.js";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the request's parameters, query and body as the route's schemas parsed them. */
export type RouteCall<R extends HttpRoute, Checked> = {
  params: Parsed<R["params"]>;
  query: Parsed<R["query"]>;
  body: Parsed<R["body"]>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** What `check` returned. */
  checked: Checked;
};

/**
 * Registers a route of the HTTP contract (src/shared/http-contract.ts): the path, then the query, then the body are
 * parsed with the route's schemas (400 with the schema's message), the handler runs, and what it returns is sent as
 * `{ success: true, data }`. A handler that answers by itself (a file, a redirect, another envelope) returns `reply`.
 */
export function serveRoute<R extends HttpRoute>(app: FastifyInstance, route: R, handle: (call: RouteCall<R, undefined>) => Promise<ReplyData<R> | FastifyReply>): void {
  serveCheckedRoute(app, route, async () => undefined, handle);
}

/**
 * serveRoute with `check` run after the path is parsed and before the query and body are: who asks is settled
 * before a stranger learns anything from the body's errors.
 */
export function serveCheckedRoute<R extends HttpRoute, Checked>(
  app: FastifyInstance,
  route: R,
  check: (params: Parsed<R["params"]>, request: FastifyRequest) => Promise<Checked>,
  handle: (call: RouteCall<R, Checked>) => Promise<ReplyData<R> | FastifyReply>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      const params = (route.params ? parseInput(route.params, request.params) : undefined) as Parsed<R["params"]>;
      const checked = await check(params, request);
      const query = (route.query ? parseInput(route.query, request.query) : undefined) as Parsed<R["query"]>;
      const body = (route.body ? parseInput(route.body, request.body) : undefined) as Parsed<R["body"]>;
      const result = await handle({ params, query, body, request, reply, checked });
      return result === reply ? reply : ok(result);
    },
  });
}

const contracted = new Set(Object.values(httpRoutes).map((route) => `${route.method} ${route.path}`));

/**
 * Refuses, while the app is built, an API or sign-in route that is not in the contract (Fastify's own HEAD twins of
 * GET routes aside), so the table stays the list of every call a client can make.
 */
export function refuseRoutesOutsideContract(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!/^\/(api|auth)(\/|$)/.test(route.url)) return;
    const methods = [route.method].flat().filter((method) => method !== "HEAD");
    for (const method of methods) {
      if (!contracted.has(`${method} ${route.url}`)) throw new Error(`${method} ${route.url} is not in the HTTP contract (src/shared/http-contract.ts)`);
    }
  });
}
