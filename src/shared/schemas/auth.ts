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

/**
 * Who signs in: an admin (for the admin area's token), a host (for the account cookie; their account is recorded) or
 * a participant who signs in only to answer (for the participant cookie; nothing about them is stored).
 */
export const signInPurposeSchema = z.enum(["admin", "host", "participant"], { message: "for must be admin, host or participant" });
export type SignInPurpose = z.infer<typeof signInPurposeSchema>;

/** A same-site path to come back to after signing in (the session being answered), never another site. */
export const returnPathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, "return must be a path on this site");

/** GET /auth/oidc/start?for=admin|host|participant[&return=/path] */
export const oidcStartQuerySchema = z.object({ for: signInPurposeSchema.default("admin"), return: returnPathSchema.optional() });

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
  /** Host and participant sign-ins: the page to come back to ("/" when absent). */
  returnPath: returnPathSchema.optional(),
  expiresAt: z.number(),
});
export type OidcSignInState = z.infer<typeof oidcSignInStateSchema>;

/** A finished admin sign-in waiting for the admin sign-in page to take it (signed cookie, 2 minutes). */
export const oidcHandOverSchema = z.object({ adminId: z.string().max(64), expiresAt: z.number() });
export type OidcHandOver = z.infer<typeof oidcHandOverSchema>;

/** GET /api/auth/options: how this install signs people in, and who may create sessions and answer. */
export const signInOptionsSchema = z.object({
  passwords: z.boolean(),
  oidc: z.object({ name: z.string() }).nullable(),
  sessionCreation: z.enum(["anyone", "signed-in"]),
  answering: z.enum(["anyone", "signed-in"]),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

/** The signed-in host's cookie: which account, until when (30 days). */
export const accountCookiePayloadSchema = z.object({ accountId: z.string().max(64), expiresAt: z.number() });

/** A participant signed in only to answer: their pseudonym (a keyed hash of who they are at the provider), until when (30 days). */
export const participantCookiePayloadSchema = z.object({ respondent: z.string().max(64), expiresAt: z.number() });

/**
 * GET /api/account: who is signed in with the institution in this browser, and the sessions they own;
 * `answering`: signed in only to answer (the server knows no name or email of theirs).
 */
export const signedInHostSchema = z.object({
  account: z.object({ email: z.string(), fullName: z.string() }).nullable(),
  sessionIds: z.array(z.string()),
  answering: z.boolean(),
  /** The courses the account created, newest first. */
  courseIds: z.array(z.string()),
});
export type SignedInHost = z.infer<typeof signedInHostSchema>;


/** Someone who signed in through the provider, as the admin area lists them (GET /api/admin/accounts). */
export const signedInAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  lastSignInAt: z.string(),
  /** Made an admin here by an admin. */
  promoted: z.boolean(),
  /** An admin by the provider's claim (OIDC_ADMIN_CLAIM) at their last sign-in; promotion does not change that. */
  adminByClaim: z.boolean(),
});
export type SignedInAccount = z.infer<typeof signedInAccountSchema>;

/** At most this many accounts are listed, the most recent sign-ins first. */
export const SIGNED_IN_ACCOUNTS_LISTED = 200;

export const accountParamsSchema = z.object({ id: z.string({ message: "Unknown account" }).min(1, "Unknown account").max(64, "Unknown account") });

/** PUT /api/admin/accounts/{id}/admin: promote to admin, or take the promotion back. */
export const accountAdminSchema = z.object({ promoted: z.boolean({ message: "promoted must be true or false" }) });
