import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveAuthorisedRoute } from "../../http/serve-route.js";
import { addQuestion, askQuestion, deleteQuestion, getQuestionCloud, listQuestions, reorderQuestions, updateQuestion } from "./service.js";

/** The host's question calls (the contract's `authority: "host"`: who asks is settled before the body is looked at). */
export function registerQuestionRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.listQuestions, ({ host }) => listQuestions(context, host));

  serveAuthorisedRoute(app, context, httpContract.addQuestion, async ({ host, body, reply }) => {
    reply.code(201);
    return addQuestion(context, host, body.prompt);
  });

  serveAuthorisedRoute(app, context, httpContract.reorderQuestions, ({ host, body }) => reorderQuestions(context, host, body.questionIds));

  serveAuthorisedRoute(app, context, httpContract.updateQuestion, ({ host, params, body }) => updateQuestion(context, host, params.questionId, body));

  serveAuthorisedRoute(app, context, httpContract.deleteQuestion, ({ host, params }) => deleteQuestion(context, host, params.questionId));

  serveAuthorisedRoute(app, context, httpContract.askQuestion, ({ host, params }) => askQuestion(context, host, params.questionId));

  serveAuthorisedRoute(app, context, httpContract.getQuestionCloud, ({ host, params }) => getQuestionCloud(context, host, params.questionId));
}
