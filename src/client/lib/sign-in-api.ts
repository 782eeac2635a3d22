import type { AdminUser } from "../../shared/schemas/admin.js";
import type { SignedInHost, SignInOptions, SignInPurpose } from "../../shared/schemas/auth.js";
import { api } from "./api.js";

export const getSignInOptions = () => api.get<SignInOptions>("/api/auth/options");

/** Takes the sign-in the provider just finished (its cookie is sent along and cleared). */
export const takeAdminHandOver = () => api.post<{ token: string; admin: AdminUser; expiresAt: string }>("/api/auth/oidc/hand-over");

/** Who is signed in with the institution in this browser (its cookie), and the sessions they own. */
export const getSignedInHost = () => api.get<SignedInHost>("/api/account");
export const signOutHost = () => api.post<{ signedOut: true }>("/api/account/sign-out");

/**
 * Where the "Sign in with …" link starts: the server sends the browser on to the provider. A host or participant
 * comes back to `returnPath` (the landing page by default).
 */
export const institutionSignInUrl = (purpose: SignInPurpose, returnPath?: string) =>
  `/auth/oidc/start?for=${purpose}${returnPath ? `&return=${encodeURIComponent(returnPath)}` : ""}`;
