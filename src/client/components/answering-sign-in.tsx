import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { useT } from "../i18n/i18n-provider.js";
import { signedInHostQuery, signInOptionsQuery } from "../lib/sign-in-queries.js";
import { InstitutionSignInLink, readSignInFailure, SignInFailureNotice } from "./institution-sign-in.js";

/**
 * ANSWERING=signed-in ("campus only"): the institution's name while this participant still has to sign in to
 * answer, else null (answering open to anyone, signed in already, or not known yet).
 */
export function useAnsweringSignIn(): string | null {
  const options = useQuery(signInOptionsQuery()).data;
  const required = options?.answering === "signed-in" && options.oidc !== null;
  const signedIn = useQuery(signedInHostQuery(required)).data;
  return required && signedIn?.account === null && !signedIn.answering ? (options.oidc?.name ?? null) : null;
}

/** Tells the participant that answers need sign-in, with the link that brings them back to this page signed in. */
export function AnsweringSignIn({ institution }: { institution: string }) {
  const t = useT();
  const location = useLocation();
  const failure = readSignInFailure(new URLSearchParams(location.search));
  return (
    <div className="answering-sign-in stack">
      {failure && <SignInFailureNotice failure={failure} />}
      <p role="status">{t("answering.signInRequired", { name: institution })}</p>
      <InstitutionSignInLink name={institution} purpose="participant" returnPath={location.pathname} className="btn--lg btn--block btn--primary" />
    </div>
  );
}
