import { z } from "zod";

/**
 * What the institution running Ordsky says of itself on the accessibility statement and the privacy notice: its
 * name, the contact for feedback on accessibility (the Danish rules want a telephone number and a written contact),
 * the contact for questions about personal data (its data protection officer), its own word on the enforcement
 * procedure (absent: Digitaliseringsstyrelsen's, as the statement says by default), and the address of the statement
 * it published in WAS-Tool. Each is set by an INSTITUTION_* environment variable (which wins) or by an admin.
 */
export const INSTITUTION_FIELDS = ["name", "contact", "privacyContact", "enforcement", "statementUrl"] as const;
export type InstitutionField = (typeof INSTITUTION_FIELDS)[number];

/** The environment variable that fixes each field. */
export const INSTITUTION_ENV: Record<InstitutionField, string> = {
  name: "INSTITUTION_NAME",
  contact: "INSTITUTION_CONTACT",
  privacyContact: "INSTITUTION_PRIVACY_CONTACT",
  enforcement: "INSTITUTION_ENFORCEMENT",
  statementUrl: "INSTITUTION_STATEMENT_URL",
};

/** The longest each field may be, in characters. */
export const INSTITUTION_MAX_LENGTH: Record<InstitutionField, number> = { name: 200, contact: 500, privacyContact: 500, enforcement: 1000, statementUrl: 300 };

export const institutionFixedMessage = (field: InstitutionField) =>
  `This is set by the server's configuration (${INSTITUTION_ENV[field]}) and cannot be changed here`;
export const STATEMENT_URL_MESSAGE = "The statement's address must be a web address starting with https://";

/** Blank means unset; otherwise the text trimmed, within the field's length. */
const fieldText = (field: InstitutionField) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(INSTITUTION_MAX_LENGTH[field], `${field} must be at most ${INSTITUTION_MAX_LENGTH[field]} characters`)
    .transform((text) => (text === "" ? null : text))
    .nullable();

/** A web address a person can follow (https, or http for a test install). */
export function isStatementUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** An admin's change: each field given is set (null or blank: unset); fields left out stay as they are. */
export const institutionChangeSchema = z.object({
  name: fieldText("name").optional(),
  contact: fieldText("contact").optional(),
  privacyContact: fieldText("privacyContact").optional(),
  enforcement: fieldText("enforcement").optional(),
  statementUrl: fieldText("statementUrl")
    .refine((text) => text === null || text === undefined || isStatementUrl(text), STATEMENT_URL_MESSAGE)
    .optional(),
});
export type InstitutionChange = z.infer<typeof institutionChangeSchema>;

/** What the public pages show: each field's text (null: not given), and the retention in force. */
export const institutionSchema = z.object({
  name: z.string().nullable(),
  contact: z.string().nullable(),
  privacyContact: z.string().nullable(),
  enforcement: z.string().nullable(),
  statementUrl: z.string().nullable(),
  /** Sessions idle this many days are deleted; null: they are kept until deleted by hand. */
  retentionDays: z.number().int().nullable(),
});
export type Institution = z.infer<typeof institutionSchema>;

const settingSchema = z.object({ value: z.string().nullable(), source: z.enum(["environment", "admin", "default"]) });
export type InstitutionSetting = z.infer<typeof settingSchema>;

/**
 * Each field for the admin area, with where it comes from: `environment` (an INSTITUTION_* variable, which wins and
 * cannot be changed here), `admin` (set in the admin area) or `default` (unset). `changeable`: this admin may set the
 * fields the environment leaves open.
 */
export const institutionPolicySchema = z.object({
  name: settingSchema,
  contact: settingSchema,
  privacyContact: settingSchema,
  enforcement: settingSchema,
  statementUrl: settingSchema,
  changeable: z.boolean(),
});
export type InstitutionPolicy = z.infer<typeof institutionPolicySchema>;
