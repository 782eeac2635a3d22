import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { exportFormatSchema, exportSessionsSchema } from "../../../shared/schemas/admin.js";
import type { AppContext } from "../../context.js";
import { parseInput } from "../../parse-input.js";
import type { AdminReach } from "../admin/overview-service.js";
import { exportSessions } from "./export-service.js";

const exportParamsSchema = z.object({ format: exportFormatSchema });

/** Registered inside the admin scope, so every export needs a valid admin token. */
export function registerExportRoutes(app: FastifyInstance, context: AppContext, adminOf: (request: FastifyRequest) => AdminReach): void {
  app.post("/api/admin/export/:format", async (request, reply) => {
    const { format } = parseInput(exportParamsSchema, request.params);
    const input = parseInput(exportSessionsSchema, request.body);
    const file = await exportSessions(context, input, format, adminOf(request));
    return reply
      .header("Content-Type", file.contentType)
      .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
      .header("Cache-Control", "no-store")
      .send(file.body);
  });
}
