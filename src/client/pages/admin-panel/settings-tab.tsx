import type { MessageId } from "../../i18n/messages/en.js";
import { useQuery } from "@tanstack/react-query";
import { Gauge, Settings, ToggleRight } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminSession } from "../../lib/admin-auth.js";
import { systemInfoQuery } from "../../lib/admin-queries.js";
import { InlineLoading } from "../../components/state-screens.js";
import { useT, type Translate } from "../../i18n/i18n-provider.js";

function Facts({ title, icon, rows }: { title: string; icon: ReactNode; rows: [string, ReactNode][] }) {
  return (
    <section className="card" aria-label={title}>
      <h3 className="card__title">
        {icon}
        {title}
      </h3>
      <dl className="panel-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="panel-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const REGISTRATION_POLICIES: Record<string, MessageId> = {
  first: "admin.registrationPolicyFirst",
  open: "admin.registrationPolicyOpen",
  closed: "admin.registrationPolicyClosed",
};

const registrationPolicy = (t: Translate, policy: string) => (REGISTRATION_POLICIES[policy] ? t(REGISTRATION_POLICIES[policy]) : policy);

/** Read-only: the configuration this server actually runs with. */
export function SettingsTab({ session }: { session: AdminSession }) {
  const t = useT();
  const info = useQuery(systemInfoQuery(session, t)).data;

  if (!info) {
    return (
      <InlineLoading label={t("admin.loadingSettings")} />
    );
  }
  const status = (on: boolean) => <span className={`badge ${on ? "badge--success" : ""}`}>{on ? t("admin.enabled") : t("admin.disabled")}</span>;
  return (
    <div className="stack">
      <p className="muted">{t("admin.settingsIntro")}</p>
      <div className="grid grid--3">
        <Facts
          title={t("admin.systemInfo")}
          icon={<Settings size={18} aria-hidden="true" />}
          rows={[
            [t("admin.version"), info.version],
            [t("admin.environment"), info.environment],
            [t("admin.databaseStorage"), <span className="panel-facts__wrap">{info.storage.description}</span>],
            [t("admin.realtime"), info.realtime],
            [t("admin.registrationPolicy"), registrationPolicy(t, info.adminRegistration)],
          ]}
        />
        <Facts
          title={t("admin.limitsTitle")}
          icon={<Gauge size={18} aria-hidden="true" />}
          rows={[
            [t("admin.maxParticipants"), info.limits.maxParticipantsPerSession],
            [t("admin.maxFeedbackLength"), t("admin.characters", { count: info.limits.feedbackMaxLength })],
            [t("admin.maxClassTextLength"), t("admin.characters", { count: info.limits.classTextMaxLength })],
            [t("admin.sessionCodeLength"), info.limits.sessionCodeLength],
            [t("admin.wordCloudMaxWords"), info.limits.wordCloudMaxWords],
          ]}
        />
        <Facts
          title={t("admin.featuresTitle")}
          icon={<ToggleRight size={18} aria-hidden="true" />}
          rows={[
            [t("admin.featureRealtimeUpdates"), status(info.features.realtimeUpdates)],
            [t("admin.featureContentModeration"), status(info.features.contentModeration)],
            [t("admin.featurePublicSessions"), status(info.features.publicSessions)],
            [t("admin.featureDataExport"), status(info.features.dataExport)],
          ]}
        />
      </div>
    </div>
  );
}
