import type { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "../../shared/error-codes.js";
import type { HttpContract, ReplyData } from "../../shared/http-contract.js";
import { httpRoutes, routePath, type HttpRouteAddress, type RouteName } from "../../shared/http-routes.js";

/**
 * Result of every API call: the data, or the error text to show (spec section 8's rules) with the server's stable
 * code for it, when it sent one, so the text can be shown in another language.
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: string; status: number; code?: ErrorCode };

export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/**
 * Calls the backend with a JSON body. The error text is the server's own message, else
 * 'HTTP {status}: {statusText}', else the network error's message, else 'Network error'.
 */
async function apiRequest<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error && error.message ? error.message : "Network error" };
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const envelope = (payload ?? {}) as { success?: boolean; data?: T; error?: string; code?: unknown };
  if (!response.ok || envelope.error !== undefined || envelope.success === false) {
    const code = ERROR_CODES.find((known) => known === envelope.code);
    return { ok: false, status: response.status, error: envelope.error ?? `HTTP ${response.status}: ${response.statusText}`, ...(code ? { code } : {}) };
  }
  return { ok: true, data: envelope.data as T };
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call of the route named `N` sends: its path parameters, query and body, each only when the route has them. */
export type RouteInput<N extends RouteName> = InputOf<HttpContract[N]>;

// Each test wrapped in a tuple: a conditional on a bare union would distribute over all routes and multiply out.
type InputOf<R> = ([R] extends [{ params: z.ZodType }] ? { params: Input<R["params"]> } : { params?: never }) &
  ([R] extends [{ query: z.ZodType }] ? { query?: Input<R["query"]> } : { query?: never }) &
  ([R] extends [{ body: z.ZodType }] ? { body: Input<R["body"]> } : { body?: never });

/** The routes whose reply is the JSON envelope (not a file, text or redirect). */
type JsonRouteName = { [N in RouteName]: HttpContract[N]["reply"] extends z.ZodType ? N : never }[RouteName];

/** A route's URL with its path parameters and query (undefined values left out). */
export function routeUrl(route: HttpRouteAddress, input: { params?: unknown; query?: unknown }): string {
  const path = routePath(route, input.params as Record<string, string> | undefined);
  const entries = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)]))}`;
}

/**
 * Calls the route named `name` of the HTTP contract (src/shared/http-routes.ts, its schemas in http-contract.ts).
 * In development and tests its reply is checked against the route's reply schema, so a server that answers otherwise
 * than the contract says fails loudly there; the production bundle trusts the server built from the same contract
 * and holds neither the check nor the contract's schemas (see docs/decisions.md).
 */
export async function callRoute<N extends JsonRouteName>(name: N, input: RouteInput<N>, options?: RequestOptions): Promise<ApiResult<ReplyData<HttpContract[N]>>>;
export async function callRoute(name: JsonRouteName, input: { params?: unknown; query?: unknown; body?: unknown }, options: RequestOptions = {}): Promise<ApiResult<unknown>> {
  const route: HttpRouteAddress = httpRoutes[name];
  // POST and PUT always send a JSON object, as the spec's client does ("empty object").
  const body = route.method === "POST" || route.method === "PUT" ? (input.body ?? {}) : undefined;
  const result = await apiRequest<unknown>(route.method, routeUrl(route, input), body, options);
  if (import.meta.env.DEV && result.ok) await checkReply(name, result.data);
  return result;
}

/** Thrown in development and tests when a reply breaks the contract. */
export class ContractViolation extends Error {
  override name = "ContractViolation";
}

/** Loaded on the first check: only development and test builds hold the contract's schemas. */
async function checkReply(name: JsonRouteName, data: unknown): Promise<void> {
  const [{ httpContract }, { describeZodError }] = await Promise.all([import("../../shared/http-contract.js"), import("../../shared/schemas/api.js")]);
  const route = httpContract[name];
  const checked = (route.reply as z.ZodType).safeParse(data);
  if (!checked.success) throw new ContractViolation(`${route.method} ${route.path} answered outside its reply schema: ${describeZodError(checked.error)}`);
}

/** A failed call as an error, for server-state queries: `message` is the text to show, `status` 0 for no answer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The call's data, or its failure thrown as an ApiError (a query's error). */
export async function dataOrThrow<T>(request: Promise<ApiResult<T>>): Promise<T> {
  const result = await request;
  if (!result.ok) throw new ApiError(result.error, result.status, result.code);
  return result.data;
}

/** The HTTP status of a query's error (0: no answer, e.g. offline). */
export const errorStatus = (error: unknown): number => (error instanceof ApiError ? error.status : 0);
