import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { TermView } from "../../../shared/schemas/term.js";
import { ExportFileButtons } from "../../components/export-file-buttons.js";
import { EmptyState, InlineLoading } from "../../components/state-screens.js";
import { TitledCard } from "../../components/titled-card.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { exportTerm } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { termsQuery, termViewQuery } from "../../lib/admin-queries.js";
import { TermCompare } from "./term-compare.js";
import { TermCoursesTable } from "./term-courses-table.js";

/**
 * The term across courses: the admin picks a term (newest first), reads its courses' table, sets two courses (or one
 * and the term's average) side by side and downloads the term report in her language.
 */
export function TermTab({ session }: { session: AdminSession }) {
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  const terms = useQuery(termsQuery(session, t)).data;
  const [picked, setPicked] = useState<string | null>(null);
  if (!terms) return <InlineLoading label={t("term.loading")} />;
  if (terms.length === 0) return <EmptyState title={t("term.noTerms")} />;
  const term = picked !== null && terms.some((entry) => entry.term === picked) ? picked : terms[0]!.term;
  const nameOf = (name: string) => (name === "" ? t("term.noTerm") : name);
  return (
    <div className="stack admin-term">
      <section className="card admin-term__bar" aria-label={t("term.title")}>
        <div className="admin-term__pick">
          <label className="field__label" htmlFor={`${id}-term`}>
            {t("term.pick")}
          </label>
          <select id={`${id}-term`} className="select" value={term} onChange={(event) => setPicked(event.target.value)}>
            {terms.map((entry) => (
              <option key={entry.term} value={entry.term}>
                {t("term.option", { term: nameOf(entry.term), count: entry.courses })}
              </option>
            ))}
          </select>
        </div>
        <ExportFileButtons
          request={(format) => session.call((token) => exportTerm(token, format, term, locale))}
          labels={{ group: t("term.reportLabel"), excel: t("term.reportExcelLabel"), pdf: t("term.reportPdfLabel") }}
        />
      </section>
      <TermCourses session={session} term={term} name={nameOf(term)} />
    </div>
  );
}

function TermCourses({ session, term, name }: { session: AdminSession; term: string; name: string }) {
  const t = useT();
  const view = useQuery(termViewQuery(session, term, t)).data;
  if (!view) return <InlineLoading label={t("term.loading")} />;
  return (
    <>
      <TitledCard title={t("term.coursesTitle")}>
        <TermNotes view={view} />
        <TermCoursesTable view={view} name={name} />
      </TitledCard>
      {view.courses.length > 0 && <TermCompare key={term} session={session} view={view} />}
    </>
  );
}

function TermNotes({ view }: { view: TermView }) {
  const t = useT();
  return (
    <div className="admin-term__notes field__hint">
      {view.headline && <p>{t("term.headlineNote", { question: view.headline.question, min: view.headline.scaleMin, max: view.headline.scaleMax })}</p>}
      <p>{t("term.directionNote")}</p>
      <p>{t("term.withheldNote")}</p>
    </div>
  );
}
