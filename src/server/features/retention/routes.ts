import type { FastifyInstance, FastifyRequest } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveRoute } from "../../http/serve-route.js";
import type { AdminReach } from "../admin/overview-service.js";
import { getRetentionPolicy, getSessionRetention, setRetentionDays } from "./service.js";

/** When a session will be deleted: public like the session itself, so any screen of the host's can say it. */
export function registerSessionRetentionRoute(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpRoutes.getSessionRetention, ({ params }) => getSessionRetention(context, params.id));
}

/** The admin's retention setting; registered inside the admin scope, whose hook has checked the token. */
export function registerRetentionAdminRoutes(scope: FastifyInstance, context: AppContext, adminOf: (request: FastifyRequest) => AdminReach): void {
  serveRoute(scope, httpRoutes.getRetentionPolicy, () => getRetentionPolicy(context));

  serveRoute(scope, httpRoutes.setRetentionDays, ({ body, request }) => setRetentionDays(context, body.days, adminOf(request)));
}
