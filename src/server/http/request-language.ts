import type { FastifyRequest } from "fastify";
import { languageFromAcceptLanguage, type SessionLanguage } from "../../shared/schemas/session-language.js";

/** The language a call asks for (`asked`, from its body), else the one the caller's browser asks for first. */
export function requestLanguage(request: FastifyRequest, asked: SessionLanguage | undefined): SessionLanguage {
  return asked ?? languageFromAcceptLanguage(request.headers["accept-language"]);
}
