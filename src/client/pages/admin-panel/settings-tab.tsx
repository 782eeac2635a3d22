import { useQuery } from "@tanstack/react-query";
import { Gauge, Settings, ToggleRight } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminSession } from "../../lib/admin-auth.js";
import { systemInfoQuery } from "../../lib/admin-queries.js";
import { adminText as text } from "../../text/admin.js";
import { InlineLoading } from "../../components/state-screens.js";

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

/** Read-only: the configuration this server actually runs with. */
export function SettingsTab({ session }: { session: AdminSession }) {
  const info = useQuery(systemInfoQuery(session)).data;

  if (!info) {
    return (
      <InlineLoading label={text.loadingSettings} />
    );
  }
  const status = (on: boolean) => <span className={`badge ${on ? "badge--success" : ""}`}>{on ? text.enabled : text.disabled}</span>;
  return (
    <div className="stack">
      <p className="muted">{text.settingsIntro}</p>
      <div className="grid grid--3">
        <Facts
          title={text.systemInfo}
          icon={<Settings size={18} aria-hidden="true" />}
          rows={[
            [text.version, info.version],
            [text.environment, info.environment],
            [text.databaseStorage, <span className="panel-facts__wrap">{info.storage.description}</span>],
            [text.realtime, info.realtime],
            [text.registrationPolicy, text.registrationPolicies[info.adminRegistration] ?? info.adminRegistration],
          ]}
        />
        <Facts
          title={text.limitsTitle}
          icon={<Gauge size={18} aria-hidden="true" />}
          rows={[
            [text.maxParticipants, info.limits.maxParticipantsPerSession],
            [text.maxFeedbackLength, text.characters(info.limits.feedbackMaxLength)],
            [text.maxClassTextLength, text.characters(info.limits.classTextMaxLength)],
            [text.sessionCodeLength, info.limits.sessionCodeLength],
            [text.wordCloudMaxWords, info.limits.wordCloudMaxWords],
          ]}
        />
        <Facts
          title={text.featuresTitle}
          icon={<ToggleRight size={18} aria-hidden="true" />}
          rows={[
            [text.features.realtimeUpdates, status(info.features.realtimeUpdates)],
            [text.features.contentModeration, status(info.features.contentModeration)],
            [text.features.publicSessions, status(info.features.publicSessions)],
            [text.features.dataExport, status(info.features.dataExport)],
          ]}
        />
      </div>
    </div>
  );
}
