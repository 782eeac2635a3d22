import type { LtiCheckStep, LtiPlatformCheck } from "../../../shared/schemas/lti-check.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { findLtiPlatform, type LtiPlatformRow } from "../../store/lti-data.js";
import { clientCredentialsForm } from "./client-assertion.js";
import { NRPS_SCOPE } from "./dynamic-registration.js";
import { fetchFromPlatform, fetchStatusFromPlatform, parseJson, PlatformUnreachable } from "./platform-fetch.js";
import { checkDeployment, checkIssuer } from "./platform-check-claims.js";
import { deploymentIdsOf } from "./platforms-service.js";

type Values = LtiCheckStep["values"];
const step = (name: LtiCheckStep["step"], outcome: LtiCheckStep["outcome"], reason: LtiCheckStep["reason"], values: Values): LtiCheckStep => ({ step: name, outcome, reason, values });

/** A JWK Ordsky can check a launch's RS256 signature with. */
function isSigningKey(key: unknown): boolean {
  if (typeof key !== "object" || key === null) return false;
  const { kty, use, alg, n, e } = key as Record<string, unknown>;
  return kty === "RSA" && typeof n === "string" && typeof e === "string" && (use === undefined || use === "sig") && (alg === undefined || alg === "RS256");
}

/** The platform's keyset, which every launch's signature is checked against. */
async function checkKeyset(url: string): Promise<LtiCheckStep> {
  try {
    const answer = await fetchFromPlatform(url, { headers: { accept: "application/json" } });
    if (answer.status < 200 || answer.status > 299) return step("keyset", "failed", "httpStatus", { url, status: answer.status });
    const keys = (parseJson(answer.text) as { keys?: unknown } | undefined)?.keys;
    if (!Array.isArray(keys)) return step("keyset", "failed", "notKeyset", { url });
    const signing = keys.filter(isSigningKey).length;
    if (signing === 0) return step("keyset", "failed", "noSigningKey", { url, count: keys.length });
    return step("keyset", "passed", "keysFound", { url, count: signing });
  } catch (error) {
    if (!(error instanceof PlatformUnreachable)) throw error;
    return error.kind === "too-large" ? step("keyset", "failed", "tooLarge", { url }) : step("keyset", "failed", "unreachable", { url, detail: error.detail });
  }
}

/**
 * The platform's authorization URL, where Ordsky sends each launch's browser: it must answer. Asked without a
 * request's parameters, a platform answers with an error page or a redirect, which is an answer; 5xx is not.
 */
async function checkAuthorization(url: string): Promise<LtiCheckStep> {
  try {
    const status = await fetchStatusFromPlatform(url);
    return status >= 500 ? step("authorization", "failed", "serverError", { url, status }) : step("authorization", "passed", "answered", { url, status });
  } catch (error) {
    if (!(error instanceof PlatformUnreachable)) throw error;
    return step("authorization", "failed", "unreachable", { url, detail: error.detail });
  }
}

/**
 * The platform's token URL, asked for a token as Names and Roles asks: the platform accepts the request only if it
 * knows the client id and can read Ordsky's keyset at the address it registered, so this compares the client id
 * with the platform's own. A refused scope (the service is off) still means the client id and keys were accepted.
 */
async function checkToken(context: AppContext, platform: LtiPlatformRow, toolJwksUrl: string): Promise<LtiCheckStep> {
  const url = platform.token_url;
  const clientId = platform.client_id;
  try {
    const answer = await fetchFromPlatform(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: await clientCredentialsForm(context, platform, NRPS_SCOPE),
    });
    const body = parseJson(answer.text) as { access_token?: unknown; error?: unknown } | undefined;
    const error = typeof body?.error === "string" ? body.error.slice(0, 100) : "";
    if (answer.status >= 200 && answer.status <= 299 && typeof body?.access_token === "string") return step("token", "passed", "tokenIssued", { url, clientId });
    if (error === "invalid_scope") return step("token", "passed", "scopeRefused", { url, clientId, error });
    if (answer.status === 401 || ["invalid_client", "unauthorized_client", "invalid_grant"].includes(error)) {
      return step("token", "failed", "clientRefused", { url, clientId, status: answer.status, error, toolJwksUrl });
    }
    return step("token", "failed", "httpStatus", { url, status: answer.status, error });
  } catch (error) {
    if (!(error instanceof PlatformUnreachable)) throw error;
    return error.kind === "too-large" ? step("token", "failed", "tooLarge", { url }) : step("token", "failed", "unreachable", { url, detail: error.detail });
  }
}

/**
 * An admin's check of a registered platform before its first lecture: its keyset, authorization and token URLs
 * fetched (bounded, platform-fetch.ts; at once, so the check takes at most one timeout), and its issuer, client id and
 * deployments compared with what its launches carry. Read-only: nothing is stored, so nothing is recorded.
 */
export async function checkLtiPlatform(context: AppContext, id: string, toolJwksUrl: string): Promise<LtiPlatformCheck> {
  const platform = await findLtiPlatform(context.store.db, id);
  if (!platform) throw new AppError("NOT_FOUND", "No such platform");
  const [keyset, authorization, token] = await Promise.all([checkKeyset(platform.jwks_url), checkAuthorization(platform.authorization_url), checkToken(context, platform, toolJwksUrl)]);
  const steps = [keyset, authorization, token, checkIssuer(platform), checkDeployment(platform, deploymentIdsOf(platform))];
  return { platformId: platform.id, checkedAt: new Date(context.now()).toISOString(), steps };
}
