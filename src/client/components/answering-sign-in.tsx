import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { useT } from "../i18n/i18n-provider.js";
import { signedInHostQuery, signInOptionsQuery } from "../lib/sign-in-queries.js";
import { InstitutionSignInLink, readSignInFailure, SignInFailureNotice } from "./institution-sign-in.js";

/**
 * ANSWERING=signed-in ("campus only"): tells a participant who is not signed in with the institution that answers
 * need it, with the link that brings them back to this page signed in. Nothing while answering is open to anyone.
 */
export function AnsweringSignIn() {
  const t = useT();
  const location = useLocation();
  const options = useQuery(signInOptionsQuery()).data;
  const required = options?.answering === "signed-in" && options.oidc !== null;
  const signedIn = useQuery(signedInHostQuery(required)).data?.account;
  if (!required || !options.oidc || signedIn !== null) return null;
  const failure = readSignInFailure(new URLSearchParams(location.search));
  return (
    <div className="answering-sign-in stack">
      {failure && <SignInFailureNotice failure={failure} />}
      <p role="status">{t("answering.signInRequired", { name: options.oidc.name })}</p>
      <InstitutionSignInLink name={options.oidc.name} purpose="host" returnPath={location.pathname} className="btn--block" />
    </div>
  );
}
