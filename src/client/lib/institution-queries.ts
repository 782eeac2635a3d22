import { queryOptions } from "@tanstack/react-query";
import { dataOrThrow } from "./api.js";
import { getInstitution } from "./institution-api.js";

/** The key the admin's card refreshes when it saves. */
export const institutionKey = ["institution"] as const;

/** The institution's texts for the statement and the notice; they change only when an admin saves them. */
export const institutionQuery = () => queryOptions({ queryKey: institutionKey, queryFn: () => dataOrThrow(getInstitution()), staleTime: 5 * 60_000 });
