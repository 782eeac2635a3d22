/**
 * One HTTP call's address: its method and path (`:name` marks a path parameter) and who may call it. The schemas of
 * its parameters, query, body and reply are in http-contract.ts, which the server registers routes from; a browser
 * needs only this table to build its URLs, so the client's bundle builds no schema it does not use (see
 * docs/decisions.md).
 */
export type HttpRouteAddress = {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: `/${string}`;
  /**
   * Who may call it, checked once for the session named by the path's `id`, after the path is parsed and before the
   * query and body are: `host` refuses anyone who may not act as the session's host (its host key, the owner's
   * account cookie, an admin token) with 401 or 403, so a stranger learns nothing from the body's errors; `viewer`
   * admits anyone and tells the handler whether the caller is the host (who also sees hidden results); `admin`
   * wants a valid admin bearer token, checked before the body is even parsed (401 otherwise); `course` wants the
   * host of the course named by the path's `id` (its host key in X-Host-Key, or the owner's account cookie: 404 for
   * an unknown course, else 401 or 403), checked before the query and body are. Absent: the route decides nothing by
   * who asks.
   */
  readonly authority?: "host" | "viewer" | "admin" | "course";
};

/** Every call the server answers over HTTP, by name, the way `protocol.ts` lists every socket message. */
export const httpRoutes = {
  // Sessions
  createSession: { method: "POST", path: "/api/sessions" },
  listPublicSessions: { method: "GET", path: "/api/sessions" },
  joinSessionByCode: { method: "POST", path: "/api/sessions/join-by-code" },
  getSession: { method: "GET", path: "/api/sessions/:id" },
  joinSession: { method: "POST", path: "/api/sessions/:id/join" },
  updateSession: { method: "PUT", path: "/api/sessions/:id", authority: "host" },
  setCapacity: { method: "POST", path: "/api/sessions/:id/capacity", authority: "host" },
  getSessionRetention: { method: "GET", path: "/api/sessions/:id/retention" },

  // Answers and the cloud
  submitFeedback: { method: "POST", path: "/api/sessions/:id/feedback" },
  listFeedback: { method: "GET", path: "/api/sessions/:id/feedback", authority: "viewer" },
  getWordCloud: { method: "GET", path: "/api/sessions/:id/wordcloud", authority: "viewer" },

  // The host's decisions
  getModeration: { method: "GET", path: "/api/sessions/:id/moderation", authority: "host" },
  performHostAction: { method: "POST", path: "/api/sessions/:id/host-actions", authority: "host" },

  // Questions of a regular session
  listQuestions: { method: "GET", path: "/api/sessions/:id/questions", authority: "host" },
  addQuestion: { method: "POST", path: "/api/sessions/:id/questions", authority: "host" },
  reorderQuestions: { method: "PUT", path: "/api/sessions/:id/questions/order", authority: "host" },
  updateQuestion: { method: "PUT", path: "/api/sessions/:id/questions/:questionId", authority: "host" },
  deleteQuestion: { method: "DELETE", path: "/api/sessions/:id/questions/:questionId", authority: "host" },
  askQuestion: { method: "POST", path: "/api/sessions/:id/questions/:questionId/ask", authority: "host" },
  getQuestionCloud: { method: "GET", path: "/api/sessions/:id/questions/:questionId/wordcloud", authority: "host" },

  // Class evaluations
  getClassQuestions: { method: "GET", path: "/api/sessions/:id/class-questions" },
  replaceClassQuestions: { method: "PUT", path: "/api/sessions/:id/class-questions", authority: "host" },
  submitClassResponse: { method: "POST", path: "/api/sessions/:id/class-response" },
  getClassAnalytics: { method: "GET", path: "/api/sessions/:id/class-analytics", authority: "viewer" },
  setClassWindow: { method: "PUT", path: "/api/sessions/:id/class-window", authority: "host" },
  closeClassNow: { method: "POST", path: "/api/sessions/:id/class-window/close", authority: "host" },

  // Courses: sessions grouped under a title and term, with the template of their lecture evaluations
  createCourse: { method: "POST", path: "/api/courses" },
  getCourse: { method: "GET", path: "/api/courses/:id", authority: "course" },
  updateCourse: { method: "PUT", path: "/api/courses/:id", authority: "course" },
  replaceCourseQuestions: { method: "PUT", path: "/api/courses/:id/questions", authority: "course" },
  createCourseSession: { method: "POST", path: "/api/courses/:id/sessions", authority: "course" },
  addCourseSession: { method: "PUT", path: "/api/courses/:id/sessions/:sessionId", authority: "course" },
  removeCourseSession: { method: "DELETE", path: "/api/courses/:id/sessions/:sessionId", authority: "course" },

  // QR codes and exports
  getSessionQrCodes: { method: "GET", path: "/api/sessions/:id/qr-codes" },
  createQrCode: { method: "POST", path: "/api/sessions/qr-code" },
  exportHostSession: { method: "POST", path: "/api/sessions/:id/export/:format", authority: "host" },
  exportCourse: { method: "POST", path: "/api/courses/:id/export/:format", authority: "course" },
  exportAdminSessions: { method: "POST", path: "/api/admin/export/:format", authority: "admin" },
  exportTerm: { method: "POST", path: "/api/admin/terms/export/:format", authority: "admin" },

  // Admin accounts
  registerAdmin: { method: "POST", path: "/api/admin/register" },
  loginAdmin: { method: "POST", path: "/api/admin/login" },
  getDemoCredentials: { method: "GET", path: "/api/admin/demo-credentials" },
  getRegistrationStatus: { method: "GET", path: "/api/admin/registration" },
  logoutAdmin: { method: "POST", path: "/api/admin/logout", authority: "admin" },
  getAdminMe: { method: "GET", path: "/api/admin/me", authority: "admin" },

  // The admin area
  getAdminStats: { method: "GET", path: "/api/admin/dashboard/stats", authority: "admin" },
  getSystemInfo: { method: "GET", path: "/api/admin/system", authority: "admin" },
  listAdminSessions: { method: "GET", path: "/api/admin/sessions", authority: "admin" },
  deleteAdminSession: { method: "DELETE", path: "/api/admin/sessions/:id", authority: "admin" },
  // The term across courses: its courses side by side, read only
  listTerms: { method: "GET", path: "/api/admin/terms", authority: "admin" },
  getTermView: { method: "GET", path: "/api/admin/terms/view", authority: "admin" },
  compareTermCourses: { method: "GET", path: "/api/admin/terms/compare", authority: "admin" },
  getRetentionPolicy: { method: "GET", path: "/api/admin/retention", authority: "admin" },
  setRetentionDays: { method: "PUT", path: "/api/admin/retention", authority: "admin" },
  getMinResponsesPolicy: { method: "GET", path: "/api/admin/evaluation-threshold", authority: "admin" },
  setMinResponses: { method: "PUT", path: "/api/admin/evaluation-threshold", authority: "admin" },
  getTimeZonePolicy: { method: "GET", path: "/api/admin/time-zone", authority: "admin" },
  setTimeZone: { method: "PUT", path: "/api/admin/time-zone", authority: "admin" },
  getFilterPolicy: { method: "GET", path: "/api/admin/word-filter", authority: "admin" },
  setFilterAutomatic: { method: "PUT", path: "/api/admin/word-filter/automatic", authority: "admin" },
  addFilterTerms: { method: "POST", path: "/api/admin/word-filter/terms", authority: "admin" },
  removeFilterTerms: { method: "POST", path: "/api/admin/word-filter/terms/remove", authority: "admin" },
  listSignedInAccounts: { method: "GET", path: "/api/admin/accounts", authority: "admin" },
  setAccountAdmin: { method: "PUT", path: "/api/admin/accounts/:id/admin", authority: "admin" },
  listLtiPlatforms: { method: "GET", path: "/api/admin/lti/platforms", authority: "admin" },
  registerLtiPlatform: { method: "POST", path: "/api/admin/lti/platforms", authority: "admin" },
  deleteLtiPlatform: { method: "DELETE", path: "/api/admin/lti/platforms/:id", authority: "admin" },
  checkLtiPlatform: { method: "POST", path: "/api/admin/lti/platforms/:id/check", authority: "admin" },
  dismissLtiRegistrationAttempt: { method: "DELETE", path: "/api/admin/lti/registration-attempts/:id", authority: "admin" },
  rotateLtiKey: { method: "POST", path: "/api/admin/lti/key-rotation", authority: "admin" },
  listAuditTrail: { method: "GET", path: "/api/admin/audit", authority: "admin" },
  exportAuditTrail: { method: "POST", path: "/api/admin/audit/export", authority: "admin" },

  // The institution: what its accessibility statement and privacy notice say of it, and the admin's setting of it
  getInstitution: { method: "GET", path: "/api/institution" },
  getInstitutionPolicy: { method: "GET", path: "/api/admin/institution", authority: "admin" },
  setInstitution: { method: "PUT", path: "/api/admin/institution", authority: "admin" },

  // Signing in with the institution
  getSignInOptions: { method: "GET", path: "/api/auth/options" },
  startOidcSignIn: { method: "GET", path: "/auth/oidc/start" },
  finishOidcSignIn: { method: "GET", path: "/auth/oidc/callback" },
  takeAdminHandOver: { method: "POST", path: "/api/auth/oidc/hand-over" },
  getSignedInHost: { method: "GET", path: "/api/account" },
  signOutHost: { method: "POST", path: "/api/account/sign-out" },

  // Embedding: oEmbed for course pages, the PowerPoint add-in's manifest
  getOembed: { method: "GET", path: "/oembed" },
  getOfficeManifest: { method: "GET", path: "/office/manifest.xml" },

  // LTI 1.3: the fixed endpoints a learning platform calls (issue 37)
  getLtiJwks: { method: "GET", path: "/lti/jwks" },
  startLtiRegistration: { method: "GET", path: "/lti/register" },
  startLtiLogin: { method: "GET", path: "/lti/login" },
  startLtiLoginByPost: { method: "POST", path: "/lti/login" },
  launchLti: { method: "POST", path: "/lti/launch" },
  answerLtiDeepLinking: { method: "POST", path: "/lti/deep-link" },

  // Operations
  health: { method: "GET", path: "/health" },
  livez: { method: "GET", path: "/livez" },
  readyz: { method: "GET", path: "/readyz" },
  metrics: { method: "GET", path: "/metrics" },
} as const satisfies Record<string, HttpRouteAddress>;

export type RouteName = keyof typeof httpRoutes;

/** A route's path with its `:name` parameters filled in (each encoded as a path segment). */
export function routePath(route: HttpRouteAddress, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
