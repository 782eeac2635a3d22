import { z } from "zod";
import { sessionLanguageSchema } from "./session-language.js";
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, ADMIN_PASSWORD_MIN_LENGTH, WORD_CLOUD_COLORS, WORD_CLOUD_MAX_WORDS } from "../limits.js";
import { sessionIdSchema, sessionTypeSchema } from "./session.js";

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`;
export const REGISTRATION_CLOSED_MESSAGE = "Registration is closed";
export const SETUP_CODE_MESSAGE = "Enter the setup code the server printed when it started";
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const EMPTY_EXPORT_MESSAGE = "Please select sessions to export";
/** Argon2 accepts long inputs, but nobody types more than this; the cap keeps hashing cost bounded. */
export const ADMIN_PASSWORD_MAX_LENGTH = 200;
/** One export holds at most this many sessions so a request cannot build an unbounded workbook in memory. */
export const EXPORT_MAX_SESSIONS = 500;

const emailSchema = z
  .string({ message: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .pipe(z.email({ message: "Please enter a valid email address" }));

export const registerAdminSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: "Please fill in all required fields" })
    .min(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
    .max(ADMIN_PASSWORD_MAX_LENGTH, `Password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters long`),
  fullName: z
    .string({ message: "Full name must be text" })
    .trim()
    .max(100, "Full name must be at most 100 characters")
    .optional()
    .default(""),
  /** Needed only for the first account under ADMIN_REGISTRATION=first (see RegistrationStatus.setupCodeRequired). */
  setupCode: z.string({ message: SETUP_CODE_MESSAGE }).max(64, SETUP_CODE_MESSAGE).optional(),
});
export type RegisterAdminInput = z.infer<typeof registerAdminSchema>;

export const loginAdminSchema = z.object({
  email: z.string({ message: "Please fill in all fields" }).trim().toLowerCase().min(1, "Please fill in all fields").max(254, INVALID_CREDENTIALS_MESSAGE),
  password: z.string({ message: "Please fill in all fields" }).min(1, "Please fill in all fields").max(ADMIN_PASSWORD_MAX_LENGTH, INVALID_CREDENTIALS_MESSAGE),
});
export type LoginAdminInput = z.infer<typeof loginAdminSchema>;

export const adminUserSchema = z.object({ id: z.string(), email: z.string(), fullName: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminLoginResultSchema = z.object({ token: z.string(), admin: adminUserSchema, expiresAt: z.string() });
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

export const adminSessionTypeFilterSchema = z.enum(["all", "regular", "class"], { message: "Type must be all, regular or class" });
export type AdminSessionTypeFilter = z.infer<typeof adminSessionTypeFilterSchema>;

const wholeNumber = (message: string) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), z.number({ message }).int(message));

export const adminSessionsQuerySchema = z.object({
  page: wholeNumber("Page must be a whole number of at least 1").pipe(z.number().min(1, "Page must be a whole number of at least 1")).default(1),
  limit: wholeNumber(`Limit must be a whole number between 1 and ${ADMIN_PAGE_SIZE_MAX}`)
    .pipe(
      z
        .number()
        .min(1, `Limit must be a whole number between 1 and ${ADMIN_PAGE_SIZE_MAX}`)
        .max(ADMIN_PAGE_SIZE_MAX, `Limit must be a whole number between 1 and ${ADMIN_PAGE_SIZE_MAX}`),
    )
    .default(ADMIN_PAGE_SIZE_DEFAULT),
  search: z.string({ message: "Search must be text" }).trim().max(200, "Search must be at most 200 characters").default(""),
  type: adminSessionTypeFilterSchema.default("all"),
});
export type AdminSessionsQuery = z.infer<typeof adminSessionsQuerySchema>;

/** A session as the admin area lists it (spec "admin session summary", plus the fields the /admin panel shows). */
export const adminSessionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  sessionCode: z.string(),
  sessionType: sessionTypeSchema,
  /** Feedback entries for regular sessions, answers for class sessions. */
  totalResponses: z.number(),
  totalParticipants: z.number(),
  uniqueWords: z.number(),
  createdAt: z.string(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  /** The course it belongs to; null: none. */
  course: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type AdminSessionSummary = z.infer<typeof adminSessionSummarySchema>;

export const paginationSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() });
export type Pagination = z.infer<typeof paginationSchema>;

export const adminSessionsPageSchema = z.object({ sessions: z.array(adminSessionSummarySchema), pagination: paginationSchema });
export type AdminSessionsPage = z.infer<typeof adminSessionsPageSchema>;

export const adminStatsSchema = z.object({
  totalSessions: z.number(),
  activeSessions: z.number(),
  /** Feedback entries plus class answers. */
  totalResponses: z.number(),
  /** Distinct participant ids over all sessions. */
  totalParticipants: z.number(),
  /** Feedback entries only (the /admin panel's "Total Submissions"). */
  totalSubmissions: z.number(),
  totalWords: z.number(),
  /** Courses that exist (the demo admin: those holding a demo session). */
  totalCourses: z.number(),
  recentSessions: z.array(adminSessionSummarySchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const exportFormatSchema = z.enum(["excel", "pdf"], { message: "Export format must be excel or pdf" });
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const exportSessionsSchema = z.object({
  sessionIds: z
    .array(sessionIdSchema, { message: EMPTY_EXPORT_MESSAGE })
    .min(1, EMPTY_EXPORT_MESSAGE)
    .max(EXPORT_MAX_SESSIONS, `At most ${EXPORT_MAX_SESSIONS} sessions can be exported at once`)
    .transform((ids) => [...new Set(ids)]),
  includeAnalytics: z.boolean({ message: "includeAnalytics must be true or false" }).default(true),
  /** The language the export is written in (the interface's); absent: the request's Accept-Language. */
  language: sessionLanguageSchema.optional(),
});
export type ExportSessionsInput = z.infer<typeof exportSessionsSchema>;

const CLOUD_MESSAGE = "cloud must be the words as the dashboard places them";
const cloudNumber = (max: number) => z.number({ message: CLOUD_MESSAGE }).finite(CLOUD_MESSAGE).min(-max, CLOUD_MESSAGE).max(max, CLOUD_MESSAGE);

/**
 * The cloud as the host's dashboard shows it, for the first page of the host's PDF: the stage's size and each word
 * where it is drawn (CSS px: the centre of its baseline, font size, drawn width, colour index), and the question it
 * belongs to (null: the session's one cloud).
 */
export const exportCloudSchema = z.object({
  questionId: z.string({ message: CLOUD_MESSAGE }).max(64, CLOUD_MESSAGE).nullable(),
  width: cloudNumber(10_000).positive(CLOUD_MESSAGE),
  height: cloudNumber(10_000).positive(CLOUD_MESSAGE),
  words: z
    .array(
      z.object({
        text: z.string({ message: CLOUD_MESSAGE }).min(1, CLOUD_MESSAGE).max(200, CLOUD_MESSAGE),
        x: cloudNumber(20_000),
        y: cloudNumber(20_000),
        fontSize: cloudNumber(2_000).positive(CLOUD_MESSAGE),
        width: cloudNumber(40_000).positive(CLOUD_MESSAGE),
        color: z.number({ message: CLOUD_MESSAGE }).int(CLOUD_MESSAGE).min(0, CLOUD_MESSAGE).max(WORD_CLOUD_COLORS.length - 1, CLOUD_MESSAGE),
      }),
      { message: CLOUD_MESSAGE },
    )
    .max(WORD_CLOUD_MAX_WORDS, CLOUD_MESSAGE),
});
export type ExportCloud = z.infer<typeof exportCloudSchema>;

/** A host's export of their own session (POST /api/sessions/{id}/export/{format}): the admins' document for it, the PDF opening with the cloud as shown. */
/** A host's export of their session: the cloud as shown, and the language to write it in (absent: Accept-Language). */
export const sessionExportSchema = z.object({ cloud: exportCloudSchema.optional(), language: sessionLanguageSchema.optional() });

/** A course's report: the language to write it in (absent: the request's Accept-Language). */
export const courseExportSchema = z.object({ language: sessionLanguageSchema.optional() });

/** `first`: only while no admin exists; `open`: anyone; `closed`: nobody (ADMIN_REGISTRATION). */
const adminRegistrationSchema = z.enum(["first", "open", "closed"]);
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

/** GET /api/admin/registration: whether the create-account form can succeed, and whether it must ask for the setup code. */
export const registrationStatusSchema = z.object({ policy: adminRegistrationSchema, open: z.boolean(), hasOwner: z.boolean(), setupCodeRequired: z.boolean() });
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** The running configuration, shown read-only on the /admin System Settings tab. */
export const adminSystemInfoSchema = z.object({
  version: z.string(),
  environment: z.string(),
  storage: z.object({ kind: z.enum(["sqlite", "postgres"]), description: z.string() }),
  realtime: z.string(),
  adminRegistration: adminRegistrationSchema,
  limits: z.object({
    maxParticipantsPerSession: z.number(),
    feedbackMaxLength: z.number(),
    classTextMaxLength: z.number(),
    sessionCodeLength: z.number(),
    wordCloudMaxWords: z.number(),
  }),
  features: z.object({ realtimeUpdates: z.boolean(), contentModeration: z.boolean(), publicSessions: z.boolean(), dataExport: z.boolean() }),
});
export type AdminSystemInfo = z.infer<typeof adminSystemInfoSchema>;

export const demoCredentialsSchema = z.object({ email: z.string(), password: z.string() });
export type DemoCredentials = z.infer<typeof demoCredentialsSchema>;
