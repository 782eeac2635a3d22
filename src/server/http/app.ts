import Fastify, { type FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { registerAdminRoutes } from "../features/admin/routes.js";
import { registerClassRoutes } from "../features/class/routes.js";
import { registerFeedbackRoutes } from "../features/feedback/routes.js";
import { registerQrRoutes } from "../features/qr/routes.js";
import { registerSessionRoutes } from "../features/sessions/routes.js";
import { handleFrameworkError, registerErrorHandler } from "./error-handler.js";
import { registerSecurityHeaders } from "./security-headers.js";
import { registerStaticFiles } from "./static-files.js";

/** Bodies above this are refused with 413 before they are parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the HTTP application: API routes, health, static client and uniform error handling. */
export async function buildApp(context: AppContext, app: FastifyInstance): Promise<FastifyInstance> {
  registerErrorHandler(app);
  registerSecurityHeaders(app);

  app.get("/health", async (_request, reply) => {
    if (!(await context.store.isHealthy())) return reply.code(503).send({ success: false, error: "Database unavailable", status: "unavailable" });
    return { status: "ok", success: true, data: { status: "ok" } };
  });

  registerSessionRoutes(app, context);
  registerFeedbackRoutes(app, context);
  registerClassRoutes(app, context);
  registerQrRoutes(app, context);
  registerAdminRoutes(app, context);
  await registerStaticFiles(app);
  return app;
}

export function createFastify(logLevel: string, trustProxy = false): FastifyInstance {
  return Fastify({
    logger: { level: logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy,
    return503OnClosing: true,
    frameworkErrors: handleFrameworkError,
  });
}
