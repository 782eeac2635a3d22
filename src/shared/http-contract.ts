import { z } from "zod";
import { httpRoutes, type HttpRouteAddress, type RouteName } from "./http-routes.js";
import {
  adminLoginResultSchema,
  adminSessionsPageSchema,
  adminSessionsQuerySchema,
  adminStatsSchema,
  adminSystemInfoSchema,
  adminUserSchema,
  demoCredentialsSchema,
  courseExportSchema,
  exportFormatSchema,
  exportSessionsSchema,
  loginAdminSchema,
  registerAdminSchema,
  registrationStatusSchema,
  sessionExportSchema,
} from "./schemas/admin.js";
import { auditExportSchema, auditPageSchema, auditQuerySchema } from "./schemas/audit.js";
import { accountAdminSchema, accountParamsSchema, oidcStartQuerySchema, signedInAccountSchema, signedInHostSchema, signInOptionsSchema } from "./schemas/auth.js";
import { classWindowSchema } from "./schemas/class-window.js";
import { oembedQuerySchema } from "./schemas/embed.js";
import { ltiKeyRotationSchema, ltiPlatformInputSchema, ltiPlatformListSchema, ltiPlatformParamsSchema, ltiPlatformSchema, ltiRegisterQuerySchema, ltiRegistrationAttemptParamsSchema } from "./schemas/lti.js";
import { ltiPlatformCheckSchema } from "./schemas/lti-check.js";
import { classAnalyticsSchema, classQuestionSchema, classResponseResultSchema, replaceClassQuestionsSchema, submitClassResponseSchema } from "./schemas/class.js";
import {
  addCourseSessionSchema,
  coursePageSchema,
  courseSchema,
  courseSessionParamsSchema,
  createCourseSchema,
  createCourseSessionSchema,
  createdCourseSchema,
  updateCourseSchema,
} from "./schemas/course.js";
import { feedbackListQuerySchema, feedbackResultSchema, submitFeedbackSchema, wordCloudSchema } from "./schemas/feedback.js";
import { hostActionResultSchema, hostActionSchema, moderationOverviewSchema, reviewedFeedbackItemSchema } from "./schemas/moderation.js";
import { qrCodeRequestSchema, qrCodeSchema, sessionQrCodesSchema } from "./schemas/qr.js";
import { addQuestionSchema, hostQuestionListSchema, questionIdSchema, reorderQuestionsSchema, updateQuestionSchema } from "./schemas/question.js";
import { minResponsesPolicySchema, minResponsesSettingSchema } from "./schemas/evaluation-threshold.js";
import { adminRetentionPolicySchema, retentionSettingSchema, sessionRetentionSchema } from "./schemas/retention.js";
import { termCompareQuerySchema, termCompareSchema, termExportSchema, termListSchema, termQuerySchema, termViewSchema } from "./schemas/term.js";
import { timeZonePolicySchema, timeZoneSettingSchema } from "./schemas/time-zone.js";
import { institutionChangeSchema, institutionPolicySchema, institutionSchema } from "./schemas/institution.js";
import { filterAutomaticSchema, filterListQuerySchema, filterPolicySchema, filterTermsChangeSchema } from "./schemas/word-filter.js";
import {
  capacitySchema,
  createdSessionSchema,
  courseIdSchema,
  createSessionSchema,
  joinByCodeSchema,
  joinedByCodeSchema,
  joinedSessionSchema,
  joinSessionSchema,
  sessionIdSchema,
  sessionSchema,
  updateSessionSchema,
} from "./schemas/session.js";

/**
 * A reply that is not the JSON envelope: a file download (Excel, PDF), plain text (Prometheus metrics), a
 * redirect (the sign-in steps a browser follows) or a document in another standard's format (oEmbed's JSON, an
 * Office add-in manifest) or an HTML page of the server's own (an LTI step's result, posted to or framed by a
 * learning platform); failures are still the envelope, except where a page says why.
 */
type OtherReply = "file" | "text" | "redirect" | "standard" | "page";

/**
 * The schemas of one call: its parameters, query and body are parsed with them (on the server, before the handler
 * runs), and `data` in its `{ success: true, data }` reply is checked against `reply` by the client in development
 * and tests. Failures are `{ success: false, error, code }` everywhere.
 */
type RouteSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly reply: z.ZodType | OtherReply;
};

/** One HTTP call: its address (http-routes.ts) and its schemas. */
export type HttpRoute = HttpRouteAddress & RouteSchemas;

const sessionParams = z.object({ id: sessionIdSchema });
const courseParams = z.object({ id: courseIdSchema });
const questionParams = z.object({ id: sessionIdSchema, questionId: questionIdSchema });
const adminExportParams = z.object({ format: exportFormatSchema });
const sessionExportParams = z.object({ id: sessionIdSchema, format: exportFormatSchema });
const courseExportParams = z.object({ id: courseIdSchema, format: exportFormatSchema });
const statusReply = <S extends string>(status: S) => z.object({ status: z.literal(status) });

/** The schemas of every route of http-routes.ts (each route has exactly one entry here). */
const routeSchemas = {
  // Sessions
  createSession: { body: createSessionSchema, reply: createdSessionSchema },
  listPublicSessions: { reply: z.array(sessionSchema) },
  joinSessionByCode: { body: joinByCodeSchema, reply: joinedByCodeSchema },
  getSession: { params: sessionParams, reply: sessionSchema },
  joinSession: { params: sessionParams, body: joinSessionSchema, reply: joinedSessionSchema },
  updateSession: { params: sessionParams, body: updateSessionSchema, reply: sessionSchema },
  setCapacity: { params: sessionParams, body: capacitySchema, reply: sessionSchema },
  getSessionRetention: { params: sessionParams, reply: sessionRetentionSchema },

  // Answers and the cloud
  submitFeedback: { params: sessionParams, body: submitFeedbackSchema, reply: feedbackResultSchema },
  listFeedback: { params: sessionParams, query: feedbackListQuerySchema, reply: z.array(reviewedFeedbackItemSchema) },
  getWordCloud: { params: sessionParams, reply: wordCloudSchema },

  // The host's decisions
  getModeration: { params: sessionParams, reply: moderationOverviewSchema },
  performHostAction: { params: sessionParams, body: hostActionSchema, reply: hostActionResultSchema },

  // Questions of a regular session
  listQuestions: { params: sessionParams, reply: hostQuestionListSchema },
  addQuestion: { params: sessionParams, body: addQuestionSchema, reply: hostQuestionListSchema },
  reorderQuestions: { params: sessionParams, body: reorderQuestionsSchema, reply: hostQuestionListSchema },
  updateQuestion: { params: questionParams, body: updateQuestionSchema, reply: hostQuestionListSchema },
  deleteQuestion: { params: questionParams, reply: hostQuestionListSchema },
  askQuestion: { params: questionParams, reply: hostQuestionListSchema },
  getQuestionCloud: { params: questionParams, reply: wordCloudSchema },

  // Class evaluations
  getClassQuestions: { params: sessionParams, reply: z.array(classQuestionSchema) },
  replaceClassQuestions: { params: sessionParams, body: replaceClassQuestionsSchema, reply: z.array(classQuestionSchema) },
  submitClassResponse: { params: sessionParams, body: submitClassResponseSchema, reply: classResponseResultSchema },
  getClassAnalytics: { params: sessionParams, reply: classAnalyticsSchema },
  setClassWindow: { params: sessionParams, body: classWindowSchema, reply: sessionSchema },
  closeClassNow: { params: sessionParams, reply: sessionSchema },

  // Courses
  createCourse: { body: createCourseSchema, reply: createdCourseSchema },
  getCourse: { params: courseParams, reply: coursePageSchema },
  updateCourse: { params: courseParams, body: updateCourseSchema, reply: courseSchema },
  replaceCourseQuestions: { params: courseParams, body: replaceClassQuestionsSchema, reply: z.array(classQuestionSchema) },
  createCourseSession: { params: courseParams, body: createCourseSessionSchema, reply: createdSessionSchema },
  addCourseSession: { params: courseSessionParamsSchema, body: addCourseSessionSchema, reply: courseSchema },
  removeCourseSession: { params: courseSessionParamsSchema, reply: courseSchema },

  // QR codes and exports
  getSessionQrCodes: { params: sessionParams, reply: sessionQrCodesSchema },
  createQrCode: { body: qrCodeRequestSchema, reply: qrCodeSchema },
  exportHostSession: { params: sessionExportParams, body: sessionExportSchema, reply: "file" },
  exportCourse: { params: courseExportParams, body: courseExportSchema, reply: "file" },
  exportAdminSessions: { params: adminExportParams, body: exportSessionsSchema, reply: "file" },
  exportTerm: { params: adminExportParams, body: termExportSchema, reply: "file" },

  // Admin accounts (login and the sign-in hand-over also repeat token and admin beside `data`, as the spec's client reads them)
  // `signedIn`: the owner's first sign-in, made by registering with the setup code; null for a later admin.
  registerAdmin: { body: registerAdminSchema, reply: z.object({ admin: adminUserSchema, signedIn: adminLoginResultSchema.nullable() }) },
  loginAdmin: { body: loginAdminSchema, reply: adminLoginResultSchema },
  getDemoCredentials: { reply: z.object({ credentials: demoCredentialsSchema.nullable() }) },
  getRegistrationStatus: { reply: registrationStatusSchema },
  logoutAdmin: { reply: z.object({ loggedOut: z.literal(true) }) },
  getAdminMe: { reply: z.object({ admin: adminUserSchema }) },

  // The admin area
  getAdminStats: { reply: adminStatsSchema },
  getSystemInfo: { reply: adminSystemInfoSchema },
  listAdminSessions: { query: adminSessionsQuerySchema, reply: adminSessionsPageSchema },
  deleteAdminSession: { params: sessionParams, reply: z.object({ sessionId: z.string() }) },
  listTerms: { reply: termListSchema },
  getTermView: { query: termQuerySchema, reply: termViewSchema },
  compareTermCourses: { query: termCompareQuerySchema, reply: termCompareSchema },
  getRetentionPolicy: { reply: adminRetentionPolicySchema },
  setRetentionDays: { body: retentionSettingSchema, reply: adminRetentionPolicySchema },
  getMinResponsesPolicy: { reply: minResponsesPolicySchema },
  setMinResponses: { body: minResponsesSettingSchema, reply: minResponsesPolicySchema },
  getTimeZonePolicy: { reply: timeZonePolicySchema },
  setTimeZone: { body: timeZoneSettingSchema, reply: timeZonePolicySchema },
  getFilterPolicy: { query: filterListQuerySchema, reply: filterPolicySchema },
  setFilterAutomatic: { body: filterAutomaticSchema, reply: filterPolicySchema },
  addFilterTerms: { body: filterTermsChangeSchema, reply: filterPolicySchema },
  removeFilterTerms: { body: filterTermsChangeSchema, reply: filterPolicySchema },
  listSignedInAccounts: { reply: z.object({ accounts: z.array(signedInAccountSchema) }) },
  setAccountAdmin: { params: accountParamsSchema, body: accountAdminSchema, reply: z.object({ id: z.string(), promoted: z.boolean() }) },
  listLtiPlatforms: { reply: ltiPlatformListSchema },
  registerLtiPlatform: { body: ltiPlatformInputSchema, reply: ltiPlatformSchema },
  deleteLtiPlatform: { params: ltiPlatformParamsSchema, reply: z.object({ id: z.string() }) },
  checkLtiPlatform: { params: ltiPlatformParamsSchema, reply: ltiPlatformCheckSchema },
  dismissLtiRegistrationAttempt: { params: ltiRegistrationAttemptParamsSchema, reply: z.object({ id: z.string() }) },
  rotateLtiKey: { reply: ltiKeyRotationSchema },
  listAuditTrail: { query: auditQuerySchema, reply: auditPageSchema },
  exportAuditTrail: { body: auditExportSchema, reply: "file" },

  // The institution
  getInstitution: { reply: institutionSchema },
  getInstitutionPolicy: { reply: institutionPolicySchema },
  setInstitution: { body: institutionChangeSchema, reply: institutionPolicySchema },

  // Signing in with the institution
  getSignInOptions: { reply: signInOptionsSchema },
  startOidcSignIn: { query: oidcStartQuerySchema, reply: "redirect" },
  // The provider's answer is parsed by the handler: whatever it holds, the browser is sent back to a page.
  finishOidcSignIn: { reply: "redirect" },
  takeAdminHandOver: { reply: adminLoginResultSchema },
  getSignedInHost: { reply: signedInHostSchema },
  signOutHost: { reply: z.object({ signedOut: z.literal(true) }) },

  // Embedding (the oEmbed answer's shape: oembedSchema)
  getOembed: { query: oembedQuerySchema, reply: "standard" },
  getOfficeManifest: { reply: "standard" },

  // LTI 1.3 (the keyset is a JWK Set, RFC 7517). Login and launch parse their fields in the handler with
  // ltiLoginSchema and ltiLaunchFormSchema, so that a refusal is a page the platform's frame shows, not an envelope.
  getLtiJwks: { reply: "standard" },
  startLtiRegistration: { query: ltiRegisterQuerySchema, reply: "page" },
  // A redirect to the platform; in a frame, a page that keeps the login's state first (server lti/storage-pages.ts).
  startLtiLogin: { reply: "redirect" },
  startLtiLoginByPost: { reply: "redirect" },
  launchLti: { reply: "page" },
  answerLtiDeepLinking: { reply: "page" },

  // Operations (`/health` also repeats its status beside `data`)
  health: { reply: statusReply("ok") },
  livez: { reply: statusReply("live") },
  readyz: { reply: statusReply("ready") },
  metrics: { reply: "text" },
} as const satisfies Record<RouteName, RouteSchemas>;

/** Every call the server answers over HTTP: each route's address and schemas. */
export const httpContract = Object.fromEntries(
  Object.entries(httpRoutes).map(([name, address]) => [name, { ...address, ...routeSchemas[name as RouteName] }]),
) as { readonly [N in RouteName]: (typeof httpRoutes)[N] & (typeof routeSchemas)[N] };

export type HttpContract = typeof httpContract;

/** What `data` holds in a route's success reply. */
export type ReplyData<R extends HttpRoute> = R["reply"] extends z.ZodType ? z.output<R["reply"]> : never;
