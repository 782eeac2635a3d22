import type { FastifyInstance, FastifyRequest } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import { signedCookieSchema } from "../../../shared/schemas/auth.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { readParsedCookie } from "../../cookie-header.js";
import { setCookie } from "../../http/cookies.js";
import { serveRoute } from "../../http/serve-route.js";
import { registerExportRoutes } from "../export/routes.js";
import { registerAccountAdminRoutes } from "../oidc/routes.js";
import { registerRetentionAdminRoutes } from "../retention/routes.js";
import { getRegistrationStatus, loginAdmin, logoutAdmin, registerAdmin, type SignInThrottles } from "./account-service.js";
import { authenticateAdminToken, type AuthenticatedAdmin } from "./admin-token.js";
import { readDemoCredentials } from "./demo-credentials.js";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from "./device-cookie.js";
import { deleteAdminSession, getAdminStats, getSystemInfo, listAdminSessions } from "./overview-service.js";
import { FailureDelays } from "./sign-in-delays.js";

/** The admin behind each authenticated request, set by the scope's onRequest hook. */
const requestAdmins = new WeakMap<FastifyRequest, AuthenticatedAdmin>();

function adminOf(request: FastifyRequest): AuthenticatedAdmin {
  const admin = requestAdmins.get(request);
  if (!admin) throw new AppError("UNAUTHORIZED", "Please sign in as an admin");
  return admin;
}

/** Public account routes plus a scope in which every route needs a valid admin bearer token. */
export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  // Per app instance, so parallel test servers do not share counters.
  const throttles: SignInThrottles = {
    byAddress: new FailureDelays(context.config.limits.signIn),
    byEmail: new FailureDelays(context.config.limits.signIn),
    byDevice: new FailureDelays(context.config.limits.signIn),
  };

  serveRoute(app, httpRoutes.registerAdmin, async ({ body, reply }) => {
    const admin = await registerAdmin(context, body);
    reply.code(201);
    return { admin };
  });

  serveRoute(app, httpRoutes.loginAdmin, async ({ body: input, request, reply }) => {
    const deviceCookie = readParsedCookie(request.headers, DEVICE_COOKIE, signedCookieSchema);
    const { deviceCookie: issued, ...result } = await loginAdmin(context, input, { address: request.ip, deviceCookie, throttles });
    setCookie(request, reply, DEVICE_COOKIE, issued, { path: DEVICE_COOKIE_PATH, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS, sameSite: "Strict" });
    // The spec's client reads token and admin at the top level; `data` keeps the usual envelope too.
    return reply.send({ success: true as const, token: result.token, admin: result.admin, data: result });
  });

  serveRoute(app, httpRoutes.getDemoCredentials, async () => ({ credentials: await readDemoCredentials(context) }));

  serveRoute(app, httpRoutes.getRegistrationStatus, () => getRegistrationStatus(context));

  app.register(async (scope) => {
    // onRequest runs before the body is even parsed: an unauthenticated call gets 401 and nothing else.
    scope.addHook("onRequest", async (request) => {
      const admin = await authenticateAdminToken(context.store.db, request.headers.authorization);
      if (!admin) throw new AppError("UNAUTHORIZED", "Please sign in as an admin");
      requestAdmins.set(request, admin);
    });

    serveRoute(scope, httpRoutes.logoutAdmin, async ({ request }) => {
      await logoutAdmin(context, adminOf(request).tokenHash);
      return { loggedOut: true as const };
    });

    serveRoute(scope, httpRoutes.getAdminMe, async ({ request }) => {
      const { id, email, fullName } = adminOf(request);
      return { admin: { id, email, fullName } };
    });

    serveRoute(scope, httpRoutes.getAdminStats, ({ request }) => getAdminStats(context, adminOf(request)));

    serveRoute(scope, httpRoutes.getSystemInfo, async () => getSystemInfo(context));

    serveRoute(scope, httpRoutes.listAdminSessions, ({ query, request }) => listAdminSessions(context, query, adminOf(request)));

    serveRoute(scope, httpRoutes.deleteAdminSession, ({ params, request }) => deleteAdminSession(context, params.id, adminOf(request)));

    registerExportRoutes(scope, context, adminOf);
    registerRetentionAdminRoutes(scope, context, adminOf);
    registerAccountAdminRoutes(scope, context, adminOf);
  });
}
