import { LTI_NRPS_CLAIM, ltiAccessTokenSchema, ltiMembershipContainerSchema, type LtiLaunchClaims } from "../../../shared/schemas/lti-launch.js";
import { ENROLLED_MAX } from "../../../shared/schemas/course.js";
import type { AppContext } from "../../context.js";
import { updateCourseRow } from "../../store/courses-data.js";
import type { LtiPlatformRow } from "../../store/lti-data.js";
import { NRPS_SCOPE } from "./dynamic-registration.js";
import { clientCredentialsForm } from "./client-assertion.js";

const FETCH_TIMEOUT_MS = 10_000;
/** A course of thousands is read in pages; past this many the count stops (and is still a floor for response rates). */
const MAX_PAGES = 50;
const LEARNER = /membership#Learner$|^Learner$/;

/** A client-credentials token for the NRPS scope (client-assertion.ts). */
async function requestAccessToken(context: AppContext, platform: LtiPlatformRow): Promise<string> {
  const response = await fetch(platform.token_url, {
    method: "POST",
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: await clientCredentialsForm(context, platform, NRPS_SCOPE),
  });
  if (!response.ok) throw new Error(`the token endpoint answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return ltiAccessTokenSchema.parse(await response.json()).access_token;
}

/** The active learners of the platform's course, read page by page (the Link header's rel="next"). */
async function countLearners(url: string, token: string): Promise<number> {
  let next: string | null = url;
  let learners = 0;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const response: Response = await fetch(next, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { authorization: `Bearer ${token}`, accept: "application/vnd.ims.lti-nrps.v2.membershipcontainer+json" },
    });
    if (!response.ok) throw new Error(`the membership service answered ${response.status}`);
    const container = ltiMembershipContainerSchema.parse(await response.json());
    learners += container.members.filter((member) => (member.status ?? "Active") === "Active" && member.roles.some((role) => LEARNER.test(role))).length;
    next = /<([^>]+)>\s*;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1] ?? null;
  }
  return learners;
}

/**
 * Fills the course's "enrolled" (the response rates' denominator) with the number of learners in the platform's
 * course, when the launch offers the Names and Role Provisioning service. Runs after the launch was answered; a
 * failure is logged and leaves the number as it was.
 */
export async function fillEnrolledFromPlatform(context: AppContext, platform: LtiPlatformRow, claims: LtiLaunchClaims, courseId: string): Promise<number | null> {
  const service = claims[LTI_NRPS_CLAIM];
  if (!service) return null;
  const learners = await countLearners(service.context_memberships_url, await requestAccessToken(context, platform));
  // The course's own bounds: none enrolled is "not known", as a host who leaves the field empty.
  await updateCourseRow(context.store.db, courseId, { enrolled: learners === 0 ? null : Math.min(learners, ENROLLED_MAX), updated_at: new Date(context.now()).toISOString() });
  return learners;
}
