import { CalendarClock } from "lucide-react";
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN, type AdminRetentionPolicy } from "../../../shared/schemas/retention.js";
import { useT } from "../../i18n/i18n-provider.js";
import { setRetentionDays } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { retentionPolicyQuery } from "../../lib/admin-queries.js";
import { NumberSettingCard } from "./number-setting-card.js";

/** How long sessions are kept: RETENTION_DAYS, or what an admin set here. */
export function RetentionCard({ session }: { session: AdminSession }) {
  const t = useT();
  return (
    <NumberSettingCard
      title={
        <>
          <CalendarClock size={20} aria-hidden="true" />
          {t("retention.title")}
        </>
      }
      testId="retention-rule"
      query={retentionPolicyQuery(session, t)}
      read={(policy: AdminRetentionPolicy) => ({ value: policy.days, source: policy.source, changeable: policy.changeable })}
      save={(days) => session.call((token) => setRetentionDays(token, days))}
      min={RETENTION_DAYS_MIN}
      max={RETENTION_DAYS_MAX}
      texts={{
        rule: (days) => t("retention.rule", { days }),
        off: t("retention.off"),
        label: t("retention.daysLabel"),
        hint: t("retention.daysHint"),
        invalid: t("retention.invalidDays", { min: RETENTION_DAYS_MIN, max: RETENTION_DAYS_MAX }),
        turnOff: t("retention.turnOff"),
        saved: t("retention.saved"),
        failedToSave: t("retention.failedToSave"),
        fixedByServer: t("retention.fixedByServer"),
        demoAccount: t("retention.demoAccount"),
      }}
    />
  );
}
