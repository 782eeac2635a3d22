/** How long Ordsky waits for a platform's server (registration, keyset, token, an admin's check). */
export const PLATFORM_FETCH_TIMEOUT_MS = 10_000;
/**
 * The most of a platform's answer Ordsky reads: its configuration, keyset and token answers are a few KB (a keyset
 * of several RSA keys under 10 KB); a larger answer is not one of those, and is not read into memory.
 */
export const PLATFORM_ANSWER_MAX_BYTES = 256 * 1024;

/** An answer of a platform's server: its status and text, cut off at PLATFORM_ANSWER_MAX_BYTES. */
export type PlatformAnswer = { status: number; text: string; location: string | null };

/** Why a platform's server gave no answer Ordsky could read: `detail` says it in the operator's terms. */
export class PlatformUnreachable extends Error {
  constructor(
    readonly kind: "unreachable" | "too-large",
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
  }
}

/** What went wrong before an answer, as short as a log line: "timeout", "ECONNREFUSED", "ENOTFOUND", … */
function describeFetchError(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "timeout";
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message.slice(0, 200);
  return String(error).slice(0, 200);
}

/**
 * Calls a platform's server, bounded: PLATFORM_FETCH_TIMEOUT_MS for the whole exchange and at most
 * PLATFORM_ANSWER_MAX_BYTES of its answer. Redirects are followed as fetch does, unless `init.redirect` says otherwise.
 * Throws PlatformUnreachable when nothing readable came back; any HTTP status is an answer.
 */
export async function fetchFromPlatform(url: string, init: RequestInit = {}): Promise<PlatformAnswer> {
  const signal = AbortSignal.timeout(PLATFORM_FETCH_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    throw new PlatformUnreachable("unreachable", describeFetchError(error));
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > PLATFORM_ANSWER_MAX_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new PlatformUnreachable("too-large", `${declared} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > PLATFORM_ANSWER_MAX_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw new PlatformUnreachable("too-large", `more than ${PLATFORM_ANSWER_MAX_BYTES} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof PlatformUnreachable) throw error;
    throw new PlatformUnreachable("unreachable", describeFetchError(error));
  }
  return { status: response.status, text: Buffer.concat(chunks).toString("utf8"), location: response.headers.get("location") };
}

/** The answer's JSON, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a platform's page answers, and with which status; its body is not read, and redirects are not followed. */
export async function fetchStatusFromPlatform(url: string): Promise<number> {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(PLATFORM_FETCH_TIMEOUT_MS), headers: { accept: "text/html" } });
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  } catch (error) {
    throw new PlatformUnreachable("unreachable", describeFetchError(error));
  }
}
