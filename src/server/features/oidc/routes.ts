import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { oidcCallbackQuerySchema, signedCookieSchema, type SignInPurpose } from "../../../shared/schemas/auth.js";
import { adminCaller } from "../audit/audit-caller.js";
import { recordAudit } from "../audit/record-audit.js";
import type { AppContext } from "../../context.js";
import { readParsedCookie } from "../../signing/cookie-header.js";
import { setCookie } from "../../http/cookies.js";
import { resolvePublicOrigin } from "../../http/public-url.js";
import { serveAuthorisedRoute, serveRoute } from "../../http/serve-route.js";
import { parseInput } from "../../parse-input.js";
import { ACCOUNT_COOKIE, ACCOUNT_COOKIE_MAX_AGE_SECONDS, PARTICIPANT_COOKIE, readParticipantRespondent, readSignedInAccountId } from "./account-cookie.js";
import { getSignedInHost, listSignedInAccounts, setAccountAdmin } from "./accounts-service.js";
import { OidcSignInError } from "./oidc-connection.js";
import { finishOidcSignIn, getSignInOptions, HAND_OVER_TTL_MS, readSignInState, SIGN_IN_TTL_MS, startOidcSignIn, takeAdminHandOver } from "./service.js";

const SIGN_IN_COOKIE = "ordsky_oidc";
const SIGN_IN_COOKIE_PATH = "/auth/oidc";
const HAND_OVER_COOKIE = "ordsky_signed_in";
const HAND_OVER_PATH = httpContract.takeAdminHandOver.path;

/** The admin sign-in page, or for a host or participant the page the sign-in started from (the landing page by default). */
function pageFor(purpose: SignInPurpose, returnPath: string | undefined): string {
  return purpose === "admin" ? "/admin/login" : (returnPath ?? "/");
}

/**
 * OpenID Connect sign-in (authorization code with PKCE): /auth/oidc/start sends the browser to the provider,
 * which sends it back to /auth/oidc/callback. An admin's sign-in page then takes its token from
 * /api/auth/oidc/hand-over; a host leaves with the account cookie, a participant with the participant cookie. The state between the steps lives
 * in signed cookies, so any instance can serve any step and nothing is held here.
 */
export function registerOidcRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.getSignInOptions, async () => getSignInOptions(context));

  serveRoute(app, httpContract.startOidcSignIn, async ({ query, request, reply }) => {
    const { for: purpose, return: returnPath } = query;
    try {
      const redirectUri = `${resolvePublicOrigin(request, context.config.publicUrl, null)}/auth/oidc/callback`;
      const { url, stateCookie } = await startOidcSignIn(context, { purpose, redirectUri, returnPath });
      // Lax: the provider's redirect back is a cross-site navigation, which Strict cookies would miss.
      setCookie(request, reply, SIGN_IN_COOKIE, stateCookie, { path: SIGN_IN_COOKIE_PATH, maxAgeSeconds: SIGN_IN_TTL_MS / 1000, sameSite: "Lax" });
      return reply.redirect(url, 302);
    } catch (error) {
      return sendFailure(request, reply, context, pageFor(purpose, returnPath), error);
    }
  });

  serveRoute(app, httpContract.finishOidcSignIn, async ({ request, reply }) => {
    const pending = await readSignInState(context, readParsedCookie(request.headers, SIGN_IN_COOKIE, signedCookieSchema));
    const page = pageFor(pending?.purpose ?? "admin", pending?.returnPath);
    // Used once, whatever happens next.
    setCookie(request, reply, SIGN_IN_COOKIE, "", { path: SIGN_IN_COOKIE_PATH, maxAgeSeconds: 0, sameSite: "Lax" });
    try {
      const query = parseInput(oidcCallbackQuerySchema, request.query);
      const finished = await finishOidcSignIn(context, pending, query);
      if (finished.purpose === "admin") {
        setCookie(request, reply, HAND_OVER_COOKIE, finished.handOver, { path: HAND_OVER_PATH, maxAgeSeconds: HAND_OVER_TTL_MS / 1000, sameSite: "Strict" });
      } else if (finished.purpose === "participant") {
        setCookie(request, reply, PARTICIPANT_COOKIE, finished.participantCookie, { path: "/", maxAgeSeconds: ACCOUNT_COOKIE_MAX_AGE_SECONDS, sameSite: "Lax" });
      } else {
        // Lax, so that following a link to Ordsky from elsewhere still arrives signed in.
        setCookie(request, reply, ACCOUNT_COOKIE, finished.accountCookie, { path: "/", maxAgeSeconds: ACCOUNT_COOKIE_MAX_AGE_SECONDS, sameSite: "Lax" });
      }
      return reply.redirect(`${page}?signed-in=1`, 302);
    } catch (error) {
      return sendFailure(request, reply, context, page, error);
    }
  });

  serveRoute(app, httpContract.takeAdminHandOver, async ({ request, reply }) => {
    const cookie = readParsedCookie(request.headers, HAND_OVER_COOKIE, signedCookieSchema);
    setCookie(request, reply, HAND_OVER_COOKIE, "", { path: HAND_OVER_PATH, maxAgeSeconds: 0, sameSite: "Strict" });
    const result = await takeAdminHandOver(context, cookie);
    await recordAudit(context, adminCaller(result.admin, request), { kind: "admin.signedIn", detail: { method: "institution" } });
    return reply.send({ success: true as const, token: result.token, admin: result.admin, data: result });
  });

  serveRoute(app, httpContract.getSignedInHost, async ({ request }) => ({
    ...(await getSignedInHost(context, await readSignedInAccountId(context, request.headers))),
    answering: (await readParticipantRespondent(context, request.headers)) !== null,
  }));

  serveRoute(app, httpContract.signOutHost, async ({ request, reply }) => {
    setCookie(request, reply, ACCOUNT_COOKIE, "", { path: "/", maxAgeSeconds: 0, sameSite: "Lax" });
    setCookie(request, reply, PARTICIPANT_COOKIE, "", { path: "/", maxAgeSeconds: 0, sameSite: "Lax" });
    return { signedOut: true as const };
  });
}

/** Promoting people who signed in through the provider (`authority: "admin"`). */
export function registerAccountAdminRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.listSignedInAccounts, async ({ admin }) => ({ accounts: await listSignedInAccounts(context, admin) }));

  serveAuthorisedRoute(app, context, httpContract.setAccountAdmin, ({ params, body, admin, request }) => setAccountAdmin(context, params.id, body.promoted, admin, adminCaller(admin, request)));
}

/** Back to the sign-in page with the failure's code; the reason goes to the log, not to the browser. */
function sendFailure(request: FastifyRequest, reply: FastifyReply, context: AppContext, page: string, error: unknown): FastifyReply {
  if (!(error instanceof OidcSignInError)) {
    request.log.error({ err: error }, "OpenID Connect sign-in failed");
    return reply.redirect(`${page}?sign-in-error=unavailable`, 302);
  }
  request.log.warn({ failure: error.failure, reason: error.reason, issuer: context.oidc?.issuer }, "OpenID Connect sign-in refused");
  return reply.redirect(`${page}?sign-in-error=${error.failure}`, 302);
}
