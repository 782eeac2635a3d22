import type { FastifyRequest } from "fastify";
import type { AuditActorKind } from "../../../shared/schemas/audit.js";
import type { AppContext } from "../../context.js";
import { findAccount } from "../../store/accounts-data.js";
import { HOST_KEY_HEADER } from "../../../shared/schemas/session.js";
import { authenticateAdminToken, type AuthenticatedAdmin } from "../admin/admin-token.js";
import { readHostGrant } from "../lti/host-grant.js";
import { readSignedInAccountId } from "../oidc/account-cookie.js";

/** Who did something the audit trail records, and from which address. */
export type AuditCaller = { actorKind: AuditActorKind; actor: string; address: string };

export function adminCaller(admin: Pick<AuthenticatedAdmin, "email">, request: FastifyRequest): AuditCaller {
  return { actorKind: "admin", actor: admin.email, address: request.ip };
}

/** Ordsky itself: the retention sweep. */
export const SYSTEM_CALLER: AuditCaller = { actorKind: "system", actor: "", address: "" };

/**
 * The person behind a host's or a course host's request, whatever proof let them in: the admin their token names,
 * else the account they signed in with, else an instructor a learning platform launched (its grant names no one),
 * else whoever holds the host key, who is known to Ordsky by nothing more.
 */
export async function hostCaller(context: AppContext, request: FastifyRequest): Promise<AuditCaller> {
  const address = request.ip;
  const admin = await authenticateAdminToken(context.store.db, request.headers.authorization);
  if (admin) return adminCaller(admin, request);
  const accountId = await readSignedInAccountId(context, request.headers);
  const account = accountId ? await findAccount(context.store.db, accountId) : undefined;
  if (account) return { actorKind: "account", actor: account.email, address };
  const hostKey = request.headers[HOST_KEY_HEADER];
  const grant = typeof hostKey === "string" ? await readHostGrant(context, hostKey) : null;
  return { actorKind: grant ? "lti" : "host-key", actor: "", address };
}
