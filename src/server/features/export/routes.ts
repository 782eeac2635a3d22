import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { languageFromAcceptLanguage } from "../../../shared/schemas/session-language.js";
import { httpContract } from "../../../shared/http-contract.js";
import { adminCaller } from "../audit/audit-caller.js";
import { hostCaller } from "../audit/host-caller.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute } from "../../http/serve-route.js";
import { exportCourse, exportHostSession, exportSessions, exportTerm, type ExportFile } from "./export-service.js";

/** The exporter's language when the call names none: what their browser asks for. */
const languageOf = (request: FastifyRequest) => languageFromAcceptLanguage(request.headers["accept-language"]);

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
    sendFile(reply, await exportSessions(context, body, params.format, admin, body.language ?? languageOf(request), adminCaller(admin, request))),
  );

  serveAuthorisedRoute(app, context, httpContract.exportTerm, async ({ params, body, admin, request, reply }) =>
    sendFile(reply, await exportTerm(context, admin, body.term, params.format, body.language ?? languageOf(request), adminCaller(admin, request))),
  );
}

/** A host's Excel or PDF of their own session: the host key (or an admin token, or the owner's account) decides, before anything is read. */
export function registerHostExportRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.exportHostSession, async ({ host, params, body, request, reply }) =>
    sendFile(reply, await exportHostSession(context, host, params.format, body.cloud, await hostCaller(context, request), body.language ?? languageOf(request))),
  );

  serveAuthorisedRoute(app, context, httpContract.exportCourse, async ({ course, params, body, request, reply }) =>
    sendFile(reply, await exportCourse(context, course, params.format, await hostCaller(context, request), body.language ?? languageOf(request))),
  );
}
