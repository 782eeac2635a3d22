import type { OidcSettings } from "../../config/config-sign-in.js";
import { OidcSignInError } from "./oidc-connection.js";

export type SignedInPerson = { subject: string; email: string; fullName: string };

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}$/;

/**
 * Who the provider says signed in. The email comes from `email`, else from a name that is one (Entra ID's
 * `preferred_username` or `upn`, which some tenants send instead); an allowed-domains list must hold its domain.
 */
export function readSignedInPerson(claims: Record<string, unknown>, settings: Pick<OidcSettings, "allowedDomains">): SignedInPerson {
  const subject = typeof claims.sub === "string" ? claims.sub : "";
  if (!subject || subject.length > 255) throw new OidcSignInError("refused", "the ID token has no usable subject");
  const email = [claims.email, claims.preferred_username, claims.upn].find((value): value is string => typeof value === "string" && EMAIL.test(value.trim()))?.trim().toLowerCase();
  if (!email) throw new OidcSignInError("no-email", "the provider sent no email address (scope email, or claim email/preferred_username)");
  const domain = email.slice(email.lastIndexOf("@") + 1);
  if (settings.allowedDomains.length > 0 && !settings.allowedDomains.includes(domain)) {
    throw new OidcSignInError("domain", `the email domain ${domain} is not in OIDC_ALLOWED_DOMAINS`);
  }
  const named = [claims.name, [claims.given_name, claims.family_name].filter((part) => typeof part === "string").join(" ")].find((value) => typeof value === "string" && value.trim());
  return { subject, email, fullName: (typeof named === "string" ? named.trim() : "").slice(0, 100) };
}
