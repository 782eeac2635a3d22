import type { FastifyInstance } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveCheckedRoute, serveRoute } from "../../http/serve-route.js";
import { isSignedIn } from "../oidc/account-cookie.js";
import { checkSessionHost, readSessionAuthority } from "../sessions/authority.js";
import { getClassAnalytics, getClassQuestions, replaceClassQuestions, submitClassResponse } from "./service.js";

export function registerClassRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpRoutes.getClassQuestions, ({ params }) => getClassQuestions(context, params.id));

  serveCheckedRoute(app, httpRoutes.replaceClassQuestions, checkSessionHost(context), ({ params, body, checked }) =>
    replaceClassQuestions(context, params.id, body.questions, checked),
  );

  serveRoute(app, httpRoutes.submitClassResponse, async ({ params, body, request, reply }) => {
    const result = await submitClassResponse(context, {
      sessionId: params.id,
      questionId: body.questionId,
      response: body.response,
      participantId: body.participantId,
      submissionId: body.submissionId,
      address: request.ip,
      signedIn: await isSignedIn(context, request.headers),
    });
    reply.code(result.replaced || result.duplicate ? 200 : 201);
    return result;
  });

  serveRoute(app, httpRoutes.getClassAnalytics, async ({ params, request }) =>
    getClassAnalytics(context, params.id, await readSessionAuthority(context, request.headers)),
  );
}
