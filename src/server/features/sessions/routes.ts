import type { FastifyInstance } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { hostCaller } from "../audit/host-caller.js";
import type { AppContext } from "../../context.js";
import { requestLanguage } from "../../http/request-language.js";
import { serveRoute, serveAuthorisedRoute } from "../../http/serve-route.js";
import { requireCourseHost } from "../courses/course-host.js";
import { placeInCourse } from "../courses/service.js";
import { readSignedInAccountId } from "../oidc/account-cookie.js";
import { createSession, getSession, joinSession, joinSessionByCode, listPublicSessions, setCapacity, updateSession } from "./service.js";

export function registerSessionRoutes(app: FastifyInstance, context: AppContext): void {
  // A session created in a course: the caller must host the course (its key in X-Host-Key, or the owner's account).
  serveRoute(app, httpContract.createSession, async ({ body, request, reply }) => {
    const course = body.courseId === undefined ? undefined : placeInCourse((await requireCourseHost(context, body.courseId, request.headers)).course);
    const language = requestLanguage(request, body.language);
    const created = await createSession(context, { ...body, language }, await readSignedInAccountId(context, request.headers), course);
    reply.code(201);
    return created;
  });

  serveRoute(app, httpContract.listPublicSessions, () => listPublicSessions(context));

  serveRoute(app, httpContract.joinSessionByCode, ({ body, request }) => joinSessionByCode(context, body.code, request.ip, body.participantId));

  serveRoute(app, httpContract.getSession, ({ params }) => getSession(context, params.id));

  serveRoute(app, httpContract.joinSession, ({ params, body }) => joinSession(context, params.id, body.participantId));

  serveAuthorisedRoute(app, context, httpContract.updateSession, async ({ host, body, request }) => updateSession(context, host, body, await hostCaller(context, request)));

  serveAuthorisedRoute(app, context, httpContract.setCapacity, ({ host, body }) => setCapacity(context, host, body.maxParticipants));
}
