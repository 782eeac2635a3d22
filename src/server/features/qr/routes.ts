import type { FastifyInstance } from "fastify";
import { qrCodeRequestSchema } from "../../../shared/schemas/qr.js";
import { HOST_KEY_HEADER } from "../../../shared/schemas/session.js";
import type { AppContext } from "../../context.js";
import { resolvePublicOrigin } from "../../http/public-url.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { generateQrCode, getSessionQrCodes } from "./service.js";

export function registerQrRoutes(app: FastifyInstance, context: AppContext): void {
  app.get("/api/sessions/:id/qr-codes", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const origin = resolvePublicOrigin(request, context.config.publicUrl, context.lanAddress);
    const hostKey = request.headers[HOST_KEY_HEADER];
    return ok(await getSessionQrCodes(context, id, origin, typeof hostKey === "string" ? hostKey : undefined, request.ip));
  });

  app.post("/api/sessions/qr-code", async (request) => {
    const input = parseInput(qrCodeRequestSchema, request.body);
    return ok({ qrCodeUrl: await generateQrCode(context, input, request.ip), url: input.url });
  });
}
