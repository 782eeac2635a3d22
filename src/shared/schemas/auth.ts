import { z } from "zod";

/** A cookie value the server signed (see the server's cookie-signer.ts): two base64url parts, bounded in length. */
export const signedCookieSchema = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

/** What a device cookie proves (OWASP's "device cookie"): this browser signed in as `email` before. */
export const deviceCookiePayloadSchema = z.object({ email: z.string().max(254), nonce: z.string().max(64) });

/**
 * Why an OpenID Connect sign-in ended without signing in, as the callback tells the sign-in page
 * (`?sign-in-error=…`); each has its message in the client's catalogues (`signIn.error.*`).
 */
export const OIDC_FAILURES = ["cancelled", "expired", "refused", "unavailable", "domain", "no-email", "not-admin", "off"] as const;
export const oidcFailureSchema = z.enum(OIDC_FAILURES);
export type OidcFailure = z.infer<typeof oidcFailureSchema>;

/** Where a sign-in started and returns to: the admin sign-in page or the landing page (a host). */
export const signInPurposeSchema = z.enum(["admin", "host"], { message: "for must be admin or host" });
export type SignInPurpose = z.infer<typeof signInPurposeSchema>;

/** GET /auth/oidc/start?for=admin|host */
export const oidcStartQuerySchema = z.object({ for: signInPurposeSchema.default("admin") });

/** GET /auth/oidc/callback: the provider's answer; bounded here, checked by the OpenID Connect library. */
export const oidcCallbackQuerySchema = z.looseObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

/** The sign-in in flight, in a signed cookie until the provider sends the browser back (at most 10 minutes). */
export const oidcSignInStateSchema = z.object({
  state: z.string().max(128),
  nonce: z.string().max(128),
  verifier: z.string().max(128),
  redirectUri: z.string().max(2048),
  purpose: signInPurposeSchema,
  expiresAt: z.number(),
});
export type OidcSignInState = z.infer<typeof oidcSignInStateSchema>;

/** A finished sign-in waiting for its page to take it (signed cookie, 2 minutes): whom it signed in. */
export const oidcHandOverSchema = z.object({ purpose: signInPurposeSchema, adminId: z.string().max(64).nullable(), accountId: z.string().max(64), expiresAt: z.number() });
export type OidcHandOver = z.infer<typeof oidcHandOverSchema>;

/** GET /api/auth/options: how this install signs people in. */
export type SignInOptions = { passwords: boolean; oidc: { name: string } | null };

/** Someone who signed in through the provider, as the admin area lists them (GET /api/admin/accounts). */
export type SignedInAccount = {
  id: string;
  email: string;
  fullName: string;
  lastSignInAt: string;
  /** Made an admin here by an admin. */
  promoted: boolean;
  /** An admin by the provider's claim (OIDC_ADMIN_CLAIM) at their last sign-in; promotion does not change that. */
  adminByClaim: boolean;
};

/** At most this many accounts are listed, the most recent sign-ins first. */
export const SIGNED_IN_ACCOUNTS_LISTED = 200;

export const accountParamsSchema = z.object({ id: z.string({ message: "Unknown account" }).min(1, "Unknown account").max(64, "Unknown account") });

/** PUT /api/admin/accounts/{id}/admin: promote to admin, or take the promotion back. */
export const accountAdminSchema = z.object({ promoted: z.boolean({ message: "promoted must be true or false" }) });
