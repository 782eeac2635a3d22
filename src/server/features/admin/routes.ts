import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { signedCookieSchema } from "../../../shared/schemas/auth.js";
import type { AppContext } from "../../context.js";
import { readParsedCookie } from "../../signing/cookie-header.js";
import { setCookie } from "../../http/cookies.js";
import { serveAuthorisedRoute, serveRoute } from "../../http/serve-route.js";
import { adminCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import { registerAuditAdminRoutes } from "../audit/routes.js";
import { registerExportRoutes } from "../export/routes.js";
import { registerAccountAdminRoutes } from "../oidc/routes.js";
import { registerThresholdAdminRoutes } from "../class/routes.js";
import { registerRetentionAdminRoutes } from "../retention/routes.js";
import { registerFilterAdminRoutes } from "../word-filter/routes.js";
import { registerTermRoutes } from "../terms/routes.js";
import { getRegistrationStatus, issueAdminToken, loginAdmin, logoutAdmin, registerAdmin, type SignInThrottles } from "./account-service.js";
import { readDemoCredentials } from "./demo-credentials.js";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH, issueDeviceCookie } from "./device-cookie.js";
import { deleteAdminSession, getAdminStats, getSystemInfo, listAdminSessions } from "./overview-service.js";
import { FailureDelays } from "./sign-in-delays.js";
import { getTimeZonePolicy, setTimeZone } from "./report-time-zone.js";

/** The account routes, public and (the contract's `authority: "admin"`) for a valid admin bearer token. */
export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  // Per app instance, so parallel test servers do not share counters.
  const throttles: SignInThrottles = {
    byAddress: new FailureDelays(context.config.limits.signIn),
    byEmail: new FailureDelays(context.config.limits.signIn),
    byDevice: new FailureDelays(context.config.limits.signIn),
  };

  serveRoute(app, httpContract.registerAdmin, async ({ body, request, reply }) => {
    const { admin, owner } = await registerAdmin(context, body);
    await recordAudit(context, adminCaller(admin, request), { kind: "admin.registered", target: admin.email, targetId: admin.id, detail: { signedIn: owner } });
    reply.code(201);
    // The owner proved with the setup code that she runs this server: she is signed in at once. A later admin
    // (ADMIN_REGISTRATION=open) signs in as the spec says, with the form it returns to.
    if (!owner) return { admin, signedIn: null };
    const { token, expiresAt } = await issueAdminToken(context, admin.id);
    setCookie(request, reply, DEVICE_COOKIE, await issueDeviceCookie(context.cookieSigner, admin.email), {
      path: DEVICE_COOKIE_PATH,
      maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
      sameSite: "Strict",
    });
    return { admin, signedIn: { token, admin, expiresAt } };
  });

  serveRoute(app, httpContract.loginAdmin, async ({ body: input, request, reply }) => {
    const deviceCookie = readParsedCookie(request.headers, DEVICE_COOKIE, signedCookieSchema);
    const { deviceCookie: issued, ...result } = await loginAdmin(context, input, { address: request.ip, deviceCookie, throttles });
    await recordAudit(context, adminCaller(result.admin, request), { kind: "admin.signedIn", detail: { method: "password" } });
    setCookie(request, reply, DEVICE_COOKIE, issued, { path: DEVICE_COOKIE_PATH, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS, sameSite: "Strict" });
    // The spec's client reads token and admin at the top level; `data` keeps the usual envelope too.
    return reply.send({ success: true as const, token: result.token, admin: result.admin, data: result });
  });

  serveRoute(app, httpContract.getDemoCredentials, async () => ({ credentials: await readDemoCredentials(context) }));

  serveRoute(app, httpContract.getRegistrationStatus, () => getRegistrationStatus(context));

  serveAuthorisedRoute(app, context, httpContract.logoutAdmin, async ({ admin }) => {
    await logoutAdmin(context, admin.tokenHash);
    return { loggedOut: true as const };
  });

  serveAuthorisedRoute(app, context, httpContract.getAdminMe, async ({ admin: { id, email, fullName } }) => ({ admin: { id, email, fullName } }));

  serveAuthorisedRoute(app, context, httpContract.getAdminStats, ({ admin }) => getAdminStats(context, admin));

  serveAuthorisedRoute(app, context, httpContract.getSystemInfo, async () => getSystemInfo(context));

  serveAuthorisedRoute(app, context, httpContract.listAdminSessions, ({ query, admin }) => listAdminSessions(context, query, admin));

  serveAuthorisedRoute(app, context, httpContract.getTimeZonePolicy, ({ admin }) => getTimeZonePolicy(context, admin));

  serveAuthorisedRoute(app, context, httpContract.setTimeZone, ({ admin, body, request }) => setTimeZone(context, admin, body.timeZone, adminCaller(admin, request)));

  serveAuthorisedRoute(app, context, httpContract.deleteAdminSession, ({ params, admin, request }) => deleteAdminSession(context, params.id, admin, adminCaller(admin, request)));

  registerExportRoutes(app, context);
  registerRetentionAdminRoutes(app, context);
  registerFilterAdminRoutes(app, context);
  registerThresholdAdminRoutes(app, context);
  registerTermRoutes(app, context);
  registerAccountAdminRoutes(app, context);
  registerAuditAdminRoutes(app, context);
}
