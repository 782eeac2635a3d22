import type { FastifyInstance } from "fastify";
import { feedbackListQuerySchema, submitFeedbackSchema, type SubmittedFeedback, type WordCloud } from "../../../shared/schemas/feedback.js";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import { wrapCloud } from "../../realtime/cloud-json.js";
import { isSignedIn } from "../oidc/account-cookie.js";
import { readSessionAuthority } from "../sessions/authority.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { getFeedbackList, getLiveWordCloud, getWordCloud, submitFeedback } from "./service.js";

/**
 * The submission reply, `{ success: true, data: { feedback, submissionId, duplicate?, answersLeft?, wordData } }`
 * (spec: data.wordData), built around the cloud's bytes: the cloud, the bulk of it, is the live one after this
 * entry, serialised once per version and shared by every reply (and snapshot) of that version.
 */
function serialiseFeedbackReply(submitted: SubmittedFeedback, cloud: WordCloud): Buffer {
  const head = JSON.stringify({ success: true, data: submitted });
  return wrapCloud(`${head.slice(0, -2)},"wordData":`, cloud, "}}");
}

export function registerFeedbackRoutes(app: FastifyInstance, context: AppContext): void {
  app.post("/api/sessions/:id/feedback", async (request, reply) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const input = parseInput(submitFeedbackSchema, request.body);
    const submitted = await submitFeedback(context, { sessionId: id, text: input.text, participantId: input.participantId, submissionId: input.submissionId, responseId: input.responseId, address: request.ip, signedIn: await isSignedIn(context, request.headers) });
    // A repeat created nothing: 200, where the first acceptance was 201.
    return reply.code(submitted.duplicate ? 200 : 201).type("application/json; charset=utf-8").send(serialiseFeedbackReply(submitted, getLiveWordCloud(context, id)));
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
