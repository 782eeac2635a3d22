import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { exportFormatSchema, exportSessionsSchema, sessionExportSchema } from "../../../shared/schemas/admin.js";
import { sessionIdSchema } from "../../../shared/schemas/session.js";
import type { AppContext } from "../../context.js";
import { parseInput } from "../../parse-input.js";
import type { AdminReach } from "../admin/overview-service.js";
import { readSessionAuthority } from "../sessions/authority.js";
import { exportHostSession, exportSessions, type ExportFile } from "./export-service.js";

const exportParamsSchema = z.object({ format: exportFormatSchema });
const sessionExportParamsSchema = z.object({ id: sessionIdSchema, format: exportFormatSchema });

function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
    .header("Cache-Control", "no-store")
    .send(file.body);
}

/** Registered inside the admin scope, so every export needs a valid admin token. */
export function registerExportRoutes(app: FastifyInstance, context: AppContext, adminOf: (request: FastifyRequest) => AdminReach): void {
  app.post("/api/admin/export/:format", async (request, reply) => {
    const { format } = parseInput(exportParamsSchema, request.params);
    const input = parseInput(exportSessionsSchema, request.body);
    return sendFile(reply, await exportSessions(context, input, format, adminOf(request)));
  });
}

/** A host's Excel or PDF of their own session: the host key (or an admin token) decides, before anything is read. */
export function registerHostExportRoutes(app: FastifyInstance, context: AppContext): void {
  app.post("/api/sessions/:id/export/:format", async (request, reply) => {
    const { id, format } = parseInput(sessionExportParamsSchema, request.params);
    const { timeZone } = parseInput(sessionExportSchema, request.body ?? {});
    return sendFile(reply, await exportHostSession(context, id, format, timeZone, await readSessionAuthority(context, request.headers), request.ip));
  });
}
