import { queryOptions } from "@tanstack/react-query";
import { dataOrThrow } from "./api.js";
import { rememberAccountSessions } from "./host-keys.js";
import { getSignedInHost, getSignInOptions } from "./sign-in-api.js";

/** How this install signs people in (passwords, the institution's provider); it changes only with a restart. */
export const signInOptionsQuery = () =>
  queryOptions({ queryKey: ["sign-in-options"] as const, queryFn: () => dataOrThrow(getSignInOptions()), staleTime: Infinity });

export const signedInHostKey = ["signed-in-host"] as const;

/** The host signed in with the institution here, if any, and the sessions their account owns. */
export const signedInHostQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: signedInHostKey,
    queryFn: async () => {
      const host = await dataOrThrow(getSignedInHost());
      rememberAccountSessions(host.sessionIds);
      return host;
    },
    enabled,
  });
