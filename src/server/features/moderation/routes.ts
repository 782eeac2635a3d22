import type { FastifyInstance } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveSessionRoute } from "../../http/serve-route.js";
import { getModerationOverview, performHostAction } from "./service.js";

export function registerModerationRoutes(app: FastifyInstance, context: AppContext): void {
  serveSessionRoute(app, context, httpRoutes.getModeration, ({ host }) => getModerationOverview(context, host));

  serveSessionRoute(app, context, httpRoutes.performHostAction, ({ host, body }) => performHostAction(context, host, body));
}
