import type { IncomingHttpHeaders } from "node:http";
import { LTI_CLAIM } from "../../../shared/schemas/lti-launch.js";
import type { AppContext } from "../../context.js";
import { issueParticipantCookie } from "../oidc/account-cookie.js";
import { respondentIdOf } from "../oidc/respondent.js";
import { startDeepLinking } from "./deep-linking.js";
import { issueHostGrant } from "./host-grant.js";
import { fillEnrolledFromPlatform } from "./names-and-roles.js";
import { verifyLaunch } from "./launch-token.js";
import { isInstructor, resolveLaunchTarget, saveInstructorAccount, type LaunchTarget } from "./launch-target.js";
import { pickerPage } from "./lti-pages.js";
import { LtiRefusal } from "./lti-refusal.js";
import { readLoginState } from "./login-state.js";
import type { PlatformFramers } from "./platform-framers.js";

function hostPage(target: LaunchTarget): string {
  if (target.kind === "course") return `/course/${target.id}`;
  return target.sessionType === "class" ? `/class-session/${target.id}/dashboard` : `/dashboard/${target.id}`;
}

function participantPage(target: LaunchTarget & { kind: "session" }): string {
  return target.sessionType === "class" ? `/class-session/${target.id}` : `/session/${target.id}`;
}

/**
 * A launch (the platform's form post to /lti/launch): the state must be one this browser's login started, then the
 * token is verified (launch-token.ts). An instructor is sent to the host's page with a host grant in the address's
 * fragment; a learner to the participant's page with the participant cookie holding their pseudonym (issuer and
 * subject, as a sign-in to answer gives). Both pages carry `?lti=1`, so the platform may frame them.
 * Returns where to send the browser (and the participant cookie to set); nothing is written before every check passed.
 */
export async function acceptLaunch(
  context: AppContext,
  framers: PlatformFramers,
  form: { id_token: string; state: string },
  headers: IncomingHttpHeaders,
  log: { info(details: object, message: string): void; warn(details: object, message: string): void },
): Promise<{ location: string; participantCookie: string | null } | { page: string }> {
  const pending = await readLoginState(context, headers, form.state);
  if (!pending) throw new LtiRefusal("launch", "the state is not one this browser's login started (another browser, expired, or no cookie)");
  const { platform, claims } = await verifyLaunch(context, form.id_token, pending);
  const instructor = isInstructor(claims);
  const origin = typeof headers.origin === "string" ? headers.origin : undefined;
  if (claims[LTI_CLAIM.messageType] === "LtiDeepLinkingRequest") {
    if (!instructor) throw new LtiRefusal("launch", "a deep-linking request from someone who is not an instructor");
    const accountId = await saveInstructorAccount(context, platform, claims);
    const picker = await startDeepLinking(context, platform, claims, accountId);
    await framers.recordLaunch(platform, origin);
    log.info({ issuer: platform.issuer }, "LTI deep-linking request accepted");
    return { page: pickerPage(picker.signedContext, picker.owned, picker.title) };
  }

  const target = await resolveLaunchTarget(context, platform, claims, instructor ? () => saveInstructorAccount(context, platform, claims) : null);
  await framers.recordLaunch(platform, origin);
  log.info({ issuer: platform.issuer, role: instructor ? "instructor" : "learner", target }, "LTI launch accepted");

  if (instructor) {
    const courseId = target.kind === "course" ? target.id : target.courseId;
    if (courseId !== null) {
      // After the answer: the platform's roster must not hold the instructor's page back.
      void fillEnrolledFromPlatform(context, platform, claims, courseId).then(
        (learners) => learners !== null && log.info({ issuer: platform.issuer, courseId, learners }, "LTI course roster counted"),
        (error: unknown) => log.warn({ issuer: platform.issuer, courseId, reason: String(error) }, "LTI course roster not read"),
      );
    }
    // An instructor of the platform's course hosts the Ordsky course the launched session belongs to, too.
    const grant = await issueHostGrant(context, target.kind === "course" ? { courseId: target.id } : { sessionId: target.id, ...(courseId !== null ? { courseId } : {}) });
    return { location: `${hostPage(target)}?lti=1#hostKey=${encodeURIComponent(grant)}`, participantCookie: null };
  }
  if (target.kind === "course") throw new LtiRefusal("unlinked", `a learner's link of ${platform.issuer} opens a course, which has no participant page`);
  const respondent = await respondentIdOf(context, platform.issuer, claims.sub);
  return { location: `${participantPage(target)}?lti=1`, participantCookie: await issueParticipantCookie(context, respondent) };
}
