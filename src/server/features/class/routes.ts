import type { FastifyInstance } from "fastify";
import { submitClassResponseSchema } from "../../../shared/schemas/class.js";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { getClassAnalytics, getClassQuestions, submitClassResponse } from "./service.js";

export function registerClassRoutes(app: FastifyInstance, context: AppContext): void {
  app.get("/api/sessions/:id/class-questions", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await getClassQuestions(context, id));
  });

  app.post("/api/sessions/:id/class-response", async (request, reply) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const input = parseInput(submitClassResponseSchema, request.body);
    const result = await submitClassResponse(context, {
      sessionId: id,
      questionId: input.questionId,
      response: input.response,
      participantId: input.participantId,
      submissionId: input.submissionId,
      address: request.ip,
    });
    reply.code(result.replaced || result.duplicate ? 200 : 201);
    return ok(result);
  });

  app.get("/api/sessions/:id/class-analytics", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await getClassAnalytics(context, id));
  });
}
