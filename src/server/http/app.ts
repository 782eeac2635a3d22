import Fastify, { LogController, type FastifyInstance } from "fastify";
import { proxyTrust, type TrustProxy } from "../client-address.js";
import type { Limits } from "../config/config-limits.js";
import type { AppContext } from "../context.js";
import { registerAdminRoutes } from "../features/admin/routes.js";
import { registerClassRoutes } from "../features/class/routes.js";
import { registerCourseRoutes } from "../features/courses/routes.js";
import { embedPageHead, registerEmbedRoutes } from "../features/embed/routes.js";
import { registerHostExportRoutes } from "../features/export/routes.js";
import { registerFeedbackRoutes } from "../features/feedback/routes.js";
import { registerInstitutionRoutes } from "../features/institution/routes.js";
import { registerModerationRoutes } from "../features/moderation/routes.js";
import { PlatformFramers } from "../features/lti/platform-framers.js";
import { registerLtiRoutes } from "../features/lti/routes.js";
import { registerOidcRoutes } from "../features/oidc/routes.js";
import { registerQrRoutes } from "../features/qr/routes.js";
import { registerQuestionRoutes } from "../features/questions/routes.js";
import { registerSessionRetentionRoute } from "../features/retention/routes.js";
import { registerSessionRoutes } from "../features/sessions/routes.js";
import { capConnections, limitPipelining } from "./connection-guards.js";
import { registerHealthRoutes } from "./health-routes.js";
import { pagePolicies } from "./page-policies.js";
import { registerMetricsRoute } from "./metrics-endpoint.js";
import { handleClientError, handleFrameworkError, refuseConnectRequests, refuseUnservableRequests, registerErrorHandler } from "./error-handler.js";
import { registerReplyHeaders } from "./reply-headers.js";
import { registerRequestLog } from "./request-log.js";
import { makeRequestLogger } from "./request-logger.js";
import { refuseRoutesOutsideContract } from "./serve-route.js";
import { registerStaticFiles } from "./static-files.js";

/** Bodies above this are refused with 413 before they are parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the HTTP application: API routes, health, static client and uniform error handling. */
export async function buildApp(context: AppContext, app: FastifyInstance, clientDir?: string): Promise<FastifyInstance> {
  registerErrorHandler(app);
  refuseRoutesOutsideContract(app);
  registerRequestLog(app);
  refuseUnservableRequests(app);
  refuseConnectRequests(app.server);
  const platformFramers = new PlatformFramers(context);
  await platformFramers.start();
  app.addHook("onClose", async () => platformFramers.stop());
  registerReplyHeaders(app, () => context.readiness.isShuttingDown, pagePolicies(context.config.embedOrigins, () => platformFramers.current()));
  const limits = context.config.limits.http;
  capConnections(app.server, limits.connectionsPerAddress, proxyTrust(context.config.trustProxy), app.log);
  limitPipelining(app, limits.maxPipelinedRequests);
  registerHealthRoutes(app, context);
  registerMetricsRoute(app, context.metrics, context.config.operations.metrics);

  registerSessionRoutes(app, context);
  registerSessionRetentionRoute(app, context);
  registerFeedbackRoutes(app, context);
  registerModerationRoutes(app, context);
  registerQuestionRoutes(app, context);
  registerHostExportRoutes(app, context);
  registerClassRoutes(app, context);
  registerCourseRoutes(app, context);
  registerQrRoutes(app, context);
  registerAdminRoutes(app, context);
  registerInstitutionRoutes(app, context);
  registerOidcRoutes(app, context);
  registerEmbedRoutes(app, context);
  registerLtiRoutes(app, context, platformFramers);
  await registerStaticFiles(app, embedPageHead(context), clientDir);
  return app;
}

/** `logStream`: where the JSON log lines go (standard output unless a test captures them). */
export function createFastify(config: { logLevel: string; trustProxy: TrustProxy; limits: Pick<Limits, "http"> }, logStream?: NodeJS.WritableStream): FastifyInstance {
  const { requestTimeoutMs, headersTimeoutMs } = config.limits.http;
  return Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : { level: config.logLevel },
    // One line per request of our own (request-log.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: makeRequestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy.kind === "none" ? false : proxyTrust(config.trustProxy),
    // A whole request (a slow body included) must arrive within this; Node checks every connection on an interval.
    requestTimeout: requestTimeoutMs,
    // requestTimeout here too: Node checks headersTimeout against it when the server is made, before Fastify sets it.
    // requireHostHeader: false lets a request without Host reach refuseUnservableRequests, which answers it in the envelope.
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(headersTimeoutMs / 4))),
      requireHostHeader: false,
    },
    // refuseUnservableRequests answers requests that arrive while closing, in the envelope.
    return503OnClosing: false,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  });
}
