import type { IncomingHttpHeaders } from "node:http";
import { HOST_KEY_HEADER } from "../../../shared/schemas/session.js";
import type { AppContext } from "../../context.js";
import { authenticateAdminToken } from "../admin/admin-token.js";
import { findCourseRow } from "../../store/courses-data.js";
import { readHostGrant } from "../lti/host-grant.js";
import { readSignedInAccountId } from "../oidc/account-cookie.js";
import { requireSessionRow } from "./service.js";
import { requireHost, viewerOf, type SessionAuthority, type SessionHost, type SessionViewer } from "./session-host.js";

/**
 * Who a request claims to be for host actions: the host key it sends (X-Host-Key), the admin its bearer token
 * belongs to and the account its cookie names. A bearer token that no longer signs in (expired, revoked) is remembered, so it can be answered 401.
 */
export async function readSessionAuthority(context: AppContext, headers: IncomingHttpHeaders): Promise<SessionAuthority> {
  const hostKey = typeof headers[HOST_KEY_HEADER] === "string" ? headers[HOST_KEY_HEADER] : undefined;
  const admin = await authenticateAdminToken(context.store.db, headers.authorization);
  return {
    hostKey,
    grant: await readHostGrant(context, hostKey),
    admin,
    adminTokenRejected: admin === null && headers.authorization !== undefined,
    accountId: await readSignedInAccountId(context, headers),
  };
}

/** The session (404 when there is none) as this caller sees it: for HTTP routes and socket joins alike. */
export async function viewSession(context: AppContext, sessionId: string, authority: SessionAuthority): Promise<SessionViewer> {
  const session = await requireSessionRow(context, sessionId);
  const course = session.course_id === null ? undefined : await findCourseRow(context.store.db, session.course_id);
  return viewerOf(session, authority, course);
}

/**
 * A route's authority (the HTTP contract's `authority`), resolved once before its query and body are read: `host`
 * refuses anyone else (404 for an unknown session first, then 401 or 403), `viewer` tells the handler whether the
 * caller is the host.
 */
export async function resolveRouteAuthority(
  context: AppContext,
  kind: "host" | "viewer",
  sessionId: string,
  headers: IncomingHttpHeaders,
): Promise<{ host: SessionHost } | { viewer: SessionViewer }> {
  const viewer = await viewSession(context, sessionId, await readSessionAuthority(context, headers));
  return kind === "host" ? { host: requireHost(viewer) } : { viewer };
}
