import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Hourglass, CircleX } from "lucide-react";
import { toast } from "sonner";
import type { LtiPlatform, LtiRegistrationAttempt } from "../../../shared/schemas/lti.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { dismissLtiRegistrationAttempt } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminKeys } from "../../lib/admin-queries.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import { useAdminDateTime } from "./use-admin-date-time.js";

/** What Moodle and Brightspace still ask of their admin after a registration (their product codes, from the registration). */
function nextStepOf(platform: LtiPlatform): MessageId {
  if (/moodle/i.test(platform.name)) return "lti.progress.nextMoodle";
  if (/desire2learn|brightspace|d2l/i.test(platform.name)) return "lti.progress.nextBrightspace";
  return "lti.progress.nextOther";
}

/**
 * Dynamic Registrations in progress: platforms registered dynamically whose first launch has not come (the card's
 * list gives `firstLaunchAt`), and registrations that failed, with why, until dismissed or followed by a success.
 */
export function LtiRegistrationsInProgress({ session, platforms, attempts }: { session: AdminSession; platforms: LtiPlatform[]; attempts: LtiRegistrationAttempt[] }) {
  const t = useT();
  const when = useAdminDateTime();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: (id: string) => dataOrThrow(session.call((token) => dismissLtiRegistrationAttempt(token, id))),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.ltiPlatforms }),
    onError: (error: Error) => {
      if (errorStatus(error) !== 401) toast.error(errorMessage(error));
    },
  });
  const waiting = platforms.filter((platform) => platform.registeredDynamically && platform.firstLaunchAt === null);
  if (waiting.length === 0 && attempts.length === 0) return null;
  return (
    <section className="lti-progress" aria-labelledby="lti-progress-title">
      <h3 id="lti-progress-title">{t("lti.progress.title")}</h3>
      <ul className="lti-progress__list">
        {waiting.map((platform) => (
          <li key={platform.id} className="lti-progress__item">
            <Hourglass size={18} aria-hidden="true" className="lti-progress__icon" />
            <div>
              <p className="lti-progress__what">{t("lti.progress.waiting", { platform: platform.name || platform.issuer, when: when(platform.createdAt) })}</p>
              <p className="field__hint">{t(nextStepOf(platform))}</p>
            </div>
          </li>
        ))}
        {attempts.map((attempt) => (
          <li key={attempt.id} className="lti-progress__item lti-progress__item--failed">
            <CircleX size={18} aria-hidden="true" className="lti-progress__icon" />
            <div>
              <p className="lti-progress__what">{t("lti.progress.failed", { address: attempt.configurationUrl, when: when(attempt.at) })}</p>
              <p>{t(`lti.failure.${attempt.failure}`, { issuer: attempt.issuer ?? "", detail: attempt.detail })}</p>
              {attempt.detail && <p className="field__hint lti-progress__detail">{t("lti.progress.detail", { detail: attempt.detail })}</p>}
            </div>
            <button
              type="button"
              className="btn btn--sm"
              disabled={dismiss.isPending}
              aria-label={t("lti.progress.dismissLabel", { address: attempt.configurationUrl })}
              onClick={() => dismiss.mutate(attempt.id)}
            >
              {t("lti.progress.dismiss")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
