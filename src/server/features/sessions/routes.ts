import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  capacitySchema,
  createSessionSchema,
  joinByCodeSchema,
  joinSessionSchema,
  sessionIdSchema,
  updateSessionSchema,
} from "../../../shared/schemas/session.js";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseInput } from "../../parse-input.js";
import { readSignedInAccountId } from "../oidc/account-cookie.js";
import { readSessionAuthority } from "./authority.js";
import {
  createSession,
  getSession,
  joinSession,
  joinSessionByCode,
  listPublicSessions,
  setCapacity,
  updateSession,
  verifySessionAuthority,
} from "./service.js";

export const sessionParamsSchema = z.object({ id: sessionIdSchema });

export function registerSessionRoutes(app: FastifyInstance, context: AppContext): void {
  app.post("/api/sessions", async (request, reply) => {
    const input = parseInput(createSessionSchema, request.body);
    const created = await createSession(context, input, await readSignedInAccountId(context, request.headers));
    reply.code(201);
    return ok(created);
  });

  app.get("/api/sessions", async () => ok(await listPublicSessions(context)));

  app.post("/api/sessions/join-by-code", async (request) => {
    const { code, participantId } = parseInput(joinByCodeSchema, request.body);
    return ok(await joinSessionByCode(context, code, request.ip, participantId));
  });

  app.get("/api/sessions/:id", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    return ok(await getSession(context, id));
  });

  app.post("/api/sessions/:id/join", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const { participantId } = parseInput(joinSessionSchema, request.body ?? {});
    return ok(await joinSession(context, id, participantId));
  });

  app.put("/api/sessions/:id", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    const input = parseInput(updateSessionSchema, request.body);
    return ok(await updateSession(context, id, input, await readSessionAuthority(context, request.headers)));
  });

  app.post("/api/sessions/:id/capacity", async (request) => {
    const { id } = parseInput(sessionParamsSchema, request.params);
    // Who asks is checked before the body is read, as for every host call.
    const authority = await readSessionAuthority(context, request.headers);
    await verifySessionAuthority(context, id, authority);
    const { maxParticipants } = parseInput(capacitySchema, request.body);
    return ok(await setCapacity(context, id, maxParticipants, authority));
  });
}
