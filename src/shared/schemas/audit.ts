import { z } from "zod";
import { adminSessionsQuerySchema, paginationSchema } from "./admin.js";
import { sessionLanguageSchema } from "./session-language.js";

/**
 * What the audit trail records: each admin or host action that changes or exports what others see (issue 46 part 3).
 * A record names who, what, when and from which address, never an answer's text.
 */
export const AUDIT_KINDS = [
  "admin.signedIn",
  "admin.registered",
  "account.adminChanged",
  "session.deleted",
  "session.changed",
  "session.exported",
  "course.changed",
  "course.exported",
  "term.exported",
  "retention.changed",
  "threshold.changed",
  "timeZone.changed",
  "institution.changed",
  "filter.changed",
  "lti.platformRegistered",
  "lti.platformRemoved",
  "lti.keyRotated",
  "lti.registrationDismissed",
  "audit.exported",
] as const;
export const auditKindSchema = z.enum(AUDIT_KINDS, { message: "Unknown kind of audit record" });
export type AuditKind = z.infer<typeof auditKindSchema>;

/**
 * Who acted: an admin (by email), an account signed in with the institution (by email), a host known only by the
 * session's or course's host key, an instructor a learning platform launched, a learning platform's own dynamic
 * registration, or Ordsky itself (retention).
 */
export const AUDIT_ACTOR_KINDS = ["admin", "account", "host-key", "lti", "platform", "system"] as const;
export const auditActorKindSchema = z.enum(AUDIT_ACTOR_KINDS);
export type AuditActorKind = z.infer<typeof auditActorKindSchema>;

/** An action's particulars: setting names and values, counts, formats; never text a participant wrote. */
export const auditDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditDetail = z.infer<typeof auditDetailSchema>;

export const auditRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: auditKindSchema,
  actorKind: auditActorKindSchema,
  /** The admin's or account's email, the registering platform's issuer; empty for a host key, a launch and Ordsky. */
  actor: z.string(),
  /** What was acted on, as it was named then ("Statistik 1 (K7P2QX)"); empty for an instance-wide setting. */
  target: z.string(),
  detail: auditDetailSchema,
  address: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** One person the trail names, as the person filter picks them. */
export const auditActorSchema = z.object({ actorKind: auditActorKindSchema, actor: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

/** The filters: a kind, and a person (their kind and name together; no kind: everyone). */
const filterFields = {
  kind: z.enum([...AUDIT_KINDS, ""], { message: "Unknown kind of audit record" }).default(""),
  actorKind: z.enum([...AUDIT_ACTOR_KINDS, ""], { message: "Unknown kind of person" }).default(""),
  actor: z.string({ message: "Person must be text" }).max(320, "Person must be at most 320 characters").default(""),
};

export const auditQuerySchema = adminSessionsQuerySchema.pick({ page: true, limit: true }).extend(filterFields);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  records: z.array(auditRecordSchema),
  pagination: paginationSchema,
  /** Everyone the trail names, for the person filter. */
  actors: z.array(auditActorSchema),
  /** How long records are kept: the retention in days, null while retention is off (kept until deleted). */
  retentionDays: z.number().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditExportSchema = z.object({ ...filterFields, language: sessionLanguageSchema.optional() });
export type AuditExportInput = z.infer<typeof auditExportSchema>;
