import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { addQuestionSchema, questionIdSchema, reorderQuestionsSchema, updateQuestionSchema } from "../../../shared/schemas/question.js";
import { sessionIdSchema } from "../../../shared/schemas/session.js";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import { readSessionAuthority } from "../sessions/authority.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { verifySessionAuthority } from "../sessions/service.js";
import { addQuestion, askQuestion, deleteQuestion, getQuestionCloud, listQuestions, reorderQuestions, updateQuestion } from "./service.js";

const questionParamsSchema = z.object({ id: sessionIdSchema, questionId: questionIdSchema });

/** The host's question calls; who asks is settled before the body is looked at, so a stranger learns nothing from its errors. */
export function registerQuestionRoutes(app: FastifyInstance, context: AppContext): void {
  const hostOf = async (sessionId: string, headers: Parameters<typeof readSessionAuthority>[1]) => {
    const authority = await readSessionAuthority(context, headers);
    await verifySessionAuthority(context, sessionId, authority);
    return authority;
  };

  app.get("/api/sessions/:id/questions", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await listQuestions(context, id, await readSessionAuthority(context, request.headers)));
  });

  app.post("/api/sessions/:id/questions", async (request, reply) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const authority = await hostOf(id, request.headers);
    const { prompt } = parseInput(addQuestionSchema, request.body ?? {});
    reply.code(201);
    return ok(await addQuestion(context, id, prompt, authority));
  });

  app.put("/api/sessions/:id/questions/order", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const authority = await hostOf(id, request.headers);
    const { questionIds } = parseInput(reorderQuestionsSchema, request.body);
    return ok(await reorderQuestions(context, id, questionIds, authority));
  });

  app.put("/api/sessions/:id/questions/:questionId", async (request) => {
    const { id, questionId } = parseInput(questionParamsSchema, request.params);
    const authority = await hostOf(id, request.headers);
    const input = parseInput(updateQuestionSchema, request.body);
    return ok(await updateQuestion(context, id, questionId, input, authority));
  });

  app.delete("/api/sessions/:id/questions/:questionId", async (request) => {
    const { id, questionId } = parseInput(questionParamsSchema, request.params);
    return ok(await deleteQuestion(context, id, questionId, await readSessionAuthority(context, request.headers)));
  });

  app.post("/api/sessions/:id/questions/:questionId/ask", async (request) => {
    const { id, questionId } = parseInput(questionParamsSchema, request.params);
    return ok(await askQuestion(context, id, questionId, await readSessionAuthority(context, request.headers)));
  });

  app.get("/api/sessions/:id/questions/:questionId/wordcloud", async (request) => {
    const { id, questionId } = parseInput(questionParamsSchema, request.params);
    return ok(await getQuestionCloud(context, id, questionId, await readSessionAuthority(context, request.headers)));
  });
}
