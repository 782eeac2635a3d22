import { useIntl } from "react-intl";
import { ACCESSIBILITY_PREPARED_ON, ACCESSIBILITY_REVIEWED_ON, ACCESSIBILITY_STANDARD } from "../../../shared/accessibility-facts.js";
import { ContactLines } from "../../components/document-page/contact-lines.js";
import { DocumentPage, DocumentSection } from "../../components/document-page/document-page.js";
import { useInstitution } from "../../components/document-page/use-institution.js";
import { useT } from "../../i18n/i18n-provider.js";
import { CheckedCriteria } from "./checked-criteria.js";
import { KnownGaps } from "./known-gaps.js";

/** Digitaliseringsstyrelsen's page for a reader who meets content that is not accessible. */
const ENFORCEMENT_URL = "https://digst.dk/digital-inklusion/webtilgaengelighed/oplever-du-ikke-tilgaengeligt-indhold/";

/**
 * /accessibility and /tilgaengelighed: Ordsky's accessibility statement in the sections of the EU model statement
 * (Implementing Decision 2018/1523). Its facts are src/shared/accessibility-facts.ts, which the suite keeps true; what
 * it says of the institution comes from the admin's settings or INSTITUTION_*.
 */
export function AccessibilityPage() {
  const t = useT();
  const intl = useIntl();
  const { institution, name } = useInstitution();
  const day = (iso: string) => intl.formatDate(new Date(`${iso}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return (
    <DocumentPage document="accessibility" title={t("accessibility.title")}>
      <p>{t("accessibility.intro", { address: window.location.host, institution: name })}</p>
      {institution?.statementUrl && (
        <p className="document-page__official">
          {t("accessibility.official")} <a href={institution.statementUrl}>{institution.statementUrl}</a>
        </p>
      )}
      <DocumentSection id="status" title={t("accessibility.statusTitle")}>
        <p>{t("accessibility.status", { ...ACCESSIBILITY_STANDARD })}</p>
      </DocumentSection>
      <DocumentSection id="not-accessible" title={t("accessibility.gapsTitle")}>
        <p>{t("accessibility.gapsIntro")}</p>
        <KnownGaps />
        <p>{t("accessibility.burden")}</p>
      </DocumentSection>
      <DocumentSection id="checked" title={t("accessibility.checkedTitle")}>
        <p>{t("accessibility.checkedIntro")}</p>
        <CheckedCriteria />
      </DocumentSection>
      <DocumentSection id="preparation" title={t("accessibility.preparationTitle")}>
        <p>{t("accessibility.preparation", { prepared: day(ACCESSIBILITY_PREPARED_ON), reviewed: day(ACCESSIBILITY_REVIEWED_ON) })}</p>
        <p>{t("accessibility.limits")}</p>
      </DocumentSection>
      <DocumentSection id="feedback" title={t("accessibility.feedbackTitle")}>
        {institution?.contact ? (
          <>
            <p>{t("accessibility.feedback", { institution: name })}</p>
            <ContactLines text={institution.contact} />
          </>
        ) : (
          <p>{t("accessibility.noContact")}</p>
        )}
      </DocumentSection>
      <DocumentSection id="enforcement" title={t("accessibility.enforcementTitle")}>
        {institution?.enforcement ? (
          <p className="document-page__pre">{institution.enforcement}</p>
        ) : (
          <>
            <p>{t("accessibility.enforcement", { institution: name })}</p>
            <p>
              <a href={ENFORCEMENT_URL} hrefLang="da">
                {t("accessibility.enforcementLink")}
              </a>
            </p>
          </>
        )}
      </DocumentSection>
    </DocumentPage>
  );
}
