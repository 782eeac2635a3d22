import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut, UserRound } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SignInOptions } from "../../../shared/schemas/auth.js";
import { InstitutionSignInLink, readSignInFailure, SignInFailureNotice } from "../../components/institution-sign-in.js";
import { useT } from "../../i18n/i18n-provider.js";
import { signOutHost } from "../../lib/sign-in-api.js";
import { signedInHostKey, signedInHostQuery } from "../../lib/sign-in-queries.js";

/**
 * The host's account in the create card: "Sign in with {name}" (so My sessions follows them to any device), or who
 * is signed in and a Sign out button. Back from the provider (`?signed-in=1`) it reads the account afresh.
 */
export function HostAccount({ options }: { options: SignInOptions & { oidc: { name: string } } }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const failure = readSignInFailure(search);
  const host = useQuery(signedInHostQuery(true)).data;
  const arrived = search.get("signed-in") === "1";
  useEffect(() => {
    if (!arrived) return;
    void queryClient.invalidateQueries({ queryKey: signedInHostKey });
    navigate("/", { replace: true });
  }, [arrived, navigate, queryClient]);
  const signOut = useMutation({
    mutationFn: signOutHost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signedInHostKey }),
  });

  if (host?.account) {
    return (
      <div className="host-account" role="group" aria-label={t("hostAccount.label")}>
        <p className="host-account__who">
          <UserRound size={18} aria-hidden="true" />
          {t("hostAccount.signedInAs", { name: host.account.fullName || host.account.email })}
        </p>
        <button type="button" className="btn btn--sm btn--ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut size={16} aria-hidden="true" />
          {t("hostAccount.signOut")}
        </button>
      </div>
    );
  }
  return (
    <div className="host-account host-account--signed-out">
      {failure && <SignInFailureNotice failure={failure} />}
      {options.sessionCreation === "signed-in" && <p className="host-account__note">{t("hostAccount.requiredToCreate", { name: options.oidc.name })}</p>}
      <InstitutionSignInLink name={options.oidc.name} purpose="host" className="btn--block" />
      {options.sessionCreation !== "signed-in" && <p className="host-account__note muted small">{t("hostAccount.why")}</p>}
    </div>
  );
}
