import { queryOptions } from "@tanstack/react-query";
import { dataOrThrow } from "./api.js";
import { getSignInOptions } from "./sign-in-api.js";

/** How this install signs people in (passwords, the institution's provider); it changes only with a restart. */
export const signInOptionsQuery = () =>
  queryOptions({ queryKey: ["sign-in-options"] as const, queryFn: () => dataOrThrow(getSignInOptions()), staleTime: Infinity });
