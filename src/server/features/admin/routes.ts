import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminSessionsQuerySchema, loginAdminSchema, registerAdminSchema } from "../../../shared/schemas/admin.js";
import { signedCookieSchema } from "../../../shared/schemas/auth.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { readParsedCookie } from "../../cookie-header.js";
import { setCookie } from "../../http/cookies.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import { registerExportRoutes } from "../export/routes.js";
import { registerAccountAdminRoutes } from "../oidc/routes.js";
import { registerRetentionAdminRoutes } from "../retention/routes.js";
import { sessionParamsSchema } from "../sessions/routes.js";
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

  app.post("/api/admin/register", async (request, reply) => {
    const input = parseInput(registerAdminSchema, request.body);
    reply.code(201);
    return ok({ admin: await registerAdmin(context, input) });
  });

  app.post("/api/admin/login", async (request, reply) => {
    const input = parseInput(loginAdminSchema, request.body);
    const deviceCookie = readParsedCookie(request.headers, DEVICE_COOKIE, signedCookieSchema);
    const { deviceCookie: issued, ...result } = await loginAdmin(context, input, { address: request.ip, deviceCookie, throttles });
    setCookie(request, reply, DEVICE_COOKIE, issued, { path: DEVICE_COOKIE_PATH, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS, sameSite: "Strict" });
    // The spec's client reads token and admin at the top level; `data` keeps the usual envelope too.
    return { success: true as const, token: result.token, admin: result.admin, data: result };
  });

  app.get("/api/admin/demo-credentials", async () => ok({ credentials: await readDemoCredentials(context) }));

  app.get("/api/admin/registration", async () => ok(await getRegistrationStatus(context)));

  app.register(async (scope) => {
    // onRequest runs before the body is even parsed: an unauthenticated call gets 401 and nothing else.
    scope.addHook("onRequest", async (request) => {
      const admin = await authenticateAdminToken(context.store.db, request.headers.authorization);
      if (!admin) throw new AppError("UNAUTHORIZED", "Please sign in as an admin");
      requestAdmins.set(request, admin);
    });

    scope.post("/api/admin/logout", async (request) => {
      await logoutAdmin(context, adminOf(request).tokenHash);
      return ok({ loggedOut: true });
    });

    scope.get("/api/admin/me", async (request) => {
      const { id, email, fullName } = adminOf(request);
      return ok({ admin: { id, email, fullName } });
    });

    scope.get("/api/admin/dashboard/stats", async (request) => ok(await getAdminStats(context, adminOf(request))));

    scope.get("/api/admin/system", async () => ok(getSystemInfo(context)));

    scope.get("/api/admin/sessions", async (request) => ok(await listAdminSessions(context, parseInput(adminSessionsQuerySchema, request.query), adminOf(request))));

    scope.delete("/api/admin/sessions/:id", async (request) => {
      const { id } = parseInput(sessionParamsSchema, request.params);
      return ok(await deleteAdminSession(context, id, adminOf(request)));
    });

    registerExportRoutes(scope, context, adminOf);
    registerRetentionAdminRoutes(scope, context, adminOf);
    registerAccountAdminRoutes(scope, context, adminOf);
  });
}
