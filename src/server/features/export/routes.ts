import type { FastifyInstance, FastifyReply } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { adminCaller } from "../audit/audit-caller.js";
import { hostCaller } from "../audit/host-caller.js";
import type { AppContext } from "../../context.js";
import { requestLanguage } from "../../http/request-language.js";
import { serveAuthorisedRoute } from "../../http/serve-route.js";
import { exportCourse, exportHostSession, exportSessions, exportTerm, type ExportFile } from "./export-service.js";


export function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
    .header("Cache-Control", "no-store")
    .send(file.body);
}

/** The admin area's export (`authority: "admin"`: a valid admin token). */
export function registerExportRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.exportAdminSessions, async ({ params, body, admin, request, reply }) =>
    sendFile(reply, await exportSessions(context, body, params.format, admin, requestLanguage(request, body.language), adminCaller(admin, request))),
  );

  serveAuthorisedRoute(app, context, httpContract.exportTerm, async ({ params, body, admin, request, reply }) =>
    sendFile(reply, await exportTerm(context, admin, body.term, params.format, requestLanguage(request, body.language), adminCaller(admin, request))),
  );
}

/** A host's Excel or PDF of their own session: the host key (or an admin token, or the owner's account) decides, before anything is read. */
export function registerHostExportRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.exportHostSession, async ({ host, params, body, request, reply }) =>
    sendFile(reply, await exportHostSession(context, host, params.format, body.cloud, await hostCaller(context, request), requestLanguage(request, body.language))),
  );

  serveAuthorisedRoute(app, context, httpContract.exportCourse, async ({ course, params, body, request, reply }) =>
    sendFile(reply, await exportCourse(context, course, params.format, await hostCaller(context, request), requestLanguage(request, body.language))),
  );
}
