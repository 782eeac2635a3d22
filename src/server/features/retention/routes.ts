import type { FastifyInstance } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute, serveRoute } from "../../http/serve-route.js";
import { getRetentionPolicy, getSessionRetention, setRetentionDays } from "./service.js";

/** When a session will be deleted: public like the session itself, so any screen of the host's can say it. */
export function registerSessionRetentionRoute(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpRoutes.getSessionRetention, ({ params }) => getSessionRetention(context, params.id));
}

/** The admin's retention setting (`authority: "admin"`). */
export function registerRetentionAdminRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpRoutes.getRetentionPolicy, () => getRetentionPolicy(context));

  serveAuthorisedRoute(app, context, httpRoutes.setRetentionDays, ({ body, admin }) => setRetentionDays(context, body.days, admin));
}
