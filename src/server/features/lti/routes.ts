import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { resolvePublicOrigin } from "../../http/public-url.js";
import { serveAuthorisedRoute, serveRoute } from "../../http/serve-route.js";
import { DEMO_REACH_MESSAGE, type AdminReach } from "../admin/overview-service.js";
import { registerDynamically } from "./dynamic-registration.js";
import { refusalPage, registeredPage } from "./lti-pages.js";
import { LtiRefusal } from "./lti-refusal.js";
import { listPlatforms, registerLtiPlatform, removeLtiPlatform, toolEndpoints } from "./platforms-service.js";
import { getToolKeyset, rotateToolKey } from "./tool-keys.js";

const HTML = "text/html; charset=utf-8";

/** The address the platform reaches this instance at: PUBLIC_URL, else the request's. */
const toolOrigin = (context: AppContext, request: FastifyRequest) => resolvePublicOrigin(request, context.config.publicUrl, null);

/** The LTI 1.3 endpoints a learning platform calls (fixed paths, see docs/deploy.md), and the admin's platform list. */
export function registerLtiRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.getLtiJwks, async ({ reply }) =>
    reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=300").send(await getToolKeyset(context)),
  );

  serveRoute(app, httpContract.startLtiRegistration, async ({ query, request, reply }) => {
    try {
      const platform = await registerDynamically(context, toolOrigin(context, request), { configurationUrl: query.openid_configuration, registrationToken: query.registration_token });
      request.log.info({ issuer: platform.issuer, clientId: platform.clientId, deploymentIds: platform.deploymentIds }, "LTI platform registered dynamically");
      return reply.type(HTML).send(registeredPage(platform.name));
    } catch (error) {
      return sendRefusal(request, reply, error, "registration");
    }
  });

  serveAuthorisedRoute(app, context, httpContract.listLtiPlatforms, async ({ request, admin }) => {
    refuseDemo(admin);
    return { platforms: await listPlatforms(context), tool: toolEndpoints(toolOrigin(context, request)) };
  });
  serveAuthorisedRoute(app, context, httpContract.registerLtiPlatform, ({ body, admin }) => (refuseDemo(admin), registerLtiPlatform(context, body)));
  serveAuthorisedRoute(app, context, httpContract.deleteLtiPlatform, ({ params, admin }) => (refuseDemo(admin), removeLtiPlatform(context, params.id)));
  serveAuthorisedRoute(app, context, httpContract.rotateLtiKey, ({ admin }) => (refuseDemo(admin), rotateToolKey(context)));
}

/** The demo account's sign-in is public: it may not let a platform launch into this instance. */
function refuseDemo(admin: AdminReach): void {
  if (admin.demo) throw new AppError("FORBIDDEN", DEMO_REACH_MESSAGE);
}

/** A refused LTI step: a page in both languages for the person, the reason in the log. */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown, step: LtiRefusal["step"]): FastifyReply {
  if (error instanceof LtiRefusal) {
    request.log.warn({ step: error.step, reason: error.reason }, "LTI request refused");
    return reply.code(400).type(HTML).send(refusalPage(error.step));
  }
  request.log.error({ err: error }, "LTI request failed");
  return reply.code(502).type(HTML).send(refusalPage(step));
}
