import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { z } from "zod";
import { launchLanguage, LTI_CLAIM, LTI_DEEP_LINKING_SETTINGS, type LtiLaunchClaims } from "../../../shared/schemas/lti-launch.js";
import { sessionLanguageSchema } from "../../../shared/schemas/session-language.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { listOwnedTargets } from "../../store/lti-choices-data.js";
import { findLtiContextCourse, findLtiPlatform, type LtiPlatformRow } from "../../store/lti-data.js";
import { courseHostByLtiLaunch } from "../courses/course-host.js";
import { createCourseSession } from "../courses/service.js";
import { createSession } from "../sessions/service.js";
import { contextCourse } from "./context-course.js";
import { LtiRefusal } from "./lti-refusal.js";
import { LTI_SIGNING_ALG, getSigningKey } from "./tool-keys.js";

/** How long the instructor may take to pick. */
const PICK_TTL_MS = 30 * 60 * 1000;
/** A deep-linking response is read by the platform at once. */
const RESPONSE_TTL_SECONDS = 5 * 60;

const pickContextSchema = z.object({
  platformId: z.string(),
  accountId: z.string(),
  courseId: z.string().nullable(),
  /** The platform's course the link goes into: a new evaluation lands in its Ordsky course (made if none yet). */
  platformCourse: z.object({ id: z.string(), title: z.string().optional(), label: z.string().optional() }).nullable(),
  deploymentId: z.string(),
  returnUrl: z.string(),
  data: z.string().optional(),
  title: z.string(),
  /** The instructor's language on the platform: a new evaluation's answers are read as its words. */
  language: sessionLanguageSchema.default("en"),
  expiresAt: z.number(),
});
const linkTargetSchema = z.object({ sessionId: z.string().optional(), courseId: z.string().optional() });

export type PickContext = z.infer<typeof pickContextSchema>;

/** What the deep-linking page offers: the instructor's own sessions and courses, and the signed context of the request. */
export async function startDeepLinking(context: AppContext, platform: LtiPlatformRow, claims: LtiLaunchClaims, accountId: string) {
  const settings = claims[LTI_DEEP_LINKING_SETTINGS];
  if (!settings) throw new LtiRefusal("launch", "a deep-linking request without its settings");
  if (!settings.accept_types.includes("ltiResourceLink")) throw new LtiRefusal("launch", "the platform accepts no ltiResourceLink here");
  const platformCourse = claims[LTI_CLAIM.context];
  const pick: PickContext = {
    platformId: platform.id,
    accountId,
    courseId: platformCourse ? ((await findLtiContextCourse(context.store.db, platform.id, platformCourse.id)) ?? null) : null,
    platformCourse: platformCourse ? { id: platformCourse.id, title: platformCourse.title, label: platformCourse.label } : null,
    deploymentId: claims[LTI_CLAIM.deploymentId],
    returnUrl: settings.deep_link_return_url,
    data: settings.data,
    title: (claims[LTI_CLAIM.context]?.title ?? "Lecture evaluation").slice(0, 100),
    language: launchLanguage(claims),
    expiresAt: Date.now() + PICK_TTL_MS,
  };
  const owned = await listOwnedTargets(context.store.db, accountId, pick.courseId, 50);
  return { signedContext: await context.cookieSigner.sign("lti-deep-link", pick), owned, title: pick.title };
}

/**
 * The instructor's pick, as a signed LtiDeepLinkingResponse (Deep Linking 2.0, 4.2) for the platform's return URL:
 * one ltiResourceLink whose URL carries the target signed by this server, so the link's launches open it and make
 * its instructors hosts (a custom parameter could be edited by anyone who edits the link; this cannot).
 */
export async function answerDeepLinking(context: AppContext, toolOrigin: string, signedContext: string, choice: string): Promise<{ returnUrl: string; jwt: string }> {
  const pick = await context.cookieSigner.readUnexpired("lti-deep-link", signedContext, pickContextSchema);
  if (!pick) throw new LtiRefusal("launch", "the deep-linking page expired or was not this server's");
  const platform = await findLtiPlatform(context.store.db, pick.platformId);
  if (!platform) throw new LtiRefusal("launch", "the platform of this deep-linking request is no longer registered");
  const owned = await listOwnedTargets(context.store.db, pick.accountId, pick.courseId, 50);
  let target: { sessionId?: string; courseId?: string };
  let title: string;
  if (choice === "new") {
    const course = pick.platformCourse ? await contextCourse(context, platform, pick.platformCourse, pick.accountId) : undefined;
    const created = course
      ? await createCourseSession(context, courseHostByLtiLaunch(course), "class", undefined, pick.language)
      : await createSession(
          context,
          { sessionType: "class", title: pick.title, description: "", maxParticipants: 500, isPublic: false, answersPerParticipant: null, countOncePerWord: false, minResponses: null, language: pick.language },
          pick.accountId,
        );
    target = { sessionId: created.sessionId };
    title = pick.title;
  } else {
    const [kind, id] = choice.split(":") as ["session" | "course", string];
    const found = kind === "session" ? owned.sessions.find((row) => row.id === id) : owned.courses.find((row) => row.id === id);
    if (!found) throw new AppError("FORBIDDEN", "You can place only your own sessions and courses");
    target = kind === "session" ? { sessionId: id } : { courseId: id };
    title = found.title;
  }
  const link = await context.cookieSigner.sign("lti-deep-link", target);
  const { kid, key } = await getSigningKey(context);
  const jwt = await new SignJWT({
    nonce: randomBytes(16).toString("base64url"),
    [LTI_CLAIM.messageType]: "LtiDeepLinkingResponse",
    [LTI_CLAIM.version]: "1.3.0",
    [LTI_CLAIM.deploymentId]: pick.deploymentId,
    "https://purl.imsglobal.org/spec/lti-dl/claim/content_items": [{ type: "ltiResourceLink", title, url: `${toolOrigin}/lti/launch?link=${encodeURIComponent(link)}` }],
    ...(pick.data !== undefined ? { "https://purl.imsglobal.org/spec/lti-dl/claim/data": pick.data } : {}),
  })
    .setProtectedHeader({ alg: LTI_SIGNING_ALG, kid, typ: "JWT" })
    .setIssuer(platform.client_id)
    .setAudience(platform.issuer)
    .setIssuedAt(Math.floor(context.now() / 1000))
    .setExpirationTime(Math.floor(context.now() / 1000) + RESPONSE_TTL_SECONDS)
    .sign(key);
  return { returnUrl: pick.returnUrl, jwt };
}

/** The target a deep-linked link's URL carries (`?link=…`, signed by this server), if the launch names one. */
export async function readLinkedTarget(context: AppContext, targetLinkUri: string | undefined): Promise<{ session_id: string | null; course_id: string | null } | null> {
  if (!targetLinkUri) return null;
  let signed: string | null;
  try {
    signed = new URL(targetLinkUri).searchParams.get("link");
  } catch {
    return null;
  }
  const target = await context.cookieSigner.read("lti-deep-link", signed, linkTargetSchema);
  return target ? { session_id: target.sessionId ?? null, course_id: target.sessionId ? null : (target.courseId ?? null) } : null;
}
