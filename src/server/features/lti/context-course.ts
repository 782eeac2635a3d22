import { createCourseSchema } from "../../../shared/schemas/course.js";
import type { AppContext } from "../../context.js";
import { parseInput } from "../../parse-input.js";
import { findCourseRow, type CourseRow } from "../../store/courses-data.js";
import { findLtiContextCourse, saveLtiContextCourse, type LtiPlatformRow } from "../../store/lti-data.js";
import { createCourse } from "../courses/service.js";
import { LtiRefusal } from "./lti-refusal.js";

/** The platform's course as a launch's context claim names it. */
export type PlatformCourse = { id: string; title?: string; label?: string };

/**
 * The Ordsky course of the platform's course: made by the first instructor's launch or deep link there (owned by their account,
 * titled as the platform titles it), so every evaluation placed from that course lands in one course with its trends.
 */
export async function contextCourse(context: AppContext, platform: LtiPlatformRow, platformCourse: PlatformCourse, accountId: string): Promise<CourseRow> {
  const known = await findLtiContextCourse(context.store.db, platform.id, platformCourse.id);
  let courseId = known;
  if (!courseId) {
    const title = (platformCourse.title || platformCourse.label || "Course").slice(0, 100);
    const created = await createCourse(context, parseInput(createCourseSchema, { title }), accountId);
    courseId = await saveLtiContextCourse(context.store.db, { platformId: platform.id, contextId: platformCourse.id, courseId: created.courseId, now: new Date(context.now()).toISOString() });
  }
  const course = await findCourseRow(context.store.db, courseId);
  if (!course) throw new LtiRefusal("unlinked", `the course ${courseId} of context ${platformCourse.id} is gone`);
  return course;
}
