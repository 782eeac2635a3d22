import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { adminCaller } from "../audit/audit-caller.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute } from "../../http/serve-route.js";
import { addFilterTerms, getFilterPolicy, removeFilterTerms, setFilterAutomatic } from "./policy-service.js";

/** The institution's lists and switch for the word filter (`authority: "admin"`). */
export function registerFilterAdminRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.getFilterPolicy, ({ admin, query }) => getFilterPolicy(context, admin, query.search));

  serveAuthorisedRoute(app, context, httpContract.setFilterAutomatic, ({ admin, body, request }) => setFilterAutomatic(context, admin, body.automatic, adminCaller(admin, request)));

  serveAuthorisedRoute(app, context, httpContract.addFilterTerms, ({ admin, body, request }) => addFilterTerms(context, admin, body, adminCaller(admin, request)));

  serveAuthorisedRoute(app, context, httpContract.removeFilterTerms, ({ admin, body, request }) => removeFilterTerms(context, admin, body, adminCaller(admin, request)));
}
