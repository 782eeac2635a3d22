import type { FastifyInstance } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveSessionRoute } from "../../http/serve-route.js";
import { addQuestion, askQuestion, deleteQuestion, getQuestionCloud, listQuestions, reorderQuestions, updateQuestion } from "./service.js";

/** The host's question calls (the contract's `authority: "host"`: who asks is settled before the body is looked at). */
export function registerQuestionRoutes(app: FastifyInstance, context: AppContext): void {
  serveSessionRoute(app, context, httpRoutes.listQuestions, ({ host }) => listQuestions(context, host));

  serveSessionRoute(app, context, httpRoutes.addQuestion, async ({ host, body, reply }) => {
    reply.code(201);
    return addQuestion(context, host, body.prompt);
  });

  serveSessionRoute(app, context, httpRoutes.reorderQuestions, ({ host, body }) => reorderQuestions(context, host, body.questionIds));

  serveSessionRoute(app, context, httpRoutes.updateQuestion, ({ host, params, body }) => updateQuestion(context, host, params.questionId, body));

  serveSessionRoute(app, context, httpRoutes.deleteQuestion, ({ host, params }) => deleteQuestion(context, host, params.questionId));

  serveSessionRoute(app, context, httpRoutes.askQuestion, ({ host, params }) => askQuestion(context, host, params.questionId));

  serveSessionRoute(app, context, httpRoutes.getQuestionCloud, ({ host, params }) => getQuestionCloud(context, host, params.questionId));
}
