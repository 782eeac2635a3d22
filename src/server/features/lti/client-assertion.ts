import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { AppContext } from "../../context.js";
import type { LtiPlatformRow } from "../../store/lti-data.js";
import { getSigningKey, LTI_SIGNING_ALG } from "./tool-keys.js";

/**
 * The form of a client-credentials token request (Security Framework 4.1, RFC 7523): the tool proves itself with an
 * assertion signed by its current key for its client id, which the platform checks against /lti/jwks.
 */
export async function clientCredentialsForm(context: AppContext, platform: Pick<LtiPlatformRow, "client_id" | "token_url">, scope: string): Promise<string> {
  const { kid, key } = await getSigningKey(context);
  const now = Math.floor(context.now() / 1000);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: LTI_SIGNING_ALG, kid, typ: "JWT" })
    .setIssuer(platform.client_id)
    .setSubject(platform.client_id)
    .setAudience(platform.token_url)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .setJti(randomUUID())
    .sign(key);
  return new URLSearchParams({
    grant_type: "client_credentials",
    client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
    client_assertion: assertion,
    scope,
  }).toString();
}
