import * as openid from "openid-client";
import type { OidcFailure } from "../../../shared/schemas/auth.js";
import type { OidcSettings } from "../../config/config-sign-in.js";

/** A sign-in that ends without signing in: `failure` is what the page says, `reason` what the log says. */
export class OidcSignInError extends Error {
  constructor(
    readonly failure: OidcFailure,
    readonly reason: string,
  ) {
    super(reason);
    this.name = "OidcSignInError";
  }
}

/** Requests to the provider give up after this long: the person is waiting in the browser. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export type OidcConnectionOptions = {
  /** Tests: seconds added to this server's clock when it checks tokens, to see an ID token expire. */
  clockSkewSeconds?: number;
};

/**
 * The provider as openid-client sees it: found through its discovery document on first use (not at start, so
 * Ordsky starts while the provider is away) and kept; a failed discovery is tried again by the next sign-in.
 */
export class OidcConnection {
  private configuration: Promise<openid.Configuration> | null = null;

  constructor(
    readonly settings: OidcSettings,
    private readonly options: OidcConnectionOptions = {},
  ) {}

  /** The provider's authorization URL for a new sign-in, with its PKCE challenge, state and nonce. */
  async authorizationUrl(redirectUri: string): Promise<{ url: URL; state: string; nonce: string; verifier: string }> {
    const configuration = await this.discover();
    const verifier = openid.randomPKCECodeVerifier();
    const state = openid.randomState();
    const nonce = openid.randomNonce();
    const url = openid.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await openid.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url, state, nonce, verifier };
  }

  /**
   * Exchanges the callback's code and checks the ID token as the standard says (signature, issuer, audience,
   * expiry, nonce; the state and the PKCE verifier); returns its claims with the userinfo endpoint's, if any.
   */
  async claims(callbackUrl: URL, checks: { state: string; nonce: string; verifier: string }): Promise<Record<string, unknown>> {
    const configuration = await this.discover();
    let tokens: Awaited<ReturnType<typeof openid.authorizationCodeGrant>>;
    try {
      tokens = await openid.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (isUnreachable(error)) throw new OidcSignInError("unavailable", `the provider did not answer: ${describe(error)}`);
      throw new OidcSignInError("refused", describe(error));
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new OidcSignInError("refused", "no ID token");
    let userInfo: Record<string, unknown> = {};
    if (configuration.serverMetadata().userinfo_endpoint) {
      try {
        userInfo = await openid.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      } catch (error) {
        throw new OidcSignInError(isUnreachable(error) ? "unavailable" : "refused", `userinfo: ${describe(error)}`);
      }
    }
    // What the ID token says wins: it is the signed statement.
    return { ...userInfo, ...idClaims };
  }

  get issuer(): string {
    return this.settings.issuer.href;
  }

  private discover(): Promise<openid.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const metadata: Partial<openid.ClientMetadata> = { ...(clientSecret ? { client_secret: clientSecret } : {}), [openid.clockSkew]: this.options.clockSkewSeconds ?? 0 };
      const found = openid
        .discovery(issuer, clientId, metadata, clientSecret ? undefined : openid.None(), {
          execute: issuer.protocol === "http:" ? [openid.allowInsecureRequests] : [],
          timeout: PROVIDER_TIMEOUT_SECONDS,
        })
        .then((configuration) => {
          configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
          return configuration;
        });
      this.configuration = found;
      found.catch(() => {
        if (this.configuration === found) this.configuration = null;
      });
    }
    return this.configuration.catch((error: unknown) => {
      throw new OidcSignInError("unavailable", `discovery at ${this.settings.issuer.href} failed: ${describe(error)}`);
    });
  }
}

/** A request that got no answer (refused, timed out, name not found), as opposed to an answer we refuse. */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError") return true;
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  const body = error instanceof openid.ResponseBodyError ? ` (${error.error}: ${error.error_description ?? ""})` : "";
  return `${error.message}${body}${cause}`.slice(0, 500);
}
