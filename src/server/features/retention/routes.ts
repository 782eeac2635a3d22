import type { FastifyInstance, FastifyRequest } from "fastify";
import { retentionSettingSchema } from "../../../shared/schemas/retention.js";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import type { AdminReach } from "../admin/overview-service.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { getRetentionPolicy, getSessionRetention, setRetentionDays } from "./service.js";

/** When a session will be deleted: public like the session itself, so any screen of the host's can say it. */
export function registerSessionRetentionRoute(app: FastifyInstance, context: AppContext): void {
  app.get("/api/sessions/:id/retention", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await getSessionRetention(context, id));
  });
}

/** The admin's retention setting; registered inside the admin scope, whose hook has checked the token. */
export function registerRetentionAdminRoutes(scope: FastifyInstance, context: AppContext, adminOf: (request: FastifyRequest) => AdminReach): void {
  scope.get("/api/admin/retention", async () => ok(await getRetentionPolicy(context)));

  scope.put("/api/admin/retention", async (request) => {
    const { days } = parseInput(retentionSettingSchema, request.body);
    return ok(await setRetentionDays(context, days, adminOf(request)));
  });
}
