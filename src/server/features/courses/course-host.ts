import type { IncomingHttpHeaders } from "node:http";
import { HOST_KEY_HEADER } from "../../../shared/schemas/session.js";
import type { AppContext } from "../../context.js";
import { readHostGrant } from "../lti/host-grant.js";
import { AppError } from "../../errors.js";
import { findCourseRow, type CourseRow } from "../../store/courses-data.js";
import { readSignedInAccountId } from "../oidc/account-cookie.js";
import { hostKeyMatches } from "../sessions/host-key.js";

declare const checked: unique symbol;

/** Proof that the caller may manage `course`; only `requireCourseHost` makes one, so the services check nothing again. */
export type CourseHost = { readonly course: CourseRow; readonly [checked]: true };

/** The course's own key (X-Host-Key on a course's routes) and the account signed in with the institution. */
type CourseAuthority = { hostKey?: string; accountId?: string | null };

export const COURSE_HOST_ONLY_MESSAGE = "Only the course's host can open or change this course";

/**
 * The one rule of who may manage a course: the account that created it, or its host key (the management link's).
 * The host of a course may also act as the host of every session in it (see holdsSessionAuthority).
 */
export function holdsCourseAuthority(course: Pick<CourseRow, "owner_account_id" | "host_key_hash">, authority: CourseAuthority): boolean {
  const owns = course.owner_account_id !== null && course.owner_account_id === authority.accountId;
  return owns || hostKeyMatches(authority.hostKey, course.host_key_hash);
}

/** The course's host proof: 404 for an unknown course, 401 for a caller who shows nothing, 403 for anyone else. */
export async function requireCourseHost(context: AppContext, courseId: string, headers: IncomingHttpHeaders): Promise<{ course: CourseHost }> {
  const course = await findCourseRow(context.store.db, courseId);
  if (!course) throw new AppError("NOT_FOUND", "Course not found");
  const hostKey = headers[HOST_KEY_HEADER];
  const authority = { hostKey: typeof hostKey === "string" ? hostKey : undefined, accountId: await readSignedInAccountId(context, headers) };
  // An LTI launch's grant for this course (see lti/host-grant.ts) hosts it like its key.
  const granted = (await readHostGrant(context, authority.hostKey))?.courseId === course.id;
  if (granted || holdsCourseAuthority(course, authority)) return { course: { course } as CourseHost };
  throw new AppError(authority.hostKey === undefined && authority.accountId === null ? "UNAUTHORIZED" : "FORBIDDEN", COURSE_HOST_ONLY_MESSAGE);
}

/**
 * The host proof for a course that an LTI context stands for, given to an instructor whose launch from that context
 * was verified (lti/launch-target.ts): every instructor of the platform's course hosts it, as the launch's grant says.
 */
export function courseHostByLtiLaunch(course: CourseRow): CourseHost {
  return { course } as CourseHost;
}
