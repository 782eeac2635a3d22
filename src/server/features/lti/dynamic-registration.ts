import type { z } from "zod";
import { ltiPlatformConfigurationSchema, ltiRegistrationResponseSchema } from "../../../shared/schemas/lti-registration.js";
import type { LtiPlatform } from "../../../shared/schemas/lti.js";
import type { AuditCaller } from "../audit/audit-caller.js";
import type { AppContext } from "../../context.js";
import { LtiRefusal } from "./lti-refusal.js";
import { registerLtiPlatform, toolEndpoints } from "./platforms-service.js";

const FETCH_TIMEOUT_MS = 10_000;
export const NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly";

async function fetchJson<S extends z.ZodType>(schema: S, url: string, init: RequestInit, what: string): Promise<z.output<S>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch((error: unknown) => {
    throw new LtiRefusal("registration", `${what}: ${String(error)}`);
  });
  if (!response.ok) throw new LtiRefusal("registration", `${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new LtiRefusal("registration", `${what} is not what the standard describes: ${parsed.error.message.slice(0, 300)}`);
  return parsed.data;
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
 */
export async function registerDynamically(context: AppContext, origin: string, start: { configurationUrl: string; registrationToken: string | undefined }, address: string): Promise<LtiPlatform> {
  const configuration = await fetchJson(ltiPlatformConfigurationSchema, start.configurationUrl, { headers: { accept: "application/json" } }, "The platform's configuration");
  const product = configuration["https://purl.imsglobal.org/spec/lti-platform-configuration"]?.product_family_code ?? "";
  if (!issuerMatchesConfiguration(configuration.issuer, start.configurationUrl, product)) {
    throw new LtiRefusal("registration", `the configuration at ${start.configurationUrl} names the issuer ${configuration.issuer}`);
  }
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (start.registrationToken) headers.authorization = `Bearer ${start.registrationToken}`;
  const registered = await fetchJson(
    ltiRegistrationResponseSchema,
    configuration.registration_endpoint,
    { method: "POST", headers, body: JSON.stringify(toolRegistration(origin)) },
    "The platform's registration endpoint",
  );
  const deploymentId = registered["https://purl.imsglobal.org/spec/lti-tool-configuration"]?.deployment_id;
  const platform: AuditCaller = { actorKind: "platform", actor: configuration.issuer, address };
  return registerLtiPlatform(context, {
    name: product,
    issuer: configuration.issuer,
    clientId: registered.client_id,
    deploymentIds: deploymentId ? [deploymentId] : [],
    authorizationUrl: configuration.authorization_endpoint,
    tokenUrl: configuration.token_endpoint,
    jwksUrl: configuration.jwks_uri,
  }, platform);
}
