import { ContactLines } from "../../components/document-page/contact-lines.js";
import { DocumentPage, DocumentSection } from "../../components/document-page/document-page.js";
import { useInstitution } from "../../components/document-page/use-institution.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";

const DATATILSYNET_URL = "https://www.datatilsynet.dk/";

/** What Ordsky stores of a participant; docs/privacy/ holds the inventory these follow (every column, both databases). */
const STORED: MessageId[] = [
  "privacy.stored.answers",
  "privacy.stored.participant",
  "privacy.stored.times",
  "privacy.stored.signedIn",
  "privacy.stored.platform",
  "privacy.stored.notStored",
];

/**
 * /privacy and /privatliv: the privacy notice for participants (GDPR Article 13): who is responsible (the institution,
 * from the admin's settings or INSTITUTION_*), what is stored, why, who sees it, for how long (the retention in force)
 * and their rights.
 */
export function PrivacyPage() {
  const t = useT();
  const { institution, name } = useInstitution();
  const retentionDays = institution?.retentionDays ?? null;
  return (
    <DocumentPage document="privacy" title={t("privacy.title")}>
      <p>{t("privacy.intro", { institution: name })}</p>
      <DocumentSection id="controller" title={t("privacy.controllerTitle")}>
        <p>{t("privacy.controller", { institution: name })}</p>
        {institution?.contact && <Contact label={t("privacy.contactLabel")} text={institution.contact} />}
        {institution?.privacyContact && <Contact label={t("privacy.dpoLabel")} text={institution.privacyContact} />}
        {!institution?.contact && !institution?.privacyContact && <p>{t("privacy.noContact")}</p>}
      </DocumentSection>
      <DocumentSection id="stored" title={t("privacy.storedTitle")}>
        <ul>
          {STORED.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </DocumentSection>
      <DocumentSection id="why" title={t("privacy.whyTitle")}>
        <p>{t("privacy.why")}</p>
      </DocumentSection>
      <DocumentSection id="recipients" title={t("privacy.recipientsTitle")}>
        <p>{t("privacy.recipients")}</p>
      </DocumentSection>
      <DocumentSection id="retention" title={t("privacy.retentionTitle")}>
        <p>{retentionDays === null ? t("privacy.retentionOff") : t("privacy.retentionDays", { days: retentionDays })}</p>
      </DocumentSection>
      <DocumentSection id="rights" title={t("privacy.rightsTitle")}>
        <p>{t("privacy.rights")}</p>
        <p>
          {t("privacy.complaint")} <a href={DATATILSYNET_URL}>datatilsynet.dk</a>
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}

function Contact({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p>
        <strong>{label}</strong>
      </p>
      <ContactLines text={text} />
    </div>
  );
}
