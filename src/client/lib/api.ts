import { ERROR_CODES, type ErrorCode } from "../../shared/error-codes.js";

/**
 * Result of every API call: the data, or the error text to show (spec section 8's rules) with the server's stable
 * code for it, when it sent one, so the text can be shown in another language.
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: string; status: number; code?: ErrorCode };

type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/**
 * Calls the backend with a JSON body. The error text is the server's own message, else
 * 'HTTP {status}: {statusText}', else the network error's message, else 'Network error'.
 */
export async function apiRequest<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResult<T>> {
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

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => apiRequest<T>("POST", path, body, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => apiRequest<T>("PUT", path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>("DELETE", path, undefined, options),
};

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
