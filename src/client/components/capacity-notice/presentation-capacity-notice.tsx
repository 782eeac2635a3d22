import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { Session } from "../../../shared/schemas/session.js";
import { mayActAsHost } from "../../lib/host-keys.js";
import { questionsQuery, sessionKeys } from "../../lib/session-queries.js";
import { CapacityNotice } from "./capacity-notice.js";

/** The count follows the live cloud at this pace: one HTTP call a second at most, not one per answer. */
const REFRESH_MS = 1_000;

/**
 * The capacity notice on the projector, for the host's browser only: the admitted count comes with the host's
 * question list, refreshed as answers arrive (a new participant's first answer moves the cloud's version).
 */
export function PresentationCapacityNotice({ session, liveVersion }: { session: Session; liveVersion: number | undefined }) {
  const host = session.sessionType === "regular" && mayActAsHost(session.id);
  const queryClient = useQueryClient();
  const list = useQuery({ ...questionsQuery(session.id), enabled: host });
  const last = useRef(0);
  useEffect(() => {
    if (!host || liveVersion === undefined) return;
    const wait = Math.max(0, last.current + REFRESH_MS - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: sessionKeys.questions(session.id) });
    }, wait);
    return () => clearTimeout(timer);
  }, [host, liveVersion, queryClient, session.id]);
  if (!host) return null;
  return <CapacityNotice session={session} participants={list.data?.participantCount ?? session.participantCount ?? 0} variant="presentation" />;
}
