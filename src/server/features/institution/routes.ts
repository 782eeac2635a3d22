import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { adminCaller } from "../audit/audit-caller.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute, serveRoute } from "../../http/serve-route.js";
import { getInstitution, getInstitutionPolicy, setInstitution } from "./service.js";

/** The institution's texts: public for the statement and the notice, and the admin's setting (`authority: "admin"`). */
export function registerInstitutionRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.getInstitution, () => getInstitution(context));

  serveAuthorisedRoute(app, context, httpContract.getInstitutionPolicy, ({ admin }) => getInstitutionPolicy(context, admin));

  serveAuthorisedRoute(app, context, httpContract.setInstitution, ({ admin, body, request }) => setInstitution(context, admin, body, adminCaller(admin, request)));
}
