import type { AuditActorKind, AuditDetail, AuditKind } from "./schemas/audit.js";
import type { SessionLanguage } from "./schemas/session-language.js";

/**
 * The audit trail's words, in English and Danish: the admin area's view and its CSV export both write them, so they
 * live here once. A record's detail keys, and the setting names a `changed` detail lists, are named here too.
 */
type Labels = {
  kinds: Record<AuditKind, string>;
  actors: Record<Exclude<AuditActorKind, "admin" | "account">, string>;
  details: Record<string, string>;
  settings: Record<string, string>;
  values: Record<string, string>;
  yes: string;
  no: string;
  off: string;
};

const EN: Labels = {
  kinds: {
    "admin.signedIn": "Admin signed in",
    "admin.registered": "Admin registered",
    "account.adminChanged": "Account's admin rights changed",
    "session.deleted": "Session deleted",
    "session.changed": "Session settings changed",
    "session.exported": "Sessions exported",
    "course.changed": "Course changed",
    "course.exported": "Course report exported",
    "term.exported": "Term report exported",
    "retention.changed": "Retention changed",
    "threshold.changed": "Minimum responses changed",
    "timeZone.changed": "Time zone changed",
    "institution.changed": "Institution's details changed",
    "filter.changed": "Word filter changed",
    "lti.platformRegistered": "Learning platform registered",
    "lti.platformRemoved": "Learning platform removed",
    "lti.keyRotated": "LTI signing key renewed",
    "lti.registrationDismissed": "Failed platform registration dismissed",
    "audit.exported": "Audit trail exported",
  },
  actors: { "host-key": "Holder of the host key", lti: "Instructor from a learning platform", platform: "Learning platform", system: "Ordsky (retention)" },
  details: {
    method: "Signed in with",
    signedIn: "Signed in",
    admin: "Admin",
    format: "Format",
    sessions: "Sessions",
    records: "Records",
    changed: "Changed",
    days: "Days",
    minResponses: "Minimum responses",
    previous: "Before",
    timeZone: "Time zone",
    automatic: "Holds back by itself",
    list: "List",
    added: "Added",
    removed: "Removed",
    issuer: "Issuer",
    clientId: "Client ID",
    dynamic: "Dynamic registration",
    failure: "Why it failed",
    lecture: "Lecture",
    key: "Key",
    idleDays: "Idle days",
  },
  settings: {
    title: "title",
    description: "description",
    isActive: "open for answers",
    isPublic: "public",
    maxParticipants: "max participants",
    requireApproval: "approval",
    participantsSeeResults: "results shown to participants",
    answersPerParticipant: "answers per participant",
    countOncePerWord: "count once per word",
    minResponses: "minimum responses",
    language: "language",
    heldOn: "date held",
    term: "term",
    enrolled: "enrolled",
    answerMaxLength: "answer length",
    lectureAdded: "lecture added",
    lectureRemoved: "lecture removed",
    name: "name",
    contact: "contact",
    privacyContact: "privacy contact",
    enforcement: "enforcement",
    statementUrl: "statement address",
  },
  values: { password: "password", institution: "the institution's sign-in", hold: "always held back", pass: "never held back", excel: "Excel", pdf: "PDF", csv: "CSV",
    configurationUnreachable: "configuration not reached",
    configurationRefused: "configuration refused",
    configurationInvalid: "configuration not valid",
    issuerMismatch: "issuer not where the configuration is",
    registrationUnreachable: "registration endpoint not reached",
    registrationRefused: "registration refused by the platform",
    registrationInvalid: "registration answer not valid",
    failed: "failed in Ordsky",
  },
  yes: "yes",
  no: "no",
  off: "off",
};

const DA: Labels = {
  kinds: {
    "admin.signedIn": "Administrator logget ind",
    "admin.registered": "Administrator oprettet",
    "account.adminChanged": "Kontoens administratorret ændret",
    "session.deleted": "Session slettet",
    "session.changed": "Sessionens indstillinger ændret",
    "session.exported": "Sessioner eksporteret",
    "course.changed": "Kursus ændret",
    "course.exported": "Kursusrapport eksporteret",
    "term.exported": "Semesterrapport eksporteret",
    "retention.changed": "Opbevaring ændret",
    "threshold.changed": "Mindste antal svar ændret",
    "timeZone.changed": "Tidszone ændret",
    "institution.changed": "Institutionens oplysninger ændret",
    "filter.changed": "Ordfilter ændret",
    "lti.platformRegistered": "Læringsplatform registreret",
    "lti.platformRemoved": "Læringsplatform fjernet",
    "lti.keyRotated": "LTI-signeringsnøgle fornyet",
    "lti.registrationDismissed": "Mislykket platformsregistrering fjernet fra listen",
    "audit.exported": "Revisionsspor eksporteret",
  },
  actors: { "host-key": "Indehaver af værtsnøglen", lti: "Underviser fra en læringsplatform", platform: "Læringsplatform", system: "Ordsky (opbevaring)" },
  details: {
    method: "Logget ind med",
    signedIn: "Logget ind",
    admin: "Administrator",
    format: "Format",
    sessions: "Sessioner",
    records: "Poster",
    changed: "Ændret",
    days: "Dage",
    minResponses: "Mindste antal svar",
    previous: "Før",
    timeZone: "Tidszone",
    automatic: "Holder selv tilbage",
    list: "Liste",
    added: "Tilføjet",
    removed: "Fjernet",
    issuer: "Udsteder",
    clientId: "Klient-id",
    dynamic: "Dynamisk registrering",
    failure: "Hvorfor den mislykkedes",
    lecture: "Lektion",
    key: "Nøgle",
    idleDays: "Dage uden aktivitet",
  },
  settings: {
    title: "titel",
    description: "beskrivelse",
    isActive: "åben for svar",
    isPublic: "offentlig",
    maxParticipants: "maks. deltagere",
    requireApproval: "godkendelse",
    participantsSeeResults: "resultater vist for deltagere",
    answersPerParticipant: "svar pr. deltager",
    countOncePerWord: "tæl hvert ord én gang",
    minResponses: "mindste antal svar",
    language: "sprog",
    heldOn: "afholdt dato",
    term: "semester",
    enrolled: "tilmeldte",
    answerMaxLength: "svarlængde",
    lectureAdded: "lektion tilføjet",
    lectureRemoved: "lektion fjernet",
    name: "navn",
    contact: "kontakt",
    privacyContact: "kontakt om databeskyttelse",
    enforcement: "håndhævelse",
    statementUrl: "erklæringens adresse",
  },
  values: { password: "adgangskode", institution: "institutionens login", hold: "holdes altid tilbage", pass: "holdes aldrig tilbage", excel: "Excel", pdf: "PDF", csv: "CSV",
    configurationUnreachable: "konfigurationen kunne ikke nås",
    configurationRefused: "konfigurationen blev afvist",
    configurationInvalid: "konfigurationen er ikke gyldig",
    issuerMismatch: "udstederen er ikke der, hvor konfigurationen er",
    registrationUnreachable: "registreringsadressen kunne ikke nås",
    registrationRefused: "platformen afviste registreringen",
    registrationInvalid: "registreringens svar er ikke gyldigt",
    failed: "fejlede i Ordsky",
  },
  yes: "ja",
  no: "nej",
  off: "slået fra",
};

const LABELS: Record<SessionLanguage, Labels> = { en: EN, da: DA };
/** Made once: a CSV writes a detail line for each of up to 100,000 records. */
const NUMBERS: Record<SessionLanguage, Intl.NumberFormat> = { en: new Intl.NumberFormat("en-GB"), da: new Intl.NumberFormat("da-DK") };

export const auditKindLabel = (language: SessionLanguage, kind: AuditKind) => LABELS[language].kinds[kind];

/** Who acted, as a reader is told: an admin's or account's email, else what kind of caller it was. */
export function auditActorLabel(language: SessionLanguage, actorKind: AuditActorKind, actor: string): string {
  if (actorKind === "admin" || actorKind === "account") return actor;
  const kind = LABELS[language].actors[actorKind];
  return actor === "" ? kind : `${kind} (${actor})`;
}

/** A record's particulars as one line ("Format: PDF · Sessions: 3"), numbers in the language's own way. */
export function auditDetailText(language: SessionLanguage, detail: AuditDetail): string {
  const labels = LABELS[language];
  const numbers = NUMBERS[language];
  const valueText = (key: string, value: AuditDetail[string]): string => {
    if (value === null) return labels.off;
    if (typeof value === "boolean") return value ? labels.yes : labels.no;
    if (typeof value === "number") return numbers.format(value);
    if (key === "changed") return value.split(",").map((name) => labels.settings[name] ?? name).join(", ");
    return labels.values[value] ?? value;
  };
  return Object.entries(detail)
    .map(([key, value]) => `${labels.details[key] ?? key}: ${valueText(key, value)}`)
    .join(" · ");
}
