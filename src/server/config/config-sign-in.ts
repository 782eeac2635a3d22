import { z } from "zod";
import { ConfigError, shown } from "./config-values.js";

/** A claim that makes its holder an admin: `groups=ordsky-admins` matches a string claim equal to, or a list holding, the value. */
export type AdminClaim = { claim: string; value: string };

/** Sign-in with the institution's OpenID Connect provider (docs/deploy.md, "Sign-in with OpenID Connect"). */
export type OidcSettings = {
  issuer: URL;
  clientId: string;
  /** Null: a public client, authenticated by PKCE alone. */
  clientSecret: string | null;
  /** The institution's name, as the sign-in button says it: "Sign in with {name}". */
  name: string;
  adminClaim: AdminClaim | null;
  /** Email domains allowed to sign in (lower case); empty: any the provider vouches for. */
  allowedDomains: string[];
};

/** Who may do something: everyone (the spec's default), or only people signed in with the institution. */
export type Audience = "anyone" | "signed-in";

export type SignInSettings = {
  /** PASSWORD_SIGN_IN: whether the local email-and-password accounts still sign in. */
  passwords: boolean;
  oidc: OidcSettings | null;
  /** SESSION_CREATION: who may create sessions. */
  sessionCreation: Audience;
  /** ANSWERING: who may answer ("campus only"); nothing about the person is stored with an answer either way. */
  answering: Audience;
};

export const signInEnvSchema = z.object({
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().optional(),
  OIDC_ADMIN_CLAIM: z.string().optional(),
  OIDC_ALLOWED_DOMAINS: z.string().optional(),
  PASSWORD_SIGN_IN: z.string().optional(),
  SESSION_CREATION: z.string().optional(),
  ANSWERING: z.string().optional(),
});

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function parseIssuer(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`OIDC_ISSUER: expected the provider's issuer URL such as https://login.example.org/realms/staff, got ${shown(value)}`);
  }
  // Tokens come over this connection: plain HTTP only to a provider on this machine.
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) {
    throw new ConfigError(`OIDC_ISSUER: expected an https:// URL (http:// only on localhost), got ${shown(value)}`);
  }
  return url;
}

function parseAdminClaim(value: string | undefined): AdminClaim | null {
  if (!value?.trim()) return null;
  const match = /^\s*([^=\s]+)\s*=\s*(\S(?:.*\S)?)\s*$/.exec(value);
  if (!match) throw new ConfigError(`OIDC_ADMIN_CLAIM: expected claim=value such as groups=ordsky-admins, got ${shown(value)}`);
  return { claim: match[1]!, value: match[2]! };
}

function parseDomains(value: string | undefined): string[] {
  const domains = (value ?? "").split(",").map((domain) => domain.trim().toLowerCase().replace(/^@/, "")).filter(Boolean);
  for (const domain of domains) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) throw new ConfigError(`OIDC_ALLOWED_DOMAINS: expected email domains such as ku.dk,sdu.dk, got ${shown(value)}`);
  }
  return domains;
}

function parseOidc(raw: z.infer<typeof signInEnvSchema>): OidcSettings | null {
  if (!raw.OIDC_ISSUER?.trim()) {
    const stray = (["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_ADMIN_CLAIM", "OIDC_ALLOWED_DOMAINS"] as const).find((name) => raw[name]?.trim());
    if (stray) throw new ConfigError(`${stray}: set OIDC_ISSUER too, or OpenID Connect sign-in stays off`);
    return null;
  }
  const clientId = raw.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new ConfigError("OIDC_CLIENT_ID: expected the client id registered at the provider (OIDC_ISSUER is set)");
  return {
    issuer: parseIssuer(raw.OIDC_ISSUER),
    clientId,
    clientSecret: raw.OIDC_CLIENT_SECRET?.trim() || null,
    name: raw.OIDC_NAME?.trim().slice(0, 60) || "your institution",
    adminClaim: parseAdminClaim(raw.OIDC_ADMIN_CLAIM),
    allowedDomains: parseDomains(raw.OIDC_ALLOWED_DOMAINS),
  };
}

export function parseSignIn(env: NodeJS.ProcessEnv): SignInSettings {
  const raw = signInEnvSchema.parse(env);
  const oidc = parseOidc(raw);
  const passwords = (raw.PASSWORD_SIGN_IN?.trim() || "on").toLowerCase();
  if (passwords !== "on" && passwords !== "off") throw new ConfigError(`PASSWORD_SIGN_IN: expected on or off, got ${shown(raw.PASSWORD_SIGN_IN)}`);
  if (passwords === "off" && !oidc) throw new ConfigError("PASSWORD_SIGN_IN: off needs OIDC_ISSUER, or nobody could sign in");
  return { passwords: passwords === "on", oidc, sessionCreation: parseAudience("SESSION_CREATION", raw.SESSION_CREATION, oidc), answering: parseAudience("ANSWERING", raw.ANSWERING, oidc) };
}

function parseAudience(name: string, value: string | undefined, oidc: OidcSettings | null): Audience {
  const audience = (value?.trim() || "anyone").toLowerCase();
  if (audience !== "anyone" && audience !== "signed-in") throw new ConfigError(`${name}: expected anyone or signed-in, got ${shown(value)}`);
  if (audience === "signed-in" && !oidc) throw new ConfigError(`${name}: signed-in needs OIDC_ISSUER, or nobody could sign in`);
  return audience;
}
