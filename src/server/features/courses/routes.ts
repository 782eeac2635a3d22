import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { hostCaller } from "../audit/host-caller.js";
import type { AppContext } from "../../context.js";
import { requestLanguage } from "../../http/request-language.js";
import { serveAuthorisedRoute, serveRoute } from "../../http/serve-route.js";
import { readSignedInAccountId } from "../oidc/account-cookie.js";
import { readSessionAuthority, viewSession } from "../sessions/authority.js";
import { requireHost } from "../sessions/session-host.js";
import { getCoursePage } from "./course-page.js";
import { addSessionToCourse, createCourse, createCourseSession, removeSessionFromCourse, replaceCourseQuestions, updateCourse } from "./service.js";

export function registerCourseRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.createCourse, async ({ body, request, reply }) => {
    const created = await createCourse(context, body, await readSignedInAccountId(context, request.headers));
    reply.code(201);
    return created;
  });

  serveAuthorisedRoute(app, context, httpContract.getCourse, ({ course }) => getCoursePage(context, course));

  serveAuthorisedRoute(app, context, httpContract.updateCourse, async ({ course, body, request }) => updateCourse(context, course, body, await hostCaller(context, request)));

  serveAuthorisedRoute(app, context, httpContract.replaceCourseQuestions, ({ course, body }) => replaceCourseQuestions(context, course, body.questions));

  serveAuthorisedRoute(app, context, httpContract.createCourseSession, async ({ course, body, request, reply }) => {
    const language = requestLanguage(request, body.language);
    const created = await createCourseSession(context, course, body.sessionType, body.title, language);
    reply.code(201);
    return created;
  });

  // The caller must host the session too: its own host key comes in the body (X-Host-Key is the course's), or its owner's account.
  serveAuthorisedRoute(app, context, httpContract.addCourseSession, async ({ course, params, body, request }) => {
    const authority = { ...(await readSessionAuthority(context, request.headers)), hostKey: body.sessionHostKey };
    return addSessionToCourse(context, course, requireHost(await viewSession(context, params.sessionId, authority)), await hostCaller(context, request));
  });

  serveAuthorisedRoute(app, context, httpContract.removeCourseSession, async ({ course, params, request }) =>
    removeSessionFromCourse(context, course, await viewSession(context, params.sessionId, await readSessionAuthority(context, request.headers)), await hostCaller(context, request)),
  );
}
