import type { IncomingHttpHeaders } from "node:http";
import { HOST_KEY_HEADER } from "../../../shared/schemas/session.js";
import type { AppContext } from "../../context.js";
import { authenticateAdminToken } from "../admin/admin-token.js";
import { readSignedInAccountId } from "../oidc/account-cookie.js";
import { verifySessionAuthority, type SessionAuthority } from "./service.js";

/**
 * Who a request claims to be for host actions: the host key it sends (X-Host-Key), the admin its bearer token
 * belongs to and the account its cookie names. A bearer token that no longer signs in (expired, revoked) is remembered, so it can be answered 401.
 */
export async function readSessionAuthority(context: AppContext, headers: IncomingHttpHeaders): Promise<SessionAuthority> {
  const hostKey = headers[HOST_KEY_HEADER];
  const admin = await authenticateAdminToken(context.store.db, headers.authorization);
  return {
    hostKey: typeof hostKey === "string" ? hostKey : undefined,
    admin,
    adminTokenRejected: admin === null && headers.authorization !== undefined,
    accountId: await readSignedInAccountId(context, headers),
  };
}

/**
 * A route's check (see serveCheckedRoute) that the request may act as the host of the session in its path, run
 * before its body is read: a stranger learns nothing from the body's errors.
 */
export function checkSessionHost(context: AppContext) {
  return async (params: { id: string }, request: { headers: IncomingHttpHeaders }): Promise<SessionAuthority> => {
    const authority = await readSessionAuthority(context, request.headers);
    await verifySessionAuthority(context, params.id, authority);
    return authority;
  };
}
