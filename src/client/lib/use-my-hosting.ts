import { useQuery } from "@tanstack/react-query";
import { signedInHostQuery, signInOptionsQuery } from "./sign-in-queries.js";
import { useHostedCourseIds, useHostedSessionIds } from "./use-hosted-sessions.js";

/**
 * What this browser hosts: the sessions and courses it holds a key for and, for a host signed in with the
 * institution, the ones their account owns (found on any device), each id once.
 */
export function useMyHosting(): { sessionIds: string[]; courseIds: string[]; signedIn: boolean } {
  const keySessionIds = useHostedSessionIds();
  const keyCourseIds = useHostedCourseIds();
  const institution = useQuery(signInOptionsQuery()).data?.oidc ?? null;
  const account = useQuery(signedInHostQuery(institution !== null)).data;
  return {
    sessionIds: [...new Set([...keySessionIds, ...(account?.sessionIds ?? [])])],
    courseIds: [...new Set([...keyCourseIds, ...(account?.courseIds ?? [])])],
    signedIn: Boolean(account?.account),
  };
}
