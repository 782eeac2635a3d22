import { httpRoutes } from "../../shared/http-routes.js";
import type { SignInPurpose } from "../../shared/schemas/auth.js";
import { callRoute, routeUrl } from "./api.js";
import { respondentHeaders } from "./launch-respondent.js";

export const getSignInOptions = () => callRoute("getSignInOptions", {});

/** Takes the sign-in the provider just finished (its cookie is sent along and cleared). */
export const takeAdminHandOver = () => callRoute("takeAdminHandOver", {});

/** Who is signed in with the institution in this browser (its cookie), and the sessions they own. */
export const getSignedInHost = () => callRoute("getSignedInHost", {}, { headers: respondentHeaders() });
export const signOutHost = () => callRoute("signOutHost", {});

/**
 * Where the "Sign in with …" link starts: the server sends the browser on to the provider. A host or participant
 * comes back to `returnPath` (the landing page by default).
 */
export const institutionSignInUrl = (purpose: SignInPurpose, returnPath?: string) => routeUrl(httpRoutes.startOidcSignIn, { query: { for: purpose, return: returnPath } });
