import { createRemoteJWKSet, decodeJwt, errors, jwtVerify } from "jose";
import { LTI_CLAIM, ltiLaunchClaimsSchema, type LtiLaunchClaims } from "../../../shared/schemas/lti-launch.js";
import type { AppContext } from "../../context.js";
import { findLtiPlatform, noteUnknownLtiDeployment, takeLtiNonce, type LtiPlatformRow } from "../../store/lti-data.js";
import { LtiRefusal } from "./lti-refusal.js";
import type { PendingLogin } from "./login-state.js";
import { deploymentIdsOf } from "./platforms-service.js";

/** Clock difference allowed between the platform and Ordsky for `exp` and `iat`. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** A launch token older than this is refused even before its `exp` (a platform's are valid for minutes). */
const MAX_TOKEN_AGE_SECONDS = 10 * 60;

/**
 * The platforms' keysets, one remote set per URL: `jose` caches the keys and fetches again when a token names a kid
 * it does not hold. No cooldown between such fetches: a platform that rotated its key must be believed at once, and
 * an unknown kid costs one fetch of a registered platform's keyset (jose joins fetches already under way).
 */
const keysets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keysetOf(url: string) {
  let keyset = keysets.get(url);
  if (!keyset) {
    keyset = createRemoteJWKSet(new URL(url), { cooldownDuration: 0, timeoutDuration: 10_000 });
    keysets.set(url, keyset);
  }
  return keyset;
}

const describe = (error: unknown) => (error instanceof errors.JOSEError ? `${error.code}: ${error.message}` : String(error));

/**
 * Validates a launch as LTI 1.3 and its Security Framework say (5.1.3): the platform of the login this browser
 * started, the signature against the platform's keyset, `iss`, `aud` (and `azp` when several audiences), `exp`/`iat`,
 * the nonce of that login and used once, the deployment registered and version 1.3.0. Throws LtiRefusal with the reason.
 */
export async function verifyLaunch(context: AppContext, idToken: string, pending: PendingLogin): Promise<{ platform: LtiPlatformRow; claims: LtiLaunchClaims }> {
  const platform = await findLtiPlatform(context.store.db, pending.platformId);
  if (!platform) throw new LtiRefusal("launch", `the platform of this login (${pending.platformId}) is no longer registered`);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keysetOf(platform.jwks_url), {
      issuer: platform.issuer,
      audience: platform.client_id,
      algorithms: ["RS256"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      requiredClaims: ["exp", "iat", "nonce", "sub"],
      currentDate: new Date(context.now()),
    }));
  } catch (error) {
    throw new LtiRefusal("launch", `id_token from ${platform.issuer} refused: ${describe(error)}`);
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== platform.client_id) {
    throw new LtiRefusal("launch", `azp ${String(payload.azp)} is not the tool's client id ${platform.client_id}`);
  }
  const parsed = ltiLaunchClaimsSchema.safeParse(payload);
  if (!parsed.success) throw new LtiRefusal("launch", `the launch's claims are not LTI 1.3.0's: ${parsed.error.message.slice(0, 300)}`);
  const claims = parsed.data;
  if (claims.nonce !== pending.nonce) throw new LtiRefusal("launch", "the nonce is not the one this browser's login sent");
  if (!deploymentIdsOf(platform).includes(claims[LTI_CLAIM.deploymentId])) {
    await noteUnknownLtiDeployment(context.store.db, platform.id, claims[LTI_CLAIM.deploymentId], new Date(context.now()).toISOString());
    throw new LtiRefusal("launch", `deployment ${claims[LTI_CLAIM.deploymentId]} is not registered for ${platform.issuer}`);
  }
  const expiresAt = new Date(Number(payload.exp) * 1000 + CLOCK_TOLERANCE_SECONDS * 1000).toISOString();
  if (!(await takeLtiNonce(context.store.db, `${platform.id}:${claims.nonce}`, expiresAt, new Date(context.now()).toISOString()))) {
    throw new LtiRefusal("launch", "the nonce was used before: a replayed launch");
  }
  return { platform, claims };
}

/** The issuer and audience a launch claims, unverified, for the log of a refusal that came before verification. */
export function peekLaunch(idToken: string): { iss?: string; aud?: unknown } {
  try {
    const { iss, aud } = decodeJwt(idToken);
    return { iss, aud };
  } catch {
    return {};
  }
}
