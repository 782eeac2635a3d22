import type { FastifyInstance } from "fastify";
import { feedbackListQuerySchema, submitFeedbackSchema } from "../../../shared/schemas/feedback.js";
import type { AppContext } from "../../context.js";
import { ok, parseInput } from "../../http/validate.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { getFeedbackList, getWordCloud, submitFeedback } from "./service.js";

export function registerFeedbackRoutes(app: FastifyInstance, context: AppContext): void {
  app.post("/api/sessions/:id/feedback", async (request, reply) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const input = parseInput(submitFeedbackSchema, request.body);
    reply.code(201);
    return ok(await submitFeedback(context, { sessionId: id, text: input.text, participantId: input.participantId }));
  });

  app.get("/api/sessions/:id/feedback", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const { limit } = parseInput(feedbackListQuerySchema, request.query);
    return ok(await getFeedbackList(context, id, limit));
  });

  app.get("/api/sessions/:id/wordcloud", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await getWordCloud(context, id));
  });
}
