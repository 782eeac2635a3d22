import { z } from "zod";
import {
  adminLoginResultSchema,
  adminSessionsPageSchema,
  adminSessionsQuerySchema,
  adminStatsSchema,
  adminSystemInfoSchema,
  adminUserSchema,
  demoCredentialsSchema,
  exportFormatSchema,
  exportSessionsSchema,
  loginAdminSchema,
  registerAdminSchema,
  registrationStatusSchema,
  sessionExportSchema,
} from "./schemas/admin.js";
import { accountAdminSchema, accountParamsSchema, oidcStartQuerySchema, signedInAccountSchema, signedInHostSchema, signInOptionsSchema } from "./schemas/auth.js";
import { classAnalyticsSchema, classQuestionSchema, classResponseResultSchema, replaceClassQuestionsSchema, submitClassResponseSchema } from "./schemas/class.js";
import { feedbackListQuerySchema, feedbackResultSchema, submitFeedbackSchema, wordCloudSchema } from "./schemas/feedback.js";
import { hostActionResultSchema, hostActionSchema, moderationOverviewSchema, reviewedFeedbackItemSchema } from "./schemas/moderation.js";
import { qrCodeRequestSchema, qrCodeSchema, sessionQrCodesSchema } from "./schemas/qr.js";
import { addQuestionSchema, hostQuestionListSchema, questionIdSchema, reorderQuestionsSchema, updateQuestionSchema } from "./schemas/question.js";
import { retentionPolicySchema, retentionSettingSchema, sessionRetentionSchema } from "./schemas/retention.js";
import {
  capacitySchema,
  createdSessionSchema,
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
 * A reply that is not the JSON envelope: a file download (Excel, PDF), plain text (Prometheus metrics) or a
 * redirect (the sign-in steps a browser follows).
 */
type OtherReply = "file" | "text" | "redirect";

/**
 * One HTTP call: its method and path (`:name` marks a path parameter), the schemas its parameters, query and body
 * are parsed with (on the server, before the handler runs) and the schema of `data` in its `{ success: true, data }`
 * reply (checked by the client in development and tests). Failures are `{ success: false, error, code }` everywhere.
 */
export type HttpRoute = {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: `/${string}`;
  /**
   * Who may call it, checked once for the session named by the path's `id`, after the path is parsed and before the
   * query and body are: `host` refuses anyone who may not act as the session's host (its host key, the owner's
   * account cookie, an admin token) with 401 or 403, so a stranger learns nothing from the body's errors; `viewer`
   * admits anyone and tells the handler whether the caller is the host (who also sees hidden results); `admin`
   * wants a valid admin bearer token, checked before the body is even parsed (401 otherwise). Absent: the route
   * decides nothing by who asks.
   */
  readonly authority?: "host" | "viewer" | "admin";
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly reply: z.ZodType | OtherReply;
};

const sessionParams = z.object({ id: sessionIdSchema });
const questionParams = z.object({ id: sessionIdSchema, questionId: questionIdSchema });
const adminExportParams = z.object({ format: exportFormatSchema });
const sessionExportParams = z.object({ id: sessionIdSchema, format: exportFormatSchema });
const statusReply = <S extends string>(status: S) => z.object({ status: z.literal(status) });

/** Every call the server answers over HTTP, the way `protocol.ts` lists every socket message. */
export const httpRoutes = {
  // Sessions
  createSession: { method: "POST", path: "/api/sessions", body: createSessionSchema, reply: createdSessionSchema },
  listPublicSessions: { method: "GET", path: "/api/sessions", reply: z.array(sessionSchema) },
  joinSessionByCode: { method: "POST", path: "/api/sessions/join-by-code", body: joinByCodeSchema, reply: joinedByCodeSchema },
  getSession: { method: "GET", path: "/api/sessions/:id", params: sessionParams, reply: sessionSchema },
  joinSession: { method: "POST", path: "/api/sessions/:id/join", params: sessionParams, body: joinSessionSchema, reply: joinedSessionSchema },
  updateSession: { method: "PUT", path: "/api/sessions/:id", authority: "host", params: sessionParams, body: updateSessionSchema, reply: sessionSchema },
  setCapacity: { method: "POST", path: "/api/sessions/:id/capacity", authority: "host", params: sessionParams, body: capacitySchema, reply: sessionSchema },
  getSessionRetention: { method: "GET", path: "/api/sessions/:id/retention", params: sessionParams, reply: sessionRetentionSchema },

  // Answers and the cloud
  submitFeedback: { method: "POST", path: "/api/sessions/:id/feedback", params: sessionParams, body: submitFeedbackSchema, reply: feedbackResultSchema },
  listFeedback: { method: "GET", path: "/api/sessions/:id/feedback", authority: "viewer", params: sessionParams, query: feedbackListQuerySchema, reply: z.array(reviewedFeedbackItemSchema) },
  getWordCloud: { method: "GET", path: "/api/sessions/:id/wordcloud", authority: "viewer", params: sessionParams, reply: wordCloudSchema },

  // The host's decisions
  getModeration: { method: "GET", path: "/api/sessions/:id/moderation", authority: "host", params: sessionParams, reply: moderationOverviewSchema },
  performHostAction: { method: "POST", path: "/api/sessions/:id/host-actions", authority: "host", params: sessionParams, body: hostActionSchema, reply: hostActionResultSchema },

  // Questions of a regular session
  listQuestions: { method: "GET", path: "/api/sessions/:id/questions", authority: "host", params: sessionParams, reply: hostQuestionListSchema },
  addQuestion: { method: "POST", path: "/api/sessions/:id/questions", authority: "host", params: sessionParams, body: addQuestionSchema, reply: hostQuestionListSchema },
  reorderQuestions: { method: "PUT", path: "/api/sessions/:id/questions/order", authority: "host", params: sessionParams, body: reorderQuestionsSchema, reply: hostQuestionListSchema },
  updateQuestion: { method: "PUT", path: "/api/sessions/:id/questions/:questionId", authority: "host", params: questionParams, body: updateQuestionSchema, reply: hostQuestionListSchema },
  deleteQuestion: { method: "DELETE", path: "/api/sessions/:id/questions/:questionId", authority: "host", params: questionParams, reply: hostQuestionListSchema },
  askQuestion: { method: "POST", path: "/api/sessions/:id/questions/:questionId/ask", authority: "host", params: questionParams, reply: hostQuestionListSchema },
  getQuestionCloud: { method: "GET", path: "/api/sessions/:id/questions/:questionId/wordcloud", authority: "host", params: questionParams, reply: wordCloudSchema },

  // Class evaluations
  getClassQuestions: { method: "GET", path: "/api/sessions/:id/class-questions", params: sessionParams, reply: z.array(classQuestionSchema) },
  replaceClassQuestions: { method: "PUT", path: "/api/sessions/:id/class-questions", authority: "host", params: sessionParams, body: replaceClassQuestionsSchema, reply: z.array(classQuestionSchema) },
  submitClassResponse: { method: "POST", path: "/api/sessions/:id/class-response", params: sessionParams, body: submitClassResponseSchema, reply: classResponseResultSchema },
  getClassAnalytics: { method: "GET", path: "/api/sessions/:id/class-analytics", authority: "viewer", params: sessionParams, reply: classAnalyticsSchema },

  // QR codes and exports
  getSessionQrCodes: { method: "GET", path: "/api/sessions/:id/qr-codes", params: sessionParams, reply: sessionQrCodesSchema },
  createQrCode: { method: "POST", path: "/api/sessions/qr-code", body: qrCodeRequestSchema, reply: qrCodeSchema },
  exportHostSession: { method: "POST", path: "/api/sessions/:id/export/:format", authority: "host", params: sessionExportParams, body: sessionExportSchema, reply: "file" },
  exportAdminSessions: { method: "POST", path: "/api/admin/export/:format", authority: "admin", params: adminExportParams, body: exportSessionsSchema, reply: "file" },

  // Admin accounts (login and the sign-in hand-over also repeat token and admin beside `data`, as the spec's client reads them)
  registerAdmin: { method: "POST", path: "/api/admin/register", body: registerAdminSchema, reply: z.object({ admin: adminUserSchema }) },
  loginAdmin: { method: "POST", path: "/api/admin/login", body: loginAdminSchema, reply: adminLoginResultSchema },
  getDemoCredentials: { method: "GET", path: "/api/admin/demo-credentials", reply: z.object({ credentials: demoCredentialsSchema.nullable() }) },
  getRegistrationStatus: { method: "GET", path: "/api/admin/registration", reply: registrationStatusSchema },
  logoutAdmin: { method: "POST", path: "/api/admin/logout", authority: "admin", reply: z.object({ loggedOut: z.literal(true) }) },
  getAdminMe: { method: "GET", path: "/api/admin/me", authority: "admin", reply: z.object({ admin: adminUserSchema }) },

  // The admin area
  getAdminStats: { method: "GET", path: "/api/admin/dashboard/stats", authority: "admin", reply: adminStatsSchema },
  getSystemInfo: { method: "GET", path: "/api/admin/system", authority: "admin", reply: adminSystemInfoSchema },
  listAdminSessions: { method: "GET", path: "/api/admin/sessions", authority: "admin", query: adminSessionsQuerySchema, reply: adminSessionsPageSchema },
  deleteAdminSession: { method: "DELETE", path: "/api/admin/sessions/:id", authority: "admin", params: sessionParams, reply: z.object({ sessionId: z.string() }) },
  getRetentionPolicy: { method: "GET", path: "/api/admin/retention", authority: "admin", reply: retentionPolicySchema },
  setRetentionDays: { method: "PUT", path: "/api/admin/retention", authority: "admin", body: retentionSettingSchema, reply: retentionPolicySchema },
  listSignedInAccounts: { method: "GET", path: "/api/admin/accounts", authority: "admin", reply: z.object({ accounts: z.array(signedInAccountSchema) }) },
  setAccountAdmin: { method: "PUT", path: "/api/admin/accounts/:id/admin", authority: "admin", params: accountParamsSchema, body: accountAdminSchema, reply: z.object({ id: z.string(), promoted: z.boolean() }) },

  // Signing in with the institution
  getSignInOptions: { method: "GET", path: "/api/auth/options", reply: signInOptionsSchema },
  startOidcSignIn: { method: "GET", path: "/auth/oidc/start", query: oidcStartQuerySchema, reply: "redirect" },
  // The provider's answer is parsed by the handler: whatever it holds, the browser is sent back to a page.
  finishOidcSignIn: { method: "GET", path: "/auth/oidc/callback", reply: "redirect" },
  takeAdminHandOver: { method: "POST", path: "/api/auth/oidc/hand-over", reply: adminLoginResultSchema },
  getSignedInHost: { method: "GET", path: "/api/account", reply: signedInHostSchema },
  signOutHost: { method: "POST", path: "/api/account/sign-out", reply: z.object({ signedOut: z.literal(true) }) },

  // Operations (`/health` also repeats its status beside `data`)
  health: { method: "GET", path: "/health", reply: statusReply("ok") },
  livez: { method: "GET", path: "/livez", reply: statusReply("live") },
  readyz: { method: "GET", path: "/readyz", reply: statusReply("ready") },
  metrics: { method: "GET", path: "/metrics", reply: "text" },
} as const satisfies Record<string, HttpRoute>;

export type HttpRoutes = typeof httpRoutes;

/** What `data` holds in a route's success reply. */
export type ReplyData<R extends HttpRoute> = R["reply"] extends z.ZodType ? z.output<R["reply"]> : never;

/** A route's path with its `:name` parameters filled in (each encoded as a path segment). */
export function routePath(route: HttpRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
