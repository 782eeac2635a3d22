import { CircleCheck, CircleMinus, CircleX } from "lucide-react";
import { useState } from "react";
import type { LtiCheckStep, LtiPlatformCheck } from "../../../shared/schemas/lti-check.js";
import type { LtiPlatform } from "../../../shared/schemas/lti.js";
import { useT, type Translate } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { checkLtiPlatform } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { dataOrThrow } from "../../lib/api.js";
import { useAdminDateTime } from "./use-admin-date-time.js";

type CheckState = { platform: LtiPlatform; running: true } | { platform: LtiPlatform; running: false; check: LtiPlatformCheck } | { platform: LtiPlatform; running: false; error: string };

/** The words of each step's result: the server sends codes and values, the card says them in the admin's language. */
const STEP_TEXTS: Record<string, MessageId> = Object.fromEntries(
  (
    [
      "keyset.keysFound", "keyset.unreachable", "keyset.httpStatus", "keyset.tooLarge", "keyset.notKeyset", "keyset.noSigningKey",
      "authorization.answered", "authorization.unreachable", "authorization.serverError",
      "token.tokenIssued", "token.scopeRefused", "token.clientRefused", "token.unreachable", "token.httpStatus", "token.tooLarge",
      "issuer.launchedWith", "issuer.wellFormed", "issuer.notUrl", "issuer.notHttps", "issuer.queryOrFragment", "issuer.canvasIssuer",
      "deployment.launched", "deployment.noLaunchYet", "deployment.unknownDeployment", "deployment.noneRegistered",
    ] as const
  ).map((key) => [key, `lti.check.${key}` as MessageId]),
);

const ICONS = { passed: CircleCheck, failed: CircleX, skipped: CircleMinus };

/** The admin's checks of registered platforms, each running or done, and what a screen reader is told of them. */
export function useLtiChecks(session: AdminSession) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const [checks, setChecks] = useState<Record<string, CheckState>>({});
  const [announcement, setAnnouncement] = useState("");
  const run = async (platform: LtiPlatform) => {
    const name = platform.name || platform.issuer;
    setChecks((all) => ({ ...all, [platform.id]: { platform, running: true } }));
    setAnnouncement(t("lti.check.running", { platform: name }));
    try {
      const check = await dataOrThrow(session.call((token) => checkLtiPlatform(token, platform.id)));
      setChecks((all) => ({ ...all, [platform.id]: { platform, running: false, check } }));
      setAnnouncement(t("lti.check.done", { platform: name, summary: summaryOf(t, check.steps) }));
    } catch (error) {
      const message = errorMessage(error as Error);
      setChecks((all) => ({ ...all, [platform.id]: { platform, running: false, error: message } }));
      setAnnouncement(message);
    }
  };
  return { checks, run, announcement };
}

const summaryOf = (t: Translate, steps: LtiCheckStep[]) =>
  t("lti.check.summary", { passed: steps.filter((step) => step.outcome === "passed").length, failed: steps.filter((step) => step.outcome === "failed").length, skipped: steps.filter((step) => step.outcome === "skipped").length });

/** One platform's check: each step with its outcome, what was compared or fetched, and why. */
export function LtiPlatformCheckResult({ state }: { state: CheckState }) {
  const t = useT();
  const when = useAdminDateTime();
  const name = state.platform.name || state.platform.issuer;
  const headingId = `lti-check-${state.platform.id}`;
  return (
    <section className="lti-check" aria-labelledby={headingId} data-testid="lti-check">
      <h4 id={headingId}>{t("lti.check.title", { platform: name })}</h4>
      {state.running && <p>{t("lti.check.running", { platform: name })}</p>}
      {!state.running && "error" in state && <p className="lti-check__error">{state.error}</p>}
      {!state.running && "check" in state && (
        <>
          <p className="field__hint">
            {t("lti.check.at", { when: when(state.check.checkedAt) })} {summaryOf(t, state.check.steps)}
          </p>
          <ol className="lti-check__steps">
            {state.check.steps.map((step) => {
              const Icon = ICONS[step.outcome];
              const values = Object.fromEntries(Object.entries(step.values).map(([key, value]) => [key, key === "at" && typeof value === "string" && value ? when(value) : value]));
              const text = STEP_TEXTS[`${step.step}.${step.reason}`];
              return (
                <li key={step.step} className={`lti-check__step lti-check__step--${step.outcome}`}>
                  <Icon size={20} aria-hidden="true" className="lti-check__icon" />
                  <div>
                    <p className="lti-check__name">
                      <strong>{t(`lti.check.step.${step.step}`)}</strong>
                      <span className="lti-check__outcome">{t(`lti.check.outcome.${step.outcome}`)}</span>
                    </p>
                    <p>{text ? t(text, values) : `${step.step}: ${step.reason}`}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
