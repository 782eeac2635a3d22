import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Shield } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { AdminUser } from "../../../shared/schemas/admin.js";
import { InstitutionSignInLink, readSignInFailure, SignInFailureNotice } from "../../components/institution-sign-in.js";
import { storeAdmin } from "../../lib/admin-auth.js";
import { adminKeys, demoCredentialsQuery, registrationStatusQuery } from "../../lib/admin-queries.js";
import { signInOptionsQuery } from "../../lib/sign-in-queries.js";
import { RegisterForm } from "./register-form.js";
import { SignInForm } from "./sign-in-form.js";
import { useInstitutionHandOver } from "./use-institution-hand-over.js";
import "./admin-login.css";
import { useT } from "../../i18n/i18n-provider.js";

type Mode = "signin" | "register";

/** Sign in or create an admin account; a fresh install opens on "create the owner account". */
export function AdminLoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>("signin");
  const [email, setEmail] = useState("");
  const queryClient = useQueryClient();
  const demoQuery = useQuery(demoCredentialsQuery());
  const registrationQuery = useQuery(registrationStatusQuery());
  const demo = demoQuery.data ?? null;
  const registration = registrationQuery.data ?? null;
  const options = useQuery(signInOptionsQuery()).data ?? null;
  const institution = options?.oidc ?? null;
  const passwords = options?.passwords ?? true;
  const [search] = useSearchParams();
  const failure = readSignInFailure(search);

  // A fresh install opens on "create the owner account", unless a demo account is there to try first; decided once.
  const freshInstall = !demoQuery.isPending && registration !== null && registration.policy === "first" && registration.open && !demo;
  const [decided, setDecided] = useState(false);
  useEffect(() => {
    if (decided || demoQuery.isPending || registrationQuery.isPending) return;
    setDecided(true);
    if (freshInstall) setMode("register");
  }, [decided, demoQuery.isPending, registrationQuery.isPending, freshInstall]);

  const from = (location.state as { from?: string } | null)?.from;
  const signedIn = (token: string, admin: AdminUser) => {
    storeAdmin({ token, admin });
    navigate(from === "/admin" ? "/admin" : "/admin/dashboard", { replace: true });
  };
  const handOver = useInstitutionHandOver(search.get("signed-in") === "1", signedIn);
  const isRegister = mode === "register" && passwords;

  return (
    <div className="page admin-login">
      <main className="admin-login__main">
        <Link to="/" className="btn btn--ghost admin-login__back">
          <ArrowLeft size={18} aria-hidden="true" />
          {t("admin.backToHome")}
        </Link>
        <section className="card admin-login__card" aria-labelledby="admin-login-title">
          <div className="admin-login__icon" aria-hidden="true">
            <Shield size={28} />
          </div>
          <p className="admin-login__product">
            {t("common.productName")} {t("admin.admin")}
          </p>
          <h1 className="admin-login__title" id="admin-login-title">
            {isRegister ? t("admin.registerTitle") : t("admin.signInTitle")}
          </h1>
          <p className="muted admin-login__subtitle">{isRegister ? t("admin.registerSubtitle") : t("admin.signInSubtitle")}</p>
          {failure && <SignInFailureNotice failure={failure} />}
          {handOver.pending && (
            <p className="admin-login__note" role="status">
              {t("signIn.finishing")}
            </p>
          )}
          {handOver.failed && (
            <p className="sign-in-failure" role="alert">
              {t("signIn.handOverFailed")}
            </p>
          )}
          {institution && !isRegister && (
            <>
              <InstitutionSignInLink name={institution.name} purpose="admin" className={passwords ? "btn--lg btn--block" : "btn--lg btn--block btn--primary"} />
              {passwords && <p className="sign-in-divider">{t("signIn.orWithPassword")}</p>}
            </>
          )}
          {isRegister && registration?.open && registration.policy === "first" && <p className="admin-login__note">{t("admin.ownerHint")}</p>}
          {isRegister && registration && !registration.open && (
            <p className="admin-login__note admin-login__note--warning" role="status">
              {t("admin.registrationClosed")}
            </p>
          )}
          {isRegister ? (
            <RegisterForm
              setupCodeRequired={registration?.setupCodeRequired ?? false}
              onRegistered={(registeredEmail) => {
                setEmail(registeredEmail);
                setMode("signin");
                void queryClient.invalidateQueries({ queryKey: adminKeys.registration });
              }}
              onSignedIn={(token, admin) => {
                void queryClient.invalidateQueries({ queryKey: adminKeys.registration });
                signedIn(token, admin);
              }}
            />
          ) : (
            passwords && <SignInForm key={email} initialEmail={email} demo={demo} onSignedIn={signedIn} />
          )}
          {passwords && (
            <button type="button" className="btn btn--ghost btn--block admin-login__toggle" onClick={() => setMode(isRegister ? "signin" : "register")}>
              {isRegister ? t("admin.toSignIn") : t("admin.toRegister")}
            </button>
          )}
        </section>
      </main>
    </div>
  );
}
