import type { FastifyInstance } from "fastify";
import { feedbackListQuerySchema, submitFeedbackSchema, type FeedbackResult, type WordCloud } from "../../../shared/schemas/feedback.js";
import type { AppContext } from "../../context.js";
import { ok, parseInput } from "../../http/validate.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { getFeedbackList, getWordCloud, submitFeedback } from "./service.js";

const cloudJson = new WeakMap<WordCloud, string>();

/**
 * The submission reply, `{ success: true, data: { feedback, wordData } }`, built by hand so that the cloud — the bulk
 * of it, and shared by every reply of the same moment — is serialised once, not once per reply.
 */
function serialiseFeedbackResult(result: FeedbackResult): string {
  let words = cloudJson.get(result.wordData);
  if (words === undefined) {
    words = JSON.stringify(result.wordData);
    cloudJson.set(result.wordData, words);
  }
  return `{"success":true,"data":{"feedback":${JSON.stringify(result.feedback)},"wordData":${words}}}`;
}

export function registerFeedbackRoutes(app: FastifyInstance, context: AppContext): void {
  app.post("/api/sessions/:id/feedback", async (request, reply) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const input = parseInput(submitFeedbackSchema, request.body);
    const result = await submitFeedback(context, { sessionId: id, text: input.text, participantId: input.participantId });
    return reply.code(201).type("application/json; charset=utf-8").send(serialiseFeedbackResult(result));
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
