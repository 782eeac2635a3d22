import type { FastifyInstance, FastifyReply } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute } from "../../http/serve-route.js";
import { exportCourse, exportHostSession, exportSessions, type ExportFile } from "./export-service.js";

function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
    .header("Cache-Control", "no-store")
    .send(file.body);
}

/** The admin area's export (`authority: "admin"`: a valid admin token). */
export function registerExportRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.exportAdminSessions, async ({ params, body, admin, reply }) =>
    sendFile(reply, await exportSessions(context, body, params.format, admin)),
  );
}

/** A host's Excel or PDF of their own session: the host key (or an admin token, or the owner's account) decides, before anything is read. */
export function registerHostExportRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.exportHostSession, async ({ host, params, body, request, reply }) =>
    sendFile(reply, await exportHostSession(context, host, params.format, body.cloud, request.ip)),
  );

  serveAuthorisedRoute(app, context, httpContract.exportCourse, async ({ course, params, request, reply }) =>
    sendFile(reply, await exportCourse(context, course, params.format, request.ip)),
  );
}
