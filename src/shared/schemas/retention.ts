import { z } from "zod";

/** Retention is counted in whole days: one day at least, ten years at most (a typo such as 36500 is refused). */
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;

export const RETENTION_DAYS_MESSAGE = `Retention must be a whole number of days between ${RETENTION_DAYS_MIN} and ${RETENTION_DAYS_MAX}`;
export const RETENTION_FIXED_MESSAGE = "Retention is set by the server's configuration (RETENTION_DAYS) and cannot be changed here";

const retentionDaysSchema = z.number({ message: RETENTION_DAYS_MESSAGE }).int(RETENTION_DAYS_MESSAGE).min(RETENTION_DAYS_MIN, RETENTION_DAYS_MESSAGE).max(RETENTION_DAYS_MAX, RETENTION_DAYS_MESSAGE);

/** An admin sets N days (`null`: sessions are kept until deleted by hand). */
export const retentionSettingSchema = z.object({ days: retentionDaysSchema.nullable() }, { message: RETENTION_DAYS_MESSAGE });

/**
 * The retention in force and where it comes from: `environment` when RETENTION_DAYS is set (it wins, and the admin
 * area shows it read-only), otherwise `admin` (the value stored by an admin, or off).
 */
export const retentionPolicySchema = z.object({ days: retentionDaysSchema.nullable(), source: z.enum(["environment", "admin"]) });
export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;

/**
 * The policy as the asking admin sees it: `changeable` when they may set it here (not when RETENTION_DAYS fixes it,
 * nor for the demo account, which reaches only the demo sessions while retention deletes everyone's).
 */
export const adminRetentionPolicySchema = retentionPolicySchema.extend({ changeable: z.boolean() });
export type AdminRetentionPolicy = z.infer<typeof adminRetentionPolicySchema>;

/** When a session will be deleted: `deletesAt` (ISO time) is its last activity plus `days`; both null while retention is off. */
export const sessionRetentionSchema = z.object({ days: retentionDaysSchema.nullable(), deletesAt: z.string().nullable() });
export type SessionRetention = z.infer<typeof sessionRetentionSchema>;
