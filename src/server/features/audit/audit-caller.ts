import type { FastifyRequest } from "fastify";
import type { AuditActorKind } from "../../../shared/schemas/audit.js";
import type { AuthenticatedAdmin } from "../admin/admin-token.js";

/** Who did something the audit trail records, and from which address. */
export type AuditCaller = { actorKind: AuditActorKind; actor: string; address: string };

export function adminCaller(admin: Pick<AuthenticatedAdmin, "email">, request: FastifyRequest): AuditCaller {
  return { actorKind: "admin", actor: admin.email, address: request.ip };
}

/** Ordsky itself: the retention sweep. */
export const SYSTEM_CALLER: AuditCaller = { actorKind: "system", actor: "", address: "" };
