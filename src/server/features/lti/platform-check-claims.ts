import type { LtiCheckStep } from "../../../shared/schemas/lti-check.js";
import type { LtiPlatformRow } from "../../store/lti-data.js";

type Row = Pick<LtiPlatformRow, "issuer" | "authorization_url" | "jwks_url" | "first_launch_at" | "unknown_deployment_id" | "unknown_deployment_at">;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Canvas Cloud's sign-in hosts and the issuer its launches carry for each (Instructure's developer documentation):
 * a platform whose authorization or keyset URL is on one of them launches with that issuer, whatever the school's
 * own Canvas address is, and an issuer entered as the school's address is the commonest mistake.
 */
const CANVAS_ISSUERS: Record<string, string> = {
  "sso.canvaslms.com": "https://canvas.instructure.com",
  "sso.beta.canvaslms.com": "https://canvas.beta.instructure.com",
  "sso.test.canvaslms.com": "https://canvas.test.instructure.com",
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
};

/**
 * The issuer a launch must carry, as LTI 1.3 has it (Core 5.1.2, Security Framework 5.1.2: an HTTPS URL without query
 * or fragment, compared exactly); an address on this machine is taken over HTTP, as OAuth takes loopback redirects
 * (a platform for development or tests). A verified launch proves it.
 */
export function checkIssuer(platform: Row): LtiCheckStep {
  const issuer = platform.issuer;
  const failed = (reason: LtiCheckStep["reason"], values: LtiCheckStep["values"] = {}): LtiCheckStep => ({ step: "issuer", outcome: "failed", reason, values: { issuer, ...values } });
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return failed("notUrl");
  }
  if (url.search || url.hash || issuer.includes("#")) return failed("queryOrFragment");
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) return failed("notHttps");
  const canvas = CANVAS_ISSUERS[hostOf(platform.authorization_url)] ?? CANVAS_ISSUERS[hostOf(platform.jwks_url)];
  if (canvas !== undefined && issuer !== canvas) return failed("canvasIssuer", { expected: canvas });
  if (platform.first_launch_at !== null) return { step: "issuer", outcome: "passed", reason: "launchedWith", values: { issuer, at: platform.first_launch_at } };
  return { step: "issuer", outcome: "passed", reason: "wellFormed", values: { issuer } };
}

/**
 * The deployments a launch may carry: the platform's last login or launch that named one not registered here fails
 * the step (its course's links never open Ordsky) until that deployment is registered; a verified launch passes it;
 * before any launch there is nothing to compare with yet.
 */
export function checkDeployment(platform: Row, deploymentIds: string[]): LtiCheckStep {
  const registered = deploymentIds.join(", ");
  if (deploymentIds.length === 0) return { step: "deployment", outcome: "failed", reason: "noneRegistered", values: {} };
  if (platform.unknown_deployment_id !== null && !deploymentIds.includes(platform.unknown_deployment_id)) {
    return { step: "deployment", outcome: "failed", reason: "unknownDeployment", values: { deployment: platform.unknown_deployment_id, at: platform.unknown_deployment_at ?? "", registered } };
  }
  if (platform.first_launch_at !== null) return { step: "deployment", outcome: "passed", reason: "launched", values: { registered, at: platform.first_launch_at } };
  return { step: "deployment", outcome: "skipped", reason: "noLaunchYet", values: { registered } };
}
