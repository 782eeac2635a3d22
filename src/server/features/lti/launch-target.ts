import { randomUUID } from "node:crypto";
import { launchLanguage, LTI_CLAIM, type LtiLaunchClaims } from "../../../shared/schemas/lti-launch.js";
import type { AppContext } from "../../context.js";
import { saveAccountSignIn } from "../../store/accounts-data.js";
import { findCourseRow } from "../../store/courses-data.js";
import { findLtiContextCourse, findLtiResourceLink, saveLtiContextCourse, saveLtiResourceLink, type LtiPlatformRow } from "../../store/lti-data.js";
import { findSessionRow } from "../../store/sessions-data.js";
import { createCourseSchema } from "../../../shared/schemas/course.js";
import { parseInput } from "../../parse-input.js";
import { courseHostByLtiLaunch } from "../courses/course-host.js";
import { createCourse, createCourseSession } from "../courses/service.js";
import { createSession } from "../sessions/service.js";
import { contextCourse } from "./context-course.js";
import { readLinkedTarget } from "./deep-linking.js";
import { LtiRefusal } from "./lti-refusal.js";

/** What a launch opens: a session (its kind picks the page) or a course. */
export type LaunchTarget = { kind: "session"; id: string; sessionType: string; courseId: string | null } | { kind: "course"; id: string };

/** Context roles that make the launching person the link's host (LTI 1.3 Core A.2.2 and its deprecated short names). */
const HOST_ROLES = [/membership#Instructor$/, /membership\/Instructor#TeachingAssistant$/, /membership#ContentDeveloper$/, /membership#Administrator$/, /^(Instructor|TeachingAssistant|ContentDeveloper)$/];

export function isInstructor(claims: LtiLaunchClaims): boolean {
  return claims[LTI_CLAIM.roles].some((role) => HOST_ROLES.some((pattern) => pattern.test(role)));
}

/** The host account of an instructor who launches: one per platform and subject, as OpenID Connect's accounts are. */
export async function saveInstructorAccount(context: AppContext, platform: LtiPlatformRow, claims: LtiLaunchClaims): Promise<string> {
  const account = await saveAccountSignIn(context.store.db, {
    id: randomUUID(),
    issuer: platform.issuer,
    subject: claims.sub,
    email: claims.email ?? "",
    fullName: claims.name ?? "",
    adminByClaim: false,
    now: new Date(context.now()).toISOString(),
  });
  return account.id;
}

async function describeTarget(context: AppContext, target: { session_id: string | null; course_id: string | null }): Promise<LaunchTarget | null> {
  if (target.session_id !== null) {
    const session = await findSessionRow(context.store.db, target.session_id);
    return session ? { kind: "session", id: session.id, sessionType: session.session_type, courseId: session.course_id } : null;
  }
  if (target.course_id !== null) return (await findCourseRow(context.store.db, target.course_id)) ? { kind: "course", id: target.course_id } : null;
  return null;
}

/** A link's custom parameter `session=…` or `course=…` (LTI 1.3 Core 5.4.6), as the platform's admin set it. */
function customTarget(claims: LtiLaunchClaims): { session_id: string | null; course_id: string | null } | null {
  const custom = claims[LTI_CLAIM.custom] ?? {};
  const session = typeof custom.session === "string" ? custom.session : null;
  const course = typeof custom.course === "string" ? custom.course : null;
  return session || course ? { session_id: session, course_id: session ? null : course } : null;
}

/**
 * Which session or course a launch opens. A resource link placed by Deep Linking or set up by an instructor's first
 * launch is stored; else a custom parameter names one, for learners only: anyone who can edit a link's parameters
 * could name a session id (ids are in every participant's address), so a parameter never makes anyone its host. An
 * instructor's first launch of a link that names nothing creates a lecture evaluation of theirs for it.
 */
export async function resolveLaunchTarget(
  context: AppContext,
  platform: LtiPlatformRow,
  claims: LtiLaunchClaims,
  instructorAccount: (() => Promise<string>) | null,
): Promise<LaunchTarget> {
  const link = claims[LTI_CLAIM.resourceLink];
  const stored = link ? await findLtiResourceLink(context.store.db, platform.id, link.id) : undefined;
  if (stored) {
    const target = await describeTarget(context, stored);
    if (target) {
      // The host's account is kept (issuer and subject) as a sign-in keeps it.
      if (instructorAccount) await instructorAccount();
      return target;
    }
  }
  // A link placed by Deep Linking names its target in its URL, signed by this server when its owner placed it.
  const linked = link ? await readLinkedTarget(context, claims[LTI_CLAIM.targetLinkUri]) : null;
  const linkedTarget = linked ? await describeTarget(context, linked) : null;
  if (link && linked && linkedTarget) {
    if (instructorAccount) await instructorAccount();
    await saveLtiResourceLink(context.store.db, { platformId: platform.id, resourceLinkId: link.id, sessionId: linked.session_id, courseId: linked.course_id, now: new Date(context.now()).toISOString() });
    return linkedTarget;
  }
  const custom = customTarget(claims);
  if (instructorAccount === null) {
    const target = custom ? await describeTarget(context, custom) : null;
    if (!target) throw new LtiRefusal("unlinked", `link ${link?.id ?? "(none)"} of ${platform.issuer} opens no session yet`);
    return target;
  }
  if (!link) throw new LtiRefusal("unlinked", `an instructor's launch from ${platform.issuer} names no resource link`);
  if (custom) throw new LtiRefusal("unlinked", `link ${link.id} names a session by a custom parameter; an instructor hosts only a deep-linked or created one`);
  const accountId = await instructorAccount();
  const title = (link.title ?? claims[LTI_CLAIM.context]?.title ?? "Lecture evaluation").slice(0, 100);
  const platformCourse = claims[LTI_CLAIM.context];
  const language = launchLanguage(claims);
  const created = platformCourse
    ? await createCourseSession(context, courseHostByLtiLaunch(await contextCourse(context, platform, platformCourse, accountId)), "class", link.title?.slice(0, 100), language)
    : await createSession(context, { sessionType: "class", title, description: "", maxParticipants: 500, isPublic: false, answersPerParticipant: null, countOncePerWord: false, minResponses: null, language }, accountId);
  await saveLtiResourceLink(context.store.db, { platformId: platform.id, resourceLinkId: link.id, sessionId: created.sessionId, courseId: null, now: new Date(context.now()).toISOString() });
  return { kind: "session", id: created.sessionId, sessionType: "class", courseId: created.session.courseId ?? null };
}
