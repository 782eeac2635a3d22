import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { requestLanguage } from "../../http/request-language.js";
import { serveAuthorisedRoute } from "../../http/serve-route.js";
import { refuseDemo } from "../admin/overview-service.js";
import { sendFile } from "../export/routes.js";
import { adminCaller } from "./audit-caller.js";
import { exportAuditTrail, listAuditTrail } from "./audit-trail.js";

/** The admin area's audit view and its CSV (`authority: "admin"`). */
export function registerAuditAdminRoutes(app: FastifyInstance, context: AppContext): void {
  // The demo account's sign-in is public: the trail names admins and addresses.
  serveAuthorisedRoute(app, context, httpContract.listAuditTrail, ({ admin, query }) => (refuseDemo(admin), listAuditTrail(context, query)));

  serveAuthorisedRoute(app, context, httpContract.exportAuditTrail, async ({ admin, body, request, reply }) => {
    refuseDemo(admin);
    const language = requestLanguage(request, body.language);
    return sendFile(reply, await exportAuditTrail(context, adminCaller(admin, request), body, language));
  });
}
