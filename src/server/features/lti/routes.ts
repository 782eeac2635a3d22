import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import { adminCaller } from "../audit/audit-caller.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { resolvePublicOrigin } from "../../http/public-url.js";
import { serveAuthorisedRoute, serveRoute } from "../../http/serve-route.js";
import { refuseDemo } from "../admin/overview-service.js";
import { ltiDeepLinkChoiceSchema } from "../../../shared/schemas/lti-launch.js";
import { ltiLaunchFormSchema, ltiLoginSchema } from "../../../shared/schemas/lti.js";
import { setCookie } from "../../http/cookies.js";
import { ACCOUNT_COOKIE_MAX_AGE_SECONDS, PARTICIPANT_COOKIE } from "../oidc/account-cookie.js";
import { LOGIN_COOKIE_PATH, LOGIN_TTL_MS, loginCookieName, storageKeyOf } from "./login-state.js";
import { bindLaunch } from "./launch-binding.js";
import { COOKIE_PROBE, framedLoginPage } from "./storage-pages.js";
import { registerDynamically } from "./dynamic-registration.js";
import { acceptLaunch } from "./launch.js";
import { peekLaunch } from "./launch-token.js";
import { startLtiLogin } from "./login.js";
import type { PlatformFramers } from "./platform-framers.js";
import { answerDeepLinking } from "./deep-linking.js";
import { formPostPage, refusalPage, registeredPage } from "./lti-pages.js";
import { LtiRefusal } from "./lti-refusal.js";
import { checkLtiPlatform } from "./platform-check.js";
import { describeToolEndpoints, dismissRegistrationAttempt, listPlatforms, listRegistrationAttempts, registerLtiPlatform, removeLtiPlatform, toolEndpoints } from "./platforms-service.js";
import { getToolKeyset, rotateToolKey } from "./tool-keys.js";

const HTML = "text/html; charset=utf-8";

/** The address the platform reaches this instance at: PUBLIC_URL, else the request's. */
const toolOrigin = (context: AppContext, request: FastifyRequest) => resolvePublicOrigin(request, context.config.publicUrl, null);

/** The LTI 1.3 endpoints a learning platform calls (fixed paths, see docs/deploy.md), and the admin's platform list. */
export function registerLtiRoutes(app: FastifyInstance, context: AppContext, framers: PlatformFramers): void {
  // Login and launch arrive as form posts; only these routes read that encoding (an API route answers it 415, so a
  // form on another site cannot post to one).
  void app.register(async (forms) => {
    forms.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));

    const login = async (fields: unknown, request: FastifyRequest, reply: FastifyReply) => {
      try {
        const parsed = ltiLoginSchema.safeParse(fields ?? {});
        if (!parsed.success) throw new LtiRefusal("login", `the login request is incomplete: ${parsed.error.issues[0]?.message ?? "invalid"}`);
        const started = await startLtiLogin(context, parsed.data, toolOrigin(context, request));
        setCookie(request, reply, loginCookieName(started.state), started.cookie, { path: LOGIN_COOKIE_PATH, maxAgeSeconds: LOGIN_TTL_MS / 1000, sameSite: "None" });
        if (!isFramed(request)) return reply.redirect(started.url, 302);
        // In the platform's frame the browser may refuse the cookie: the page finds out, and keeps the login elsewhere.
        setCookie(request, reply, COOKIE_PROBE, "1", { path: "/lti", maxAgeSeconds: LOGIN_TTL_MS / 1000, sameSite: "None", readableByScript: true });
        const { lti_storage_target: storageTarget, ...again } = parsed.data;
        const page = framedLoginPage({
          next: started.url,
          storageTarget,
          platformOrigin: started.platformOrigin,
          key: storageKeyOf(started.state),
          value: started.cookie,
          newWindowUrl: `/lti/login?${new URLSearchParams(Object.entries(again).filter((entry): entry is [string, string] => entry[1] !== undefined))}`,
        });
        return reply.type(HTML).send(page);
      } catch (error) {
        return sendRefusal(request, reply, error, "login");
      }
    };
    serveRoute(forms, httpContract.startLtiLogin, ({ request, reply }) => login(request.query, request, reply));
    serveRoute(forms, httpContract.startLtiLoginByPost, ({ request, reply }) => login(request.body, request, reply));

    serveRoute(forms, httpContract.launchLti, async ({ request, reply }) => {
      try {
        const form = ltiLaunchFormSchema.safeParse(request.body ?? {});
        if (!form.success) throw new LtiRefusal("launch", `the form post is not a launch: ${form.error.issues[0]?.message ?? "invalid"}`);
        // The login's state is used once, whatever the launch's fate.
        setCookie(request, reply, loginCookieName(form.data.state), "", { path: LOGIN_COOKIE_PATH, maxAgeSeconds: 0, sameSite: "None" });
        const binding = await bindLaunch(context, form.data, request.headers, toolOrigin(context, request));
        if ("page" in binding) return reply.type(HTML).send(binding.page);
        const accepted = await acceptLaunch(context, framers, binding, form.data.id_token, request.log);
        if ("page" in accepted) return reply.type(HTML).send(accepted.page);
        if (accepted.participantCookie !== null) {
          // SameSite=None: the participant's page may be framed by the platform; where the browser refuses the
          // cookie there, answering works as on any device without sign-in.
          setCookie(request, reply, PARTICIPANT_COOKIE, accepted.participantCookie, { path: "/", maxAgeSeconds: ACCOUNT_COOKIE_MAX_AGE_SECONDS, sameSite: "None" });
        }
        return reply.redirect(accepted.location, 303);
      } catch (error) {
        const { iss } = peekLaunch(typeof (request.body as { id_token?: unknown } | undefined)?.id_token === "string" ? (request.body as { id_token: string }).id_token : "");
        request.log.warn({ claimedIssuer: iss }, "LTI launch refused");
        return sendRefusal(request, reply, error, "launch");
      }
    });

    serveRoute(forms, httpContract.answerLtiDeepLinking, async ({ request, reply }) => {
      try {
        const form = ltiDeepLinkChoiceSchema.safeParse(request.body ?? {});
        if (!form.success) throw new LtiRefusal("launch", `the deep-linking choice is not one: ${form.error.issues[0]?.message ?? "invalid"}`);
        const answer = await answerDeepLinking(context, toolOrigin(context, request), form.data.context, form.data.choice);
        return reply.type(HTML).send(formPostPage(answer.returnUrl, { JWT: answer.jwt }));
      } catch (error) {
        if (error instanceof AppError) throw error;
        return sendRefusal(request, reply, error, "launch");
      }
    });
  });

  serveRoute(app, httpContract.getLtiJwks, async ({ reply }) =>
    reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=300").send(await getToolKeyset(context)),
  );

  serveRoute(app, httpContract.startLtiRegistration, async ({ query, request, reply }) => {
    try {
      const platform = await registerDynamically(context, toolOrigin(context, request), { configurationUrl: query.openid_configuration, registrationToken: query.registration_token }, request.ip);
      request.log.info({ issuer: platform.issuer, clientId: platform.clientId, deploymentIds: platform.deploymentIds }, "LTI platform registered dynamically");
      return reply.type(HTML).send(registeredPage(platform.name));
    } catch (error) {
      return sendRefusal(request, reply, error, "registration");
    }
  });

  serveAuthorisedRoute(app, context, httpContract.listLtiPlatforms, async ({ request, admin }) => {
    refuseDemo(admin);
    const [platforms, registrationAttempts] = await Promise.all([listPlatforms(context), listRegistrationAttempts(context)]);
    return { platforms, tool: describeToolEndpoints(toolOrigin(context, request), context.config.publicUrl), registrationAttempts };
  });
  serveCheckRoutes(app, context);
  serveAuthorisedRoute(app, context, httpContract.registerLtiPlatform, ({ body, admin, request }) => (refuseDemo(admin), registerLtiPlatform(context, body, adminCaller(admin, request))));
  serveAuthorisedRoute(app, context, httpContract.deleteLtiPlatform, ({ params, admin, request }) => (refuseDemo(admin), removeLtiPlatform(context, params.id, adminCaller(admin, request))));
  serveAuthorisedRoute(app, context, httpContract.rotateLtiKey, ({ admin, request }) => (refuseDemo(admin), rotateToolKey(context, adminCaller(admin, request))));
}

/** The admin's check of a platform (read-only) and the dismissal of a failed Dynamic Registration. */
function serveCheckRoutes(app: FastifyInstance, context: AppContext): void {
  serveAuthorisedRoute(app, context, httpContract.checkLtiPlatform, ({ params, admin, request }) => {
    refuseDemo(admin);
    return checkLtiPlatform(context, params.id, toolEndpoints(toolOrigin(context, request)).jwksUrl);
  });
  serveAuthorisedRoute(app, context, httpContract.dismissLtiRegistrationAttempt, ({ params, admin, request }) => (refuseDemo(admin), dismissRegistrationAttempt(context, params.id, adminCaller(admin, request))));
}

/** Whether the browser is loading this into a frame (Fetch Metadata; a browser without it is treated as a window). */
function isFramed(request: FastifyRequest): boolean {
  const destination = request.headers["sec-fetch-dest"];
  return destination === "iframe" || destination === "frame";
}

/** The demo account's sign-in is public: it may not let a platform launch into this instance. */
/** A refused LTI step: a page in both languages for the person, the reason in the log. */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown, step: LtiRefusal["step"]): FastifyReply {
  if (error instanceof LtiRefusal) {
    request.log.warn({ step: error.step, reason: error.reason }, "LTI request refused");
    return reply.code(400).type(HTML).send(refusalPage(error.step));
  }
  request.log.error({ err: error }, "LTI request failed");
  return reply.code(502).type(HTML).send(refusalPage(step));
}
