import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useIntl } from "react-intl";
import { useT } from "../../i18n/i18n-provider.js";
import { sessionRetentionQuery } from "../../lib/session-queries.js";
import "./deletion-notice.css";

/** On a host's screen: when retention will delete this session, and the rule behind the date. Nothing while retention is off. */
export function DeletionNotice({ sessionId }: { sessionId: string }) {
  const t = useT();
  const intl = useIntl();
  const retention = useQuery(sessionRetentionQuery(sessionId)).data;
  if (!retention?.deletesAt || retention.days === null) return null;
  return (
    <p className="deletion-notice" data-testid="deletion-notice">
      <CalendarClock className="deletion-notice__icon" size={20} aria-hidden="true" />
      <span>
        <strong className="deletion-notice__date">
          {t("retention.sessionDeletesOn", { date: intl.formatDate(retention.deletesAt, { dateStyle: "long" }) })}
        </strong>
        <span className="deletion-notice__rule">{t("retention.rule", { days: retention.days })}</span>
      </span>
    </p>
  );
}
