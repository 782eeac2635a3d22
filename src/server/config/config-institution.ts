import { INSTITUTION_ENV, INSTITUTION_FIELDS, INSTITUTION_MAX_LENGTH, isStatementUrl, type InstitutionField } from "../../shared/schemas/institution.js";
import { ConfigError, shown } from "./config-values.js";

/** The institution's texts the environment fixes (INSTITUTION_*); null: the admin area's, or none. */
export type InstitutionTexts = Record<InstitutionField, string | null>;

/** Each INSTITUTION_* variable: trimmed, unset when blank, refused when longer than the admin area allows. */
export function parseInstitution(env: Record<string, string | undefined>): InstitutionTexts {
  const texts = {} as InstitutionTexts;
  for (const field of INSTITUTION_FIELDS) {
    const variable = INSTITUTION_ENV[field];
    const text = env[variable]?.trim() || null;
    if (text !== null && text.length > INSTITUTION_MAX_LENGTH[field]) {
      throw new ConfigError(`${variable}: expected at most ${INSTITUTION_MAX_LENGTH[field]} characters, got ${text.length}`);
    }
    if (field === "statementUrl" && text !== null && !isStatementUrl(text)) {
      throw new ConfigError(`${variable}: expected a web address such as https://www.was.digst.dk/ordsky-example-dk, got ${shown(text)}`);
    }
    texts[field] = text;
  }
  return texts;
}
