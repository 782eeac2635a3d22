import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute } from "../../http/serve-route.js";
import { getModerationOverview, performHostAction } from "./service.js";

export function registerModerationRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.getModeration, ({ host }) => getModerationOverview(context, host));

  serveAuthorisedRoute(app, context, httpContract.performHostAction, ({ host, body }) => performHostAction(context, host, body));
}
