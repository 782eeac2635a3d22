import { httpRoutes } from "../../shared/http-contract.js";
import type { SignInPurpose } from "../../shared/schemas/auth.js";
import { callRoute, routeUrl } from "./api.js";

export const getSignInOptions = () => callRoute(httpRoutes.getSignInOptions, {});

/** Takes the sign-in the provider just finished (its cookie is sent along and cleared). */
export const takeAdminHandOver = () => callRoute(httpRoutes.takeAdminHandOver, {});

/** Who is signed in with the institution in this browser (its cookie), and the sessions they own. */
export const getSignedInHost = () => callRoute(httpRoutes.getSignedInHost, {});
export const signOutHost = () => callRoute(httpRoutes.signOutHost, {});

/**
 * Where the "Sign in with …" link starts: the server sends the browser on to the provider. A host or participant
 * comes back to `returnPath` (the landing page by default).
 */
export const institutionSignInUrl = (purpose: SignInPurpose, returnPath?: string) => routeUrl(httpRoutes.startOidcSignIn, { query: { for: purpose, return: returnPath } });
