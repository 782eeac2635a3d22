import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { ltiPlatformConfigurationSchema, ltiRegistrationResponseSchema } from "../../../shared/schemas/lti-registration.js";
import type { LtiPlatform, LtiRegistrationFailure } from "../../../shared/schemas/lti.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import type { AppContext } from "../../context.js";
import { deleteLtiRegistrationAttemptsAt, saveLtiRegistrationAttempt } from "../../store/lti-registration-data.js";
import { LtiRefusal } from "./lti-refusal.js";
import { fetchFromPlatform, parseJson, PlatformUnreachable } from "./platform-fetch.js";
import { registerLtiPlatform, toolEndpoints } from "./platforms-service.js";

export const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";

type Exchange = { what: string; unreachable: LtiRegistrationFailure; refused: LtiRegistrationFailure; invalid: LtiRegistrationFailure };
const CONFIGURATION: Exchange = { what: "The platform's configuration", unreachable: "configurationUnreachable", refused: "configurationRefused", invalid: "configurationInvalid" };
const REGISTRATION: Exchange = { what: "The platform's registration endpoint", unreachable: "registrationUnreachable", refused: "registrationRefused", invalid: "registrationInvalid" };

const refuse = (reason: string, code: LtiRegistrationFailure, detail: string) => new LtiRefusal("registration", reason, { code, detail: detail.slice(0, 300) });

/** One JSON exchange of the registration, bounded (platform-fetch.ts); a failure says which and why, for the card. */
async function fetchJson<S extends z.ZodType>(schema: S, url: string, init: RequestInit, exchange: Exchange): Promise<z.output<S>> {
  const answer = await fetchFromPlatform(url, init).catch((error: unknown) => {
    if (error instanceof PlatformUnreachable) throw refuse(`${exchange.what}: ${error.message}`, error.kind === "too-large" ? exchange.invalid : exchange.unreachable, error.detail);
    throw error;
  });
  if (answer.status < 200 || answer.status > 299) {
    const said = answer.text.slice(0, 300);
    throw refuse(`${exchange.what} answered ${answer.status}: ${said}`, exchange.refused, `${answer.status} ${said}`.trim());
  }
  const parsed = schema.safeParse(parseJson(answer.text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(`${exchange.what} is not what the standard describes: ${parsed.error.message.slice(0, 300)}`, exchange.invalid, issue ? `${issue.path.join(".") || "(answer)"}: ${issue.message}` : "not JSON");
  }
  return parsed.data;
}

/** A configuration's address as the card keeps it: without its query or fragment, which may carry a one-time token. */
export function configurationAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.slice(0, 2000);
  }
}

/** What the tool asks the platform to register (section 3.5.2): its endpoints, keys, messages and the NRPS scope. */
function toolRegistration(origin: string) {
  const endpoints = toolEndpoints(origin);
  return {
    application_type: "web",
    response_types: ["id_token"],
    grant_types: ["implicit", "client_credentials"],
    initiate_login_uri: endpoints.loginUrl,
    redirect_uris: [endpoints.launchUrl],
    client_name: "Ordsky",
    jwks_uri: endpoints.jwksUrl,
    logo_uri: `${origin}/favicon.svg`,
    token_endpoint_auth_method: "private_key_jwt",
    scope: NRPS_SCOPE,
    "https://purl.imsglobal.org/spec/lti-tool-configuration": {
      domain: new URL(origin).host,
      target_link_uri: endpoints.launchUrl,
      claims: ["iss", "sub", "name"],
      messages: [{ type: "LtiResourceLinkRequest" }, { type: "LtiDeepLinkingRequest", target_link_uri: endpoints.launchUrl, placements: ["ContentArea"] }],
    },
  };
}

/**
 * Whether a configuration may name its issuer (Dynamic Registration 3.5.1: the configuration's URL starts with the
 * issuer). Canvas is the known exception: every hosted Canvas names the issuer `https://canvas.instructure.com` while
 * its configuration is served from the institution's own host (`https://<school>.instructure.com/…`); such a
 * configuration is taken when it says it is Canvas and both hosts are under the same domain over HTTPS.
 */
export function issuerMatchesConfiguration(issuer: string, configurationUrl: string, productFamily: string): boolean {
  if (configurationUrl.startsWith(issuer.endsWith("/") ? issuer : `${issuer}/`) || configurationUrl === issuer) return true;
  if (productFamily !== "canvas") return false;
  try {
    const [named, served] = [new URL(issuer), new URL(configurationUrl)];
    const domainOf = (host: string) => host.split(".").slice(-2).join(".");
    return named.protocol === "https:" && served.protocol === "https:" && named.host.includes(".") && domainOf(named.host) === domainOf(served.host);
  } catch {
    return false;
  }
}

/**
 * Dynamic Registration (LTI Dynamic Registration 1.0): reads the platform's OpenID configuration, registers the tool
 * at its registration endpoint with the one-time token, and records the platform with the client id and deployment
 * it returned. The configuration's issuer must be where it was fetched from (section 3.5.1, with Canvas's known
 * exception), so a link cannot make Ordsky trust one issuer on another's word.
 * A failure is kept for the admin's card (one per configuration address, the latest 20), and a success from the same
 * address takes its place there: the platform then waits for its first launch.
 */
export async function registerDynamically(context: AppContext, origin: string, start: { configurationUrl: string; registrationToken: string | undefined }, address: string): Promise<LtiPlatform> {
  const where = configurationAddress(start.configurationUrl);
  const progress: { issuer: string | null } = { issuer: null };
  try {
    const platform = await register(context, origin, start, address, progress);
    await deleteLtiRegistrationAttemptsAt(context.store.db, where);
    return platform;
  } catch (error) {
    const failure = error instanceof LtiRefusal && error.failure ? error.failure : { code: "failed" as const, detail: error instanceof Error ? error.message.slice(0, 300) : "" };
    const at = new Date(context.now()).toISOString();
    // The refusal is what the platform's page shows; a store that fails here must not turn it into another error.
    await saveLtiRegistrationAttempt(context.store.db, { id: randomUUID(), at, configuration_url: where, issuer: progress.issuer, failure: failure.code, detail: failure.detail }).catch(
      (saveError: unknown) => context.logger.warn({ err: saveError }, "LTI registration attempt not recorded"),
    );
    throw error;
  }
}

async function register(context: AppContext, origin: string, start: { configurationUrl: string; registrationToken: string | undefined }, address: string, progress: { issuer: string | null }): Promise<LtiPlatform> {
  const configuration = await fetchJson(ltiPlatformConfigurationSchema, start.configurationUrl, { headers: { accept: "application/json" } }, CONFIGURATION);
  progress.issuer = configuration.issuer;
  const product = configuration["https://purl.imsglobal.org/spec/lti-platform-configuration"]?.product_family_code ?? "";
  if (!issuerMatchesConfiguration(configuration.issuer, start.configurationUrl, product)) {
    throw refuse(`the configuration at ${start.configurationUrl} names the issuer ${configuration.issuer}`, "issuerMismatch", configuration.issuer);
  }
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (start.registrationToken) headers.authorization = `Bearer ${start.registrationToken}`;
  const registered = await fetchJson(ltiRegistrationResponseSchema, configuration.registration_endpoint, { method: "POST", headers, body: JSON.stringify(toolRegistration(origin)) }, REGISTRATION);
  const deploymentId = registered["https://purl.imsglobal.org/spec/lti-tool-configuration"]?.deployment_id;
  const platform: AuditCaller = { actorKind: "platform", actor: configuration.issuer, address };
  return registerLtiPlatform(
    context,
    {
      name: product,
      issuer: configuration.issuer,
      clientId: registered.client_id,
      deploymentIds: deploymentId ? [deploymentId] : [],
      authorizationUrl: configuration.authorization_endpoint,
      tokenUrl: configuration.token_endpoint,
      jwksUrl: configuration.jwks_uri,
    },
    platform,
  );
}
