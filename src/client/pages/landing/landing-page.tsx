import { Cloud, LogIn, Plus, Shield } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { CreateSessionModal } from "../../components/create-session-modal/create-session-modal.js";
import { JoinForm } from "../../components/join-form.js";
import { signedInHostQuery, signInOptionsQuery } from "../../lib/sign-in-queries.js";
import { HeroCloud } from "./hero-cloud.js";
import { HostAccount } from "./host-account.js";
import { CreateCourseCard } from "./create-course-card.js";
import { MySessions } from "./my-sessions.js";
import { PublicSessions } from "./public-sessions.js";
import "./landing-page.css";
import { useT } from "../../i18n/i18n-provider.js";

/** The front door: create a session, join one by code, or pick a public one. */
export function LandingPage() {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const options = useQuery(signInOptionsQuery()).data;
  const institution = options?.oidc ? { ...options, oidc: options.oidc } : null;
  const host = useQuery(signedInHostQuery(institution !== null)).data;
  // SESSION_CREATION=signed-in: the create button waits for the host to sign in with the institution.
  const mayCreate = options?.sessionCreation !== "signed-in" || Boolean(host?.account);
  // "No sign-up for anyone" stops being true once the operator asks hosts or everyone to sign in.
  const heroBody = !institution
    ? t("landing.heroBody")
    : options?.answering === "signed-in"
      ? t("landing.heroBodyCampusOnly", { institution: institution.oidc.name })
      : options?.sessionCreation === "signed-in"
        ? t("landing.heroBodyHostsSignIn", { institution: institution.oidc.name })
        : t("landing.heroBody");

  return (
    <div className="page landing">
      <header className="landing-header">
        <div className="container landing-header__inner">
          <div className="brand">
            <span className="brand__logo" aria-hidden="true">
              <Cloud size={24} strokeWidth={2.4} />
            </span>
            <div>
              <h1 className="brand__name">{t("common.productName")}</h1>
              <p className="brand__tagline">{t("landing.tagline")}</p>
            </div>
          </div>
          <Link to="/admin/login" className="btn btn--ghost landing-header__admin">
            <Shield size={18} aria-hidden="true" />
            {t("landing.adminButton")}
          </Link>
        </div>
      </header>

      <main className="container landing-main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero__text">
            <p className="hero__eyebrow">{t("landing.heroEyebrow")}</p>
            <h2 className="hero__title" id="hero-title">
              {t("landing.heroTitle")}
            </h2>
            <p className="hero__body">{heroBody}</p>
            <ol className="hero__steps">
              {[t("landing.heroStep1"), t("landing.heroStep2"), t("landing.heroStep3")].map((step, index) => (
                <li key={step}>
                  <span className="hero__step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </div>
          <HeroCloud />
        </section>

        <div className="landing-actions">
          <section className="card action-card action-card--create" aria-labelledby="create-card-title">
            <span className="action-card__icon" aria-hidden="true">
              <Plus size={26} strokeWidth={2.4} />
            </span>
            <h2 className="action-card__title" id="create-card-title">
              {t("landing.createCardTitle")}
            </h2>
            <p className="action-card__body">{t("landing.createCardBody")}</p>
            {mayCreate && (
              <button type="button" className="btn btn--primary btn--lg action-card__button" onClick={() => setCreating(true)}>
                <Plus size={20} aria-hidden="true" />
                {t("landing.createCardButton")}
              </button>
            )}
            {institution && <HostAccount options={institution} />}
          </section>

          <section className="card action-card action-card--join" aria-labelledby="join-card-title">
            <span className="action-card__icon action-card__icon--join" aria-hidden="true">
              <LogIn size={24} strokeWidth={2.4} />
            </span>
            <h2 className="action-card__title" id="join-card-title">
              {t("landing.joinCardTitle")}
            </h2>
            <p className="action-card__body">{t("landing.joinCardBody")}</p>
            <JoinForm />
          </section>
        </div>

        <MySessions />
        <CreateCourseCard />
        <PublicSessions />
      </main>

      {creating && <CreateSessionModal onClose={() => setCreating(false)} />}
    </div>
  );
}
