import type { FastifyInstance } from "fastify";
import { replaceClassQuestionsSchema, submitClassResponseSchema } from "../../../shared/schemas/class.js";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import { isSignedIn } from "../oidc/account-cookie.js";
import { readSessionAuthority } from "../sessions/authority.js";
import { sessionParamsSchema } from "../sessions/routes.js";
import { verifySessionAuthority } from "../sessions/service.js";
import { getClassAnalytics, getClassQuestions, replaceClassQuestions, submitClassResponse } from "./service.js";

export function registerClassRoutes(app: FastifyInstance, context: AppContext): void {
  app.get("/api/sessions/:id/class-questions", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await getClassQuestions(context, id));
  });

  app.put("/api/sessions/:id/class-questions", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    // Who asks is settled before the body is read: a stranger learns nothing from its errors.
    const authority = await readSessionAuthority(context, request.headers);
    await verifySessionAuthority(context, id, authority);
    const { questions } = parseInput(replaceClassQuestionsSchema, request.body);
    return ok(await replaceClassQuestions(context, id, questions, authority));
  });

  app.post("/api/sessions/:id/class-response", async (request, reply) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const input = parseInput(submitClassResponseSchema, request.body);
    const result = await submitClassResponse(context, {
      sessionId: id,
      questionId: input.questionId,
      response: input.response,
      participantId: input.participantId,
      submissionId: input.submissionId,
      address: request.ip,
      signedIn: await isSignedIn(context, request.headers),
    });
    reply.code(result.replaced || result.duplicate ? 200 : 201);
    return ok(result);
  });

  app.get("/api/sessions/:id/class-analytics", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await getClassAnalytics(context, id, await readSessionAuthority(context, request.headers)));
  });
}
