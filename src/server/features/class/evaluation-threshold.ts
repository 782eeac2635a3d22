import type { AuditCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import { COURSE_MIN_RESPONSES_DEFAULT, MIN_RESPONSES_FIXED_MESSAGE, type MinResponsesPolicy } from "../../../shared/schemas/evaluation-threshold.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { readStoredSetting, writeStoredSetting } from "../../store/admin-settings-data.js";
import { findCourseRow, type CourseRow } from "../../store/courses-data.js";
import type { SessionRow } from "../../store/sessions-data.js";
import { DEMO_REACH_MESSAGE, type AdminReach } from "../admin/overview-service.js";

/** No threshold: results show from the first answer, as the spec has it. */
const NO_THRESHOLD = 0;

/** The institution's floor: EVALUATION_MIN_RESPONSES wins over what an admin stored (as RETENTION_DAYS does). */
async function readFloor(context: AppContext): Promise<Pick<MinResponsesPolicy, "minResponses" | "source">> {
  const fixed = context.config.operations.evaluationMinResponses;
  if (fixed !== null) return { minResponses: fixed, source: "environment" };
  return { minResponses: await readStoredSetting(context.store.db, "evaluation-min-responses"), source: "admin" };
}

export async function getMinResponsesPolicy(context: AppContext, admin: AdminReach): Promise<MinResponsesPolicy> {
  const floor = await readFloor(context);
  return { ...floor, changeable: floor.source === "admin" && !admin.demo };
}

export async function setMinResponses(context: AppContext, minResponses: number | null, admin: AdminReach, caller: AuditCaller): Promise<MinResponsesPolicy> {
  // The demo account reaches only the demo sessions; the floor is every evaluation's.
  if (admin.demo) throw new AppError("FORBIDDEN", DEMO_REACH_MESSAGE);
  if (context.config.operations.evaluationMinResponses !== null) throw new AppError("CONFLICT", MIN_RESPONSES_FIXED_MESSAGE);
  const previous = await readStoredSetting(context.store.db, "evaluation-min-responses");
  await writeStoredSetting(context.store.db, "evaluation-min-responses", minResponses);
  if (minResponses !== previous) await recordAudit(context, caller, { kind: "threshold.changed", detail: { minResponses, previous } });
  return getMinResponsesPolicy(context, admin);
}

/**
 * The number of answers a question of this session needs before anyone (its host included) sees its results: the
 * institution's floor, raised by what the host chose; 0 for a class session with neither (the spec's behaviour).
 * A session in a course takes the course's threshold as its floor (see courseThreshold).
 */
export async function sessionThreshold(context: AppContext, session: Pick<SessionRow, "min_responses" | "course_id">): Promise<number> {
  const course = session.course_id === null ? undefined : await findCourseRow(context.store.db, session.course_id);
  const floor = course ? await courseThreshold(context, course) : ((await readFloor(context)).minResponses ?? NO_THRESHOLD);
  return thresholdWithin(floor, session);
}

/**
 * The threshold of every evaluation in a course: the institution's floor, or 5 when it set none (a course's lectures
 * are compared side by side), raised by what the course's host chose.
 */
export async function courseThreshold(context: AppContext, course: Pick<CourseRow, "min_responses">): Promise<number> {
  return thresholdWithin(await readCourseFloor(context), course);
}

/** The floor of every course's threshold (see courseThreshold), read once for many courses by the term view. */
export async function readCourseFloor(context: AppContext): Promise<number> {
  return (await readFloor(context)).minResponses ?? COURSE_MIN_RESPONSES_DEFAULT;
}

/** A threshold raised by what a course's or a session's host chose: a course's over the floor, a session's over its course's. */
export function thresholdWithin(floor: number, raised: { min_responses: number | null }): number {
  return Math.max(floor, raiseOf(raised.min_responses));
}

function raiseOf(minResponses: number | null): number {
  return minResponses === null ? NO_THRESHOLD : Number(minResponses);
}

/** Below the threshold a question's (or a session's) results are withheld: only the number of answers is told. */
export function isWithheld(answers: number, threshold: number): boolean {
  return answers < threshold;
}
