import type { FastifyInstance } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveCheckedRoute, serveRoute } from "../../http/serve-route.js";
import { checkSessionHost, readSessionAuthority } from "../sessions/authority.js";
import { getModerationOverview, performHostAction } from "./service.js";

export function registerModerationRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpRoutes.getModeration, async ({ params, request }) =>
    getModerationOverview(context, params.id, await readSessionAuthority(context, request.headers)),
  );

  serveCheckedRoute(app, httpRoutes.performHostAction, checkSessionHost(context), ({ params, body, checked }) => performHostAction(context, params.id, body, checked));
}
