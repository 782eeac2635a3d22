import type { FastifyInstance } from "fastify";
import { httpRoutes } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { serveCheckedRoute, serveRoute } from "../../http/serve-route.js";
import { checkSessionHost, readSessionAuthority } from "../sessions/authority.js";
import { addQuestion, askQuestion, deleteQuestion, getQuestionCloud, listQuestions, reorderQuestions, updateQuestion } from "./service.js";

/** The host's question calls; who asks is settled before the body is looked at, so a stranger learns nothing from its errors. */
export function registerQuestionRoutes(app: FastifyInstance, context: AppContext): void {
  const authorityOf = (request: { headers: Parameters<typeof readSessionAuthority>[1] }) => readSessionAuthority(context, request.headers);

  serveRoute(app, httpRoutes.listQuestions, async ({ params, request }) => listQuestions(context, params.id, await authorityOf(request)));

  serveCheckedRoute(app, httpRoutes.addQuestion, checkSessionHost(context), async ({ params, body, reply, checked }) => {
    reply.code(201);
    return addQuestion(context, params.id, body.prompt, checked);
  });

  serveCheckedRoute(app, httpRoutes.reorderQuestions, checkSessionHost(context), ({ params, body, checked }) =>
    reorderQuestions(context, params.id, body.questionIds, checked),
  );

  serveCheckedRoute(app, httpRoutes.updateQuestion, checkSessionHost(context), ({ params, body, checked }) =>
    updateQuestion(context, params.id, params.questionId, body, checked),
  );

  serveRoute(app, httpRoutes.deleteQuestion, async ({ params, request }) => deleteQuestion(context, params.id, params.questionId, await authorityOf(request)));

  serveRoute(app, httpRoutes.askQuestion, async ({ params, request }) => askQuestion(context, params.id, params.questionId, await authorityOf(request)));

  serveRoute(app, httpRoutes.getQuestionCloud, async ({ params, request }) => getQuestionCloud(context, params.id, params.questionId, await authorityOf(request)));
}
