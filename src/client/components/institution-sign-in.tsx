import { Building2 } from "lucide-react";
import type { OidcFailure, SignInPurpose } from "../../shared/schemas/auth.js";
import { oidcFailureSchema } from "../../shared/schemas/auth.js";
import { useT } from "../i18n/i18n-provider.js";
import { institutionSignInUrl } from "../lib/sign-in-api.js";
import "./institution-sign-in.css";

/**
 * "Sign in with {name}": a link, not a form, since the server answers it with a redirect to the provider (a form
 * would meet the page's form-action policy on the way).
 */
export function InstitutionSignInLink({ name, purpose, returnPath, className = "btn--lg btn--block" }: { name: string; purpose: SignInPurpose; returnPath?: string; className?: string }) {
  const t = useT();
  return (
    <a href={institutionSignInUrl(purpose, returnPath)} className={`btn institution-sign-in ${className}`}>
      <Building2 size={20} aria-hidden="true" />
      {t("signIn.withInstitution", { name })}
    </a>
  );
}

/** The failure the provider's sign-in came back with (`?sign-in-error=`), if it is one we know. */
export function readSignInFailure(search: URLSearchParams): OidcFailure | null {
  const parsed = oidcFailureSchema.safeParse(search.get("sign-in-error"));
  return parsed.success ? parsed.data : null;
}

/** Why the sign-in did not sign you in, announced at once. */
export function SignInFailureNotice({ failure }: { failure: OidcFailure }) {
  const t = useT();
  return (
    <p className="sign-in-failure" role="alert">
      {t(`signIn.error.${failure}`)}
    </p>
  );
}
