import { QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorStatus } from "./api.js";

declare module "@tanstack/react-query" {
  interface Register {
    /**
     * `errorToast`: what to tell the user when the query fails; a function also learns whether earlier data is
     * still on screen, and may answer null for nothing (e.g. a 401 that signs out, or a background refresh).
     */
    queryMeta: { errorToast?: string | ((error: Error, hasData: boolean) => string | null) };
  }
}

/**
 * The app's one cache of server state. Calls are not retried (the spec's error texts show at once) and not
 * refetched on window focus (live screens get pushes; polls are per query). A failing query toasts once per
 * failure streak, so a 5 s poll against a server that is away does not toast every 5 s; the same text from two
 * queries shows as one toast.
 */
export function createQueryClient(): QueryClient {
  const failing = new Set<string>();
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        const describe = query.meta?.errorToast;
        const message = typeof describe === "function" ? describe(error, query.state.data !== undefined) : describe;
        if (!message || failing.has(query.queryHash)) return;
        failing.add(query.queryHash);
        toast.error(message, { id: message });
      },
      onSuccess(_data, query) {
        failing.delete(query.queryHash);
      },
    }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

/**
 * The `errorToast` of a screen's first load: `notFound` for a 404, else `failed`; a failed background refresh keeps
 * the screen as it is, without a toast.
 */
export const firstLoadErrorToast =
  (notFound: string, failed: string) =>
  (error: Error, hasData: boolean): string | null =>
    hasData ? null : errorStatus(error) === 404 ? notFound : failed;
