import type { FastifyInstance } from "fastify";
import { hostActionSchema } from "../../../shared/schemas/moderation.js";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import { readSessionAuthority } from "../sessions/authority.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { verifySessionAuthority } from "../sessions/service.js";
import { getModerationOverview, performHostAction } from "./service.js";

export function registerModerationRoutes(app: FastifyInstance, context: AppContext): void {
  app.get("/api/sessions/:id/moderation", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await getModerationOverview(context, id, await readSessionAuthority(context, request.headers)));
  });

  app.post("/api/sessions/:id/host-actions", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    // Who is asking is settled before the body is looked at: a stranger learns nothing from its errors.
    const authority = await readSessionAuthority(context, request.headers);
    await verifySessionAuthority(context, id, authority);
    const action = parseInput(hostActionSchema, request.body);
    return ok(await performHostAction(context, id, action, authority));
  });
}
