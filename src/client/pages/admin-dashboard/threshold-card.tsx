import { EyeOff } from "lucide-react";
import { MIN_RESPONSES_HIGHEST, MIN_RESPONSES_LOWEST, type MinResponsesPolicy } from "../../../shared/schemas/evaluation-threshold.js";
import { useT } from "../../i18n/i18n-provider.js";
import { setMinResponses } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { minResponsesPolicyQuery } from "../../lib/admin-queries.js";
import { NumberSettingCard } from "./number-setting-card.js";

/** The institution's anonymity floor for evaluations: EVALUATION_MIN_RESPONSES, or what an admin set here. */
export function ThresholdCard({ session }: { session: AdminSession }) {
  const t = useT();
  return (
    <NumberSettingCard
      title={
        <>
          <EyeOff size={20} aria-hidden="true" />
          {t("threshold.title")}
        </>
      }
      testId="threshold-rule"
      query={minResponsesPolicyQuery(session, t)}
      read={(policy: MinResponsesPolicy) => ({ value: policy.minResponses, source: policy.source, changeable: policy.changeable })}
      save={(minResponses) => session.call((token) => setMinResponses(token, minResponses))}
      min={MIN_RESPONSES_LOWEST}
      max={MIN_RESPONSES_HIGHEST}
      texts={{
        rule: (answers) => t("threshold.rule", { answers }),
        off: t("threshold.off"),
        label: t("threshold.label"),
        hint: t("threshold.hint"),
        invalid: t("threshold.invalid", { min: MIN_RESPONSES_LOWEST, max: MIN_RESPONSES_HIGHEST }),
        turnOff: t("threshold.turnOff"),
        saved: t("threshold.saved"),
        failedToSave: t("threshold.failedToSave"),
        fixedByServer: t("threshold.fixedByServer"),
        demoAccount: t("threshold.demoAccount"),
      }}
    />
  );
}
