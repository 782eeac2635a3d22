import { Cloud, LogIn, Plus, Shield } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { CreateSessionModal } from "../../components/create-session-modal/create-session-modal.js";
import { JoinForm } from "../../components/join-form.js";
import { commonText } from "../../text/common.js";
import { landingText as text } from "../../text/landing.js";
import { HeroCloud } from "./hero-cloud.js";
import { MySessions } from "./my-sessions.js";
import { PublicSessions } from "./public-sessions.js";
import "./landing-page.css";

/** The front door: create a session, join one by code, or pick a public one. */
export function LandingPage() {
  const [creating, setCreating] = useState(false);

  return (
    <div className="page landing">
      <header className="landing-header">
        <div className="container landing-header__inner">
          <div className="brand">
            <span className="brand__logo" aria-hidden="true">
              <Cloud size={24} strokeWidth={2.4} />
            </span>
            <div>
              <h1 className="brand__name">{commonText.productName}</h1>
              <p className="brand__tagline">{commonText.tagline}</p>
            </div>
          </div>
          <Link to="/admin/login" className="btn btn--ghost landing-header__admin">
            <Shield size={18} aria-hidden="true" />
            {text.adminButton}
          </Link>
        </div>
      </header>

      <main className="container landing-main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero__text">
            <p className="hero__eyebrow">{text.heroEyebrow}</p>
            <h2 className="hero__title" id="hero-title">
              {text.heroTitle}
            </h2>
            <p className="hero__body">{text.heroBody}</p>
            <ol className="hero__steps">
              {text.heroSteps.map((step, index) => (
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
              {text.createCardTitle}
            </h2>
            <p className="action-card__body">{text.createCardBody}</p>
            <button type="button" className="btn btn--primary btn--lg action-card__button" onClick={() => setCreating(true)}>
              <Plus size={20} aria-hidden="true" />
              {text.createCardButton}
            </button>
          </section>

          <section className="card action-card action-card--join" aria-labelledby="join-card-title">
            <span className="action-card__icon action-card__icon--join" aria-hidden="true">
              <LogIn size={24} strokeWidth={2.4} />
            </span>
            <h2 className="action-card__title" id="join-card-title">
              {text.joinCardTitle}
            </h2>
            <p className="action-card__body">{text.joinCardBody}</p>
            <JoinForm />
          </section>
        </div>

        <MySessions />
        <PublicSessions />
      </main>

      {creating && <CreateSessionModal onClose={() => setCreating(false)} />}
    </div>
  );
}
