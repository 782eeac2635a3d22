import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import type { SubmittedFeedback, WordCloud } from "../../../shared/schemas/feedback.js";
import type { AppContext } from "../../context.js";
import { JsonBytes, serveRoute, serveAuthorisedRoute } from "../../http/serve-route.js";
import { wrapCloud } from "../../realtime/cloud-json.js";
import { isSignedIn } from "../oidc/account-cookie.js";
import { getFeedbackList, getLiveWordCloud, getWordCloud, submitFeedback } from "./service.js";

/**
 * The submission reply, `{ success: true, data: { feedback, submissionId, duplicate?, answersLeft?, wordData } }`
 * (spec: data.wordData), built around the cloud's bytes: the cloud, the bulk of it, is the live one after this
 * entry, serialised once per version and shared by every reply (and snapshot) of that version.
 */
function serialiseFeedbackReply(submitted: SubmittedFeedback, cloud: WordCloud): JsonBytes {
  const head = JSON.stringify({ success: true, data: submitted });
  return new JsonBytes(wrapCloud(`${head.slice(0, -2)},"wordData":`, cloud, "}}"));
}

export function registerFeedbackRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.submitFeedback, async ({ params, body, request, reply }) => {
    const { id } = params;
    const submitted = await submitFeedback(context, { sessionId: id, text: body.text, participantId: body.participantId, submissionId: body.submissionId, responseId: body.responseId, address: request.ip, signedIn: await isSignedIn(context, request.headers) });
    // A repeat created nothing: 200, where the first acceptance was 201.
    void reply.code(submitted.duplicate ? 200 : 201);
    return serialiseFeedbackReply(submitted, getLiveWordCloud(context, id));
  });

  serveAuthorisedRoute(app, context, httpContract.listFeedback, ({ viewer, query }) => getFeedbackList(context, viewer, query));

  serveAuthorisedRoute(app, context, httpContract.getWordCloud, ({ viewer }) => getWordCloud(context, viewer));
}
