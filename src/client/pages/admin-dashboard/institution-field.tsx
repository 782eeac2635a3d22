import { useId } from "react";
import { INSTITUTION_ENV, INSTITUTION_MAX_LENGTH, type InstitutionField, type InstitutionSetting } from "../../../shared/schemas/institution.js";
import { useT } from "../../i18n/i18n-provider.js";
import type { MessageId } from "../../i18n/messages/en.js";

const LABELS: Record<InstitutionField, MessageId> = {
  name: "institution.name",
  contact: "institution.contact",
  privacyContact: "institution.privacyContact",
  enforcement: "institution.enforcement",
  statementUrl: "institution.statementUrl",
};

const HINTS: Partial<Record<InstitutionField, MessageId>> = {
  contact: "institution.contactHint",
  enforcement: "institution.enforcementHint",
  statementUrl: "institution.statementUrlHint",
};

/** The fields written over several lines; the others are one line. */
const MULTILINE = new Set<InstitutionField>(["contact", "privacyContact", "enforcement"]);

type Props = { field: InstitutionField; setting: InstitutionSetting; editable: boolean; value: string; onChange: (value: string) => void };

/** One of the institution's texts: a field to edit, or what the server's configuration says and where it is set. */
export function InstitutionFieldRow({ field, setting, editable, value, onChange }: Props) {
  const t = useT();
  const id = useId();
  const hint = setting.source === "environment" ? t("institution.fixedByServer", { variable: INSTITUTION_ENV[field] }) : HINTS[field] ? t(HINTS[field]) : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    value: editable ? value : (setting.value ?? ""),
    readOnly: !editable,
    maxLength: INSTITUTION_MAX_LENGTH[field],
    "aria-describedby": hintId,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t(LABELS[field])}
      </label>
      {MULTILINE.has(field) ? (
        <textarea className="textarea" rows={field === "enforcement" ? 3 : 2} {...common} />
      ) : (
        <input className="input" type={field === "statementUrl" ? "url" : "text"} autoComplete={field === "name" ? "organization" : "off"} {...common} />
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
