import type { AdminUser } from "../../shared/schemas/admin.js";
import type { SignInOptions, SignInPurpose } from "../../shared/schemas/auth.js";
import { api } from "./api.js";

export const getSignInOptions = () => api.get<SignInOptions>("/api/auth/options");

/** Takes the sign-in the provider just finished (its cookie is sent along and cleared). */
export const takeAdminHandOver = () => api.post<{ token: string; admin: AdminUser; expiresAt: string }>("/api/auth/oidc/hand-over");

/** Where the "Sign in with …" link starts: the server sends the browser on to the provider. */
export const institutionSignInUrl = (purpose: SignInPurpose) => `/auth/oidc/start?for=${purpose}`;
