import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { httpContract, type HttpRoute, type ReplyData } from "../../shared/http-contract.js";
import type { AppContext } from "../context.js";
import { requireAdminToken, type AuthenticatedAdmin } from "../features/admin/admin-token.js";
import { requireCourseHost, type CourseHost } from "../features/courses/course-host.js";
import { resolveRouteAuthority } from "../features/sessions/authority.js";
import type { SessionHost, SessionViewer } from "../features/sessions/session-host.js";
import { parseInput } from "../parse-input.js";
import { ok } from "./envelope.js";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The caller's authority, resolved once before the handler (see HttpRoute.authority). */
type AuthorityOf<R extends HttpRoute> = R["authority"] extends "host"
  ? { host: SessionHost }
  : R["authority"] extends "viewer"
    ? { viewer: SessionViewer }
    : R["authority"] extends "admin"
      ? { admin: AuthenticatedAdmin }
      : R["authority"] extends "course"
        ? { course: CourseHost }
        : unknown;

/** What a handler gets: the request's parameters, query and body as the route's schemas parsed them, and its authority. */
export type RouteCall<R extends HttpRoute> = {
  params: Parsed<R["params"]>;
  query: Parsed<R["query"]>;
  body: Parsed<R["body"]>;
  request: FastifyRequest;
  reply: FastifyReply;
} & AuthorityOf<R>;

/**
 * A whole success envelope already serialised as JSON, sent as it is (with the status the handler set on `reply`):
 * for a reply made mostly of bytes shared with other replies, which Fastify would otherwise serialise again.
 */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

type Handler<R extends HttpRoute> = (call: RouteCall<R>) => Promise<ReplyData<R> | JsonBytes | FastifyReply>;

/**
 * Registers a route of the HTTP contract (src/shared/http-contract.ts): the path, then the query, then the body are
 * parsed with the route's schemas (400 with the schema's message), the handler runs, and what it returns is sent as
 * `{ success: true, data }`, or as it is when it is JsonBytes. A handler that answers by itself (a file, a redirect,
 * another envelope) returns `reply`.
 */
export function serveRoute<R extends HttpRoute & { authority?: undefined }>(app: FastifyInstance, route: R, handle: Handler<R>): void {
  register(app, route, {}, handle);
}

/**
 * serveRoute for a route with an `authority`, resolved once before the handler, which gets it as `host` (a proof
 * the services take), `viewer`, `admin` or `course` (a course's host, a proof too). An admin token is checked when the request arrives, before its body is
 * parsed; a session's host or viewer after the path is parsed (404 for an unknown session, then 401 or 403 for a
 * host route) and before the query and body are.
 */
export function serveAuthorisedRoute<R extends HttpRoute & { authority: "host" | "viewer" | "admin" | "course" }>(
  app: FastifyInstance,
  context: AppContext,
  route: R,
  handle: Handler<R>,
): void {
  if (route.authority === "admin") {
    const admins = new WeakMap<FastifyRequest, AuthenticatedAdmin>();
    const onRequest = async (request: FastifyRequest) => void admins.set(request, await requireAdminToken(context.store.db, request.headers.authorization));
    register(app, route, { onRequest, authorise: async (_params, request) => ({ admin: admins.get(request) }) }, handle);
    return;
  }
  if (route.authority === "course") {
    register(app, route, { authorise: (params, request) => requireCourseHost(context, (params as { id: string }).id, request.headers) }, handle);
    return;
  }
  const kind = route.authority;
  register(app, route, { authorise: (params, request) => resolveRouteAuthority(context, kind, (params as { id: string }).id, request.headers) }, handle);
}

type Hooks = {
  onRequest?: (request: FastifyRequest) => Promise<void>;
  authorise?: (params: unknown, request: FastifyRequest) => Promise<object>;
};

function register<R extends HttpRoute>(app: FastifyInstance, route: R, hooks: Hooks, handle: Handler<R>): void {
  app.route({
    method: route.method,
    url: route.path,
    ...(hooks.onRequest ? { onRequest: hooks.onRequest } : {}),
    handler: async (request, reply) => {
      const params = (route.params ? parseInput(route.params, request.params) : undefined) as Parsed<R["params"]>;
      const authority = hooks.authorise ? await hooks.authorise(params, request) : {};
      const query = (route.query ? parseInput(route.query, request.query) : undefined) as Parsed<R["query"]>;
      const body = (route.body ? parseInput(route.body, request.body) : undefined) as Parsed<R["body"]>;
      const result = await handle({ params, query, body, request, reply, ...authority } as RouteCall<R>);
      // A handler that answered by itself returned `reply`, a thenable, so `await` waited for it to finish and gave
      // undefined (no route's data is undefined); returning anything else would make Fastify send a second time.
      if (result === undefined) return reply;
      if (result instanceof JsonBytes) {
        void reply.type(JSON_CONTENT_TYPE);
        return result.bytes;
      }
      return ok(result);
    },
  });
}

const contracted = new Set(Object.values(httpContract).map((route) => `${route.method} ${route.path}`));

/**
 * Refuses, while the app is built, an API or sign-in route that is not in the contract (Fastify's own HEAD twins of
 * GET routes aside), so the table stays the list of every call a client can make.
 */
export function refuseRoutesOutsideContract(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!/^\/(api|auth)(\/|$)/.test(route.url)) return;
    const methods = [route.method].flat().filter((method) => method !== "HEAD");
    for (const method of methods) {
      if (!contracted.has(`${method} ${route.url}`)) throw new Error(`${method} ${route.url} is not in the HTTP contract (src/shared/http-routes.ts and http-contract.ts)`);
    }
  });
}
