import { LTI_CLAIM } from "../../../shared/schemas/lti-launch.js";
import type { AppContext } from "../../context.js";
import { listCourseSessionRows } from "../../store/courses-data.js";
import { markLtiPlatformLaunched } from "../../store/lti-data.js";
import { issueParticipantCookie } from "../oidc/account-cookie.js";
import { respondentIdOf } from "../oidc/respondent.js";
import { startDeepLinking } from "./deep-linking.js";
import { issueHostGrant } from "./host-grant.js";
import { fillEnrolledFromPlatform } from "./names-and-roles.js";
import { verifyLaunch } from "./launch-token.js";
import { isInstructor, resolveLaunchTarget, saveInstructorAccount, type LaunchTarget } from "./launch-target.js";
import { pickerPage } from "./lti-pages.js";
import type { LaunchBinding } from "./launch-binding.js";
import { LtiRefusal } from "./lti-refusal.js";
import type { PlatformFramers } from "./platform-framers.js";

function hostPage(target: LaunchTarget): string {
  if (target.kind === "course") return `/course/${target.id}`;
  return target.sessionType === "class" ? `/class-session/${target.id}/dashboard` : `/dashboard/${target.id}`;
}

function participantPage(target: LaunchTarget & { kind: "session" }): string {
  return target.sessionType === "class" ? `/class-session/${target.id}` : `/session/${target.id}`;
}

/**
 * What a learner's link to a whole course opens: the course's lecture evaluation open now, else its latest one (its
 * page says whether it has opened or closed); null while the course has none.
 */
async function currentEvaluation(context: AppContext, courseId: string): Promise<(LaunchTarget & { kind: "session" }) | null> {
  const now = new Date(context.now()).toISOString();
  const evaluations = (await listCourseSessionRows(context.store.db, courseId)).filter((row) => row.session_type === "class");
  const isOpen = (row: (typeof evaluations)[number]) => (row.opens_at === null || row.opens_at <= now) && (row.closes_at === null || now < row.closes_at);
  const chosen = evaluations.findLast(isOpen) ?? evaluations.at(-1);
  return chosen ? { kind: "session", id: chosen.id, sessionType: "class", courseId } : null;
}

/**
 * A launch (the platform's form post to /lti/launch), once bound to the login this browser started (launch-binding.ts):
 * the token is verified (launch-token.ts). An instructor is sent to the host's page with a host grant in the
 * address's fragment; a learner to the participant's page with the participant cookie holding their pseudonym (issuer
 * and subject, as a sign-in to answer gives), or, where this browser keeps no cookie of Ordsky's in the platform's
 * frame, with the same signed value in the fragment, which the page sends along with its answers. Both pages carry
 * `?lti=1`, so the platform may frame them.
 * Returns where to send the browser (and the participant cookie to set); nothing is written before every check passed.
 */
export async function acceptLaunch(
  context: AppContext,
  framers: PlatformFramers,
  binding: LaunchBinding,
  idToken: string,
  log: { info(details: object, message: string): void; warn(details: object, message: string): void },
): Promise<{ location: string; participantCookie: string | null } | { page: string }> {
  const { platform, claims } = await verifyLaunch(context, idToken, binding.pending);
  // The registration is complete once a launch came through: the card stops listing the platform as waiting for one.
  if (platform.first_launch_at === null) await markLtiPlatformLaunched(context.store.db, platform.id, new Date(context.now()).toISOString());
  const origin = binding.frameOrigin;
  const instructor = isInstructor(claims);
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
  const opened = target.kind === "course" ? await currentEvaluation(context, target.id) : target;
  if (!opened) throw new LtiRefusal("no-evaluation", `a learner's link of ${platform.issuer} opens course ${target.id}, which has no lecture evaluation yet`);
  const proof = await issueParticipantCookie(context, await respondentIdOf(context, platform.issuer, claims.sub));
  if (binding.cookieless) return { location: `${participantPage(opened)}?lti=1#respondent=${encodeURIComponent(proof)}`, participantCookie: null };
  return { location: `${participantPage(opened)}?lti=1`, participantCookie: proof };
}
