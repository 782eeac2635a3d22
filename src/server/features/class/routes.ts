import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { adminCaller } from "../audit/audit-caller.js";
import type { AppContext } from "../../context.js";
import { serveRoute, serveAuthorisedRoute } from "../../http/serve-route.js";
import { readRespondent } from "../oidc/account-cookie.js";
import { closeClassNow, setClassWindow } from "./class-window.js";
import { getMinResponsesPolicy, setMinResponses } from "./evaluation-threshold.js";
import { getClassAnalytics, getClassQuestions, replaceClassQuestions, submitClassResponse } from "./service.js";

export function registerClassRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.getClassQuestions, ({ params }) => getClassQuestions(context, params.id));

  serveAuthorisedRoute(app, context, httpContract.replaceClassQuestions, ({ host, body }) => replaceClassQuestions(context, host, body.questions));

  serveRoute(app, httpContract.submitClassResponse, async ({ params, body, request, reply }) => {
    const result = await submitClassResponse(context, {
      sessionId: params.id,
      questionId: body.questionId,
      response: body.response,
      participantId: body.participantId,
      submissionId: body.submissionId,
      address: request.ip,
      respondent: (await readRespondent(context, request.headers)) ?? undefined,
    });
    reply.code(result.replaced || result.duplicate ? 200 : 201);
    return result;
  });

  serveAuthorisedRoute(app, context, httpContract.getClassAnalytics, ({ viewer }) => getClassAnalytics(context, viewer));
  serveAuthorisedRoute(app, context, httpContract.setClassWindow, ({ host, body }) => setClassWindow(context, host, body));
  serveAuthorisedRoute(app, context, httpContract.closeClassNow, ({ host }) => closeClassNow(context, host));
}

/** The institution's anonymity floor for evaluations, an admin setting (`authority: "admin"`). */
export function registerThresholdAdminRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.getMinResponsesPolicy, ({ admin }) => getMinResponsesPolicy(context, admin));

  serveAuthorisedRoute(app, context, httpContract.setMinResponses, ({ body, admin, request }) => setMinResponses(context, body.minResponses, admin, adminCaller(admin, request)));
}
