import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute, serveRoute } from "../../http/serve-route.js";
import { adminCaller } from "../audit/audit-caller.js";
import { getAdminRetentionPolicy, getSessionRetention, setRetentionDays } from "./service.js";

/** When a session will be deleted: public like the session itself, so any screen of the host's can say it. */
export function registerSessionRetentionRoute(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.getSessionRetention, ({ params }) => getSessionRetention(context, params.id));
}

/** The admin's retention setting (`authority: "admin"`). */
export function registerRetentionAdminRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.getRetentionPolicy, ({ admin }) => getAdminRetentionPolicy(context, admin));

  serveAuthorisedRoute(app, context, httpContract.setRetentionDays, ({ body, admin, request }) => setRetentionDays(context, body.days, admin, adminCaller(admin, request)));
}
