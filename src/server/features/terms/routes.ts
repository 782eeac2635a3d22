import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute } from "../../http/serve-route.js";
import { compareTermCourses, getTermView, listTerms } from "./service.js";

/** The term across courses, for an admin (`authority: "admin"`); the term report is with the other exports. */
export function registerTermRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.listTerms, ({ admin }) => listTerms(context, admin));

  serveAuthorisedRoute(app, context, httpContract.getTermView, ({ admin, query }) => getTermView(context, admin, query.term));

  serveAuthorisedRoute(app, context, httpContract.compareTermCourses, ({ admin, query }) => compareTermCourses(context, admin, query));
}
