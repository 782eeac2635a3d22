import type { z } from "zod";
import type { ltiLoginSchema } from "../../../shared/schemas/lti.js";
import type { AppContext } from "../../context.js";
import { findLtiPlatformsByIssuer, noteUnknownLtiDeployment } from "../../store/lti-data.js";
import { LtiRefusal } from "./lti-refusal.js";
import { bindLoginState } from "./login-state.js";
import { deploymentIdsOf } from "./platforms-service.js";

type LoginRequest = z.output<typeof ltiLoginSchema>;

/**
 * Third-party initiated login (Security Framework 5.1.1.1-2): the platform names itself and the link; Ordsky answers
 * with the authentication request to the platform's authorization URL, carrying a state bound to this browser and a
 * nonce. The link must be one of this tool's own (no redirect elsewhere), the platform and deployment registered.
 */
export async function startLtiLogin(context: AppContext, login: LoginRequest, toolOrigin: string): Promise<{ url: string; state: string; cookie: string; platformOrigin: string }> {
  const candidates = (await findLtiPlatformsByIssuer(context.store.db, login.iss)).filter((row) => login.client_id === undefined || row.client_id === login.client_id);
  if (candidates.length === 0) throw new LtiRefusal("login", `no platform registered for issuer ${login.iss} and client id ${login.client_id ?? "(none given)"}`);
  if (candidates.length > 1) throw new LtiRefusal("login", `issuer ${login.iss} registered the tool more than once and sent no client_id`);
  const platform = candidates[0]!;
  if (login.lti_deployment_id !== undefined && !deploymentIdsOf(platform).includes(login.lti_deployment_id)) {
    // The admin's check names it: a course's links that never open Ordsky are otherwise only in the log.
    await noteUnknownLtiDeployment(context.store.db, platform.id, login.lti_deployment_id, new Date(context.now()).toISOString());
    throw new LtiRefusal("login", `deployment ${login.lti_deployment_id} is not registered for ${login.iss}`);
  }
  if (new URL(login.target_link_uri).origin !== toolOrigin) throw new LtiRefusal("login", `target_link_uri ${login.target_link_uri} is not on ${toolOrigin}`);

  const { pending, cookie } = await bindLoginState(context, platform.id, login.lti_storage_target);
  const url = new URL(platform.authorization_url);
  const parameters: Record<string, string> = {
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: platform.client_id,
    redirect_uri: `${toolOrigin}/lti/launch`,
    login_hint: login.login_hint,
    state: pending.state,
    nonce: pending.nonce,
  };
  if (login.lti_message_hint !== undefined) parameters.lti_message_hint = login.lti_message_hint;
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return { url: url.toString(), state: pending.state, cookie, platformOrigin: url.origin };
}
