import type { AdminClaim } from "../../config/config-sign-in.js";

/**
 * Whether the claims carry OIDC_ADMIN_CLAIM: `groups=ordsky-admins` matches `"groups": "ordsky-admins"` or a list
 * holding it; a dotted name reaches into an object (Keycloak's `realm_access.roles=ordsky-admin`).
 */
export function claimGrantsAdmin(claims: Record<string, unknown>, adminClaim: AdminClaim | null): boolean {
  if (!adminClaim) return false;
  let value: unknown = claims;
  for (const part of adminClaim.claim.split(".")) {
    value = value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value === "string") return value === adminClaim.value;
  return Array.isArray(value) && value.some((entry) => entry === adminClaim.value);
}
