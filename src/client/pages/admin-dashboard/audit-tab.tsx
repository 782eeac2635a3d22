import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { auditActorLabel, auditDetailText, auditKindLabel } from "../../../shared/audit-labels.js";
import { ADMIN_PAGE_SIZE_MAX } from "../../../shared/limits.js";
import { AUDIT_KINDS, type AuditActor, type AuditKind, type AuditRecord } from "../../../shared/schemas/audit.js";
import { ScrollingTable } from "../../components/scrolling-table.js";
import { EmptyState, InlineLoading } from "../../components/state-screens.js";
import { TitledCard } from "../../components/titled-card.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import type { Locale } from "../../i18n/locale.js";
import { exportAuditTrail, type AuditTrailFilter } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { auditTrailQuery, timeZonePolicyQuery } from "../../lib/admin-queries.js";
import { errorStatus } from "../../lib/api.js";
import { saveDownload } from "../../lib/export-files.js";
import { Pagination } from "./pagination.js";
import { useAdminDateTime } from "./use-admin-date-time.js";

const PAGE_SIZE = 25;
const EVERYONE = "";
/** A person as the filter's option value: kind and name, which together name them. */
const personKey = (actor: AuditActor) => `${actor.actorKind}\u0000${actor.actor}`;

/** Who did what, when and from where: filtered by action and person, a page at a time, and downloaded as CSV. */
export function AuditTab({ session }: { session: AdminSession }) {
  const t = useT();
  const { locale } = useLocale();
  const [kind, setKind] = useState<AuditKind | "">("");
  const [person, setPerson] = useState(EVERYONE);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const filter = useMemo<AuditTrailFilter>(() => {
    const [actorKind = "", actor = ""] = person === EVERYONE ? [] : person.split("\u0000");
    return { kind, actorKind: actorKind as AuditTrailFilter["actorKind"], actor };
  }, [kind, person]);
  const trail = useQuery({ ...auditTrailQuery(session, { ...filter, page, limit: Math.min(PAGE_SIZE, ADMIN_PAGE_SIZE_MAX) }, t), placeholderData: keepPreviousData });
  const zone = useQuery(timeZonePolicyQuery(session, t)).data?.timeZone;

  if (errorStatus(trail.error) === 403) return <EmptyState title={t("audit.title")} message={t("audit.demoAccount")} />;

  const download = async () => {
    setDownloading(true);
    try {
      const result = await session.call((token) => exportAuditTrail(token, filter, locale));
      if (result.ok) {
        saveDownload(result.data);
        toast.success(t("audit.downloaded"));
      } else if (result.status !== 401) toast.error(result.status === 0 ? t("admin.networkError") : t("admin.exportFailed"));
    } finally {
      setDownloading(false);
    }
  };

  const data = trail.data;
  const choose = (change: () => void) => {
    change();
    setPage(1);
  };
  return (
    <TitledCard
      title={t("audit.title")}
      className="admin-sessions audit-trail"
      actions={
        <button type="button" className="btn btn--sm" onClick={() => void download()} disabled={downloading}>
          <Download size={16} aria-hidden="true" />
          {downloading ? t("audit.downloading") : t("audit.download")}
        </button>
      }
    >
      <div className="audit-trail__about muted small">
        <p>{t("audit.rule")}</p>
        {data && <p>{t("audit.kept", { days: data.retentionDays === null ? "off" : String(data.retentionDays) })}</p>}
      </div>
      <div className="admin-toolbar">
        <label className="field audit-trail__filter">
          <span className="field__label">{t("audit.kindLabel")}</span>
          <select className="select" value={kind} onChange={(event) => choose(() => setKind(event.target.value as AuditKind | ""))}>
            <option value="">{t("audit.allKinds")}</option>
            {AUDIT_KINDS.map((option) => (
              <option key={option} value={option}>
                {auditKindLabel(locale, option)}
              </option>
            ))}
          </select>
        </label>
        <label className="field audit-trail__filter">
          <span className="field__label">{t("audit.personLabel")}</span>
          <select className="select" value={person} onChange={(event) => choose(() => setPerson(event.target.value))}>
            <option value={EVERYONE}>{t("audit.everyone")}</option>
            {(data?.actors ?? []).map((actor) => (
              <option key={personKey(actor)} value={personKey(actor)}>
                {auditActorLabel(locale, actor.actorKind, actor.actor)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {!data ? (
        <InlineLoading label={t("audit.loading")} />
      ) : data.records.length === 0 ? (
        <EmptyState title={t("audit.empty")} message={kind !== "" || person !== EVERYONE ? t("audit.emptyFiltered") : undefined} />
      ) : (
        <div aria-busy={trail.isFetching}>
          <AuditTable records={data.records} locale={locale} zone={zone} />
        </div>
      )}
      {data && <Pagination pagination={data.pagination} onPage={setPage} of="records" />}
    </TitledCard>
  );
}

function AuditTable({ records, locale, zone }: { records: AuditRecord[]; locale: Locale; zone: string | undefined }) {
  const t = useT();
  // The institution's zone, as the reports write it (the browser's until the policy has loaded).
  const when = useAdminDateTime({ timeZone: zone, seconds: true });
  const whenHeading = t("audit.colWhen", { zone: zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone });
  return (
    <ScrollingTable label={t("audit.table")}>
      <table className="table audit-table">
        <thead>
          <tr>
            <th scope="col">{whenHeading}</th>
            <th scope="col">{t("audit.colWho")}</th>
            <th scope="col">{t("audit.colAction")}</th>
            <th scope="col">{t("audit.colSubject")}</th>
            <th scope="col">{t("audit.colDetails")}</th>
            <th scope="col">{t("audit.colAddress")}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td className="audit-table__when">
                <time dateTime={record.at}>{when(record.at)}</time>
              </td>
              <td data-label={t("audit.colWho")}>{auditActorLabel(locale, record.actorKind, record.actor)}</td>
              <td className="audit-table__action">{auditKindLabel(locale, record.kind)}</td>
              <td data-label={t("audit.colSubject")}>{record.target}</td>
              <td data-label={t("audit.colDetails")}>{auditDetailText(locale, record.detail)}</td>
              <td data-label={t("audit.colAddress")}>{record.address}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
