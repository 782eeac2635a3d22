import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveRoute, serveSessionRoute } from "../../http/serve-route.js";
import type { AdminReach } from "../admin/overview-service.js";
import { exportHostSession, exportSessions, type ExportFile } from "./export-service.js";

function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
    .header("Cache-Control", "no-store")
    .send(file.body);
}

/** Registered inside the admin scope, so every export needs a valid admin token. */
export function registerExportRoutes(app: FastifyInstance, context: AppContext, adminOf: (request: FastifyRequest) => AdminReach): void {
  serveRoute(app, httpRoutes.exportAdminSessions, async ({ params, body, request, reply }) =>
    sendFile(reply, await exportSessions(context, body, params.format, adminOf(request))),
  );
}

/** A host's Excel or PDF of their own session: the host key (or an admin token, or the owner's account) decides, before anything is read. */
export function registerHostExportRoutes(app: FastifyInstance, context: AppContext): void {
  serveSessionRoute(app, context, httpRoutes.exportHostSession, async ({ host, params, body, request, reply }) =>
    sendFile(reply, await exportHostSession(context, host, params.format, body.timeZone, request.ip)),
  );
}
