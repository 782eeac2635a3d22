import type { FastifyInstance } from "fastify";
import { feedbackListQuerySchema, submitFeedbackSchema, type FeedbackResult, type WordCloud } from "../../../shared/schemas/feedback.js";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import { isSignedIn } from "../oidc/account-cookie.js";
import { readSessionAuthority } from "../sessions/authority.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { getFeedbackList, getLiveWordCloud, getWordCloud, submitFeedback } from "./service.js";

const cloudJson = new WeakMap<WordCloud, string>();

/**
 * The submission reply, `{ success: true, data: { feedback, submissionId, duplicate?, wordData } }`, built by hand
 * so that the cloud — the bulk of it, and shared by every reply of the same moment — is serialised once, not once
 * per reply.
 */
function serialiseFeedbackResult(result: FeedbackResult): string {
  let words = cloudJson.get(result.wordData);
  if (words === undefined) {
    words = JSON.stringify(result.wordData);
    cloudJson.set(result.wordData, words);
  }
  const { wordData: _cloud, ...rest } = result;
  return `{"success":true,"data":${JSON.stringify(rest).slice(0, -1)},"wordData":${words}}}`;
}

export function registerFeedbackRoutes(app: FastifyInstance, context: AppContext): void {
  app.post("/api/sessions/:id/feedback", async (request, reply) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const input = parseInput(submitFeedbackSchema, request.body);
    const submitted = await submitFeedback(context, { sessionId: id, text: input.text, participantId: input.participantId, submissionId: input.submissionId, responseId: input.responseId, address: request.ip, signedIn: await isSignedIn(context, request.headers) });
    const result: FeedbackResult = { ...submitted, wordData: getLiveWordCloud(context, id) };
    // A repeat created nothing: 200, where the first acceptance was 201.
    return reply.code(submitted.duplicate ? 200 : 201).type("application/json; charset=utf-8").send(serialiseFeedbackResult(result));
  });

  app.get("/api/sessions/:id/feedback", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const { limit, before, questionId } = parseInput(feedbackListQuerySchema, request.query);
    return ok(await getFeedbackList(context, id, await readSessionAuthority(context, request.headers), { limit, before, questionId }));
  });

  app.get("/api/sessions/:id/wordcloud", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await getWordCloud(context, id, await readSessionAuthority(context, request.headers)));
  });
}
