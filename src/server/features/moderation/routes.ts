import type { FastifyInstance } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute } from "../../http/serve-route.js";
import { getModerationOverview, performHostAction } from "./service.js";

export function registerModerationRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpRoutes.getModeration, ({ host }) => getModerationOverview(context, host));

  serveAuthorisedRoute(app, context, httpRoutes.performHostAction, ({ host, body }) => performHostAction(context, host, body));
}
