import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { HOST_KEY_HEADER } from "../../../shared/schemas/session.js";
import type { AppContext } from "../../context.js";
import { resolvePublicOrigin } from "../../http/public-url.js";
import { serveRoute } from "../../http/serve-route.js";
import { generateQrCode, getSessionQrCodes } from "./service.js";

export function registerQrRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.getSessionQrCodes, async ({ params, request }) => {
    const origin = resolvePublicOrigin(request, context.config.publicUrl, context.lanAddress);
    const hostKey = request.headers[HOST_KEY_HEADER];
    return getSessionQrCodes(context, params.id, origin, typeof hostKey === "string" ? hostKey : undefined, request.ip);
  });

  serveRoute(app, httpContract.createQrCode, async ({ body, request }) => ({ qrCodeUrl: await generateQrCode(context, body, request.ip), url: body.url }));
}
