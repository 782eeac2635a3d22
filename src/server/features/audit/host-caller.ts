import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { findAccount } from "../../store/accounts-data.js";
import { readSessionAuthority } from "../sessions/authority.js";
import type { AuditCaller } from "./audit-caller.js";

/**
 * The person behind a host's or a course host's request, whatever proof let them in: the admin their token names,
 * else the account they signed in with, else an instructor a learning platform launched (its grant names no one),
 * else whoever holds the host key, who is known to Ordsky by nothing more.
 */
export async function hostCaller(context: AppContext, request: FastifyRequest): Promise<AuditCaller> {
  const address = request.ip;
  const authority = await readSessionAuthority(context, request.headers);
  if (authority.admin) return { actorKind: "admin", actor: authority.admin.email, address };
  const account = authority.accountId ? await findAccount(context.store.db, authority.accountId) : undefined;
  if (account) return { actorKind: "account", actor: account.email, address };
  return { actorKind: authority.grant ? "lti" : "host-key", actor: "", address };
}
