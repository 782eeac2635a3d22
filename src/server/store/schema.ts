import type { Generated } from "kysely";
import type { SessionLanguage } from "../../shared/schemas/session-language.js";
import type { AuditActorKind, AuditKind } from "../../shared/schemas/audit.js";

/** Booleans are stored as 0/1 integers and times as ISO-8601 text so the same queries run on SQLite and PostgreSQL. */
export type Flag = 0 | 1;

export interface SessionsTable {
  id: string;
  session_code: string;
  session_type: "regular" | "class";
  title: string;
  description: string;
  max_participants: number;
  is_public: Flag;
  is_active: Flag;
  host_key_hash: string;
  created_at: string;
  updated_at: string;
  total_submissions: number;
  total_words: number;
  unique_words: number;
  /** Participants admitted (counted toward max_participants), added by the writer that admits each one. */
  participant_count: Generated<number>;
  /** Made by `npm run demo`: the only sessions the demo admin may see and manage. */
  is_demo: Generated<Flag>;
  /** "Approve answers before they are shown": new entries wait in the host's queue. */
  require_approval: Generated<Flag>;
  /** Entries (and their words) waiting for approval or rejected: stored and numbered, but not in the counts shown. */
  withheld_submissions: Generated<number>;
  withheld_words: Generated<number>;
  /** Increases with every host decision, so every instance's live cloud takes a new version when one changes it. */
  moderation_revision: Generated<number>;
  /** The question a regular session asks now: new entries belong to it. NULL for class sessions. */
  current_question_id: string | null;
  /** Class sessions: "Participants may see the results"; when 0 the analytics are the host's and admins' alone. */
  participants_see_results: Generated<Flag>;
  /** Responses (form sends) each participant may give per question; NULL: unlimited. */
  answers_per_participant: number | null;
  /** A word's size is the number of distinct participants who gave it (repeats are stored, not counted). */
  count_once: Generated<Flag>;
  /** The account of the signed-in host who created it; null: an anonymous host. */
  owner_account_id: Generated<string | null>;
  /** The anonymity threshold as the host raised it (never below the institution's floor); null: the floor alone. */
  min_responses: Generated<number | null>;
  /** Class sessions: answers are taken from then on (ISO time); NULL: from the start. */
  opens_at: Generated<string | null>;
  /** Class sessions: no answers from then on (ISO time), and participants may see the results; NULL: never closes. */
  closes_at: Generated<string | null>;
  /** The course it belongs to (regular or class); null: none. */
  course_id: Generated<string | null>;
  /** The language its answers are written in: the word filter judges them as words of it first. */
  language: Generated<SessionLanguage>;
  /** The day the lecture was held (YYYY-MM-DD), as its host set it; null: the day it opened for answers. */
  held_on: Generated<string | null>;
}

export interface ParticipantsTable {
  session_id: string;
  participant_id: string;
  created_at: string;
  /** Signed in with the institution when first counted (ANSWERING=signed-in); nothing about who they are is kept. */
  signed_in: Generated<Flag>;
}

export interface FeedbackTable {
  id: Generated<number>;
  session_id: string;
  participant_id: string;
  content: string;
  term: string;
  is_moderated: Flag;
  in_cloud: Flag;
  created_at: string;
  /** The client's id for this entry (unique per session); NULL only on rows from before submission ids. */
  submission_id: string | null;
  review: Generated<EntryReview>;
  /** The question that was current when the entry was accepted (regular sessions). */
  question_id: string | null;
  /** The entry's sequence number in its session (see WrittenFeedback): when its word arrived. */
  sequence: number | null;
  /** The response (one form send) the entry came in; NULL: a response of its own. */
  response_id: string | null;
  /** A word its participant already gave to the question while the session counts each person once: not counted. */
  is_repeat: Generated<Flag>;
}

export interface SessionQuestionsTable {
  id: string;
  session_id: string;
  /** 0-based order in the host's list. */
  position: number;
  /** Up to 200 characters; empty: the session's title stands in. */
  prompt: string;
  /** "Hide results": participants and the presentation get no words of it; hosts still do. */
  results_hidden: Generated<Flag>;
  /** "Close answering": new entries for it are refused. */
  answering_closed: Generated<Flag>;
  created_at: string;
}

/** An entry's review: waiting/approved/rejected when it arrived needing approval, allowed/kept-out for a flagged one. */
export type EntryReview = "none" | "waiting" | "approved" | "rejected" | "allowed" | "kept-out";

export interface HiddenWordsTable {
  session_id: string;
  /** "" for a regular session's cloud; a class text question's id. */
  scope: string;
  term: string;
  created_at: string;
}

export interface BannedTermsTable {
  session_id: string;
  /** Normalised (see normalizeBanTerm). */
  term: string;
  created_at: string;
}

/** A word the host let in with Allow: its entries the filter holds back are shown, for the rest of the session. */
export interface AllowedWordsTable {
  session_id: string;
  /** A normalised term (see normalizeTerm). */
  term: string;
  created_at: string;
}

/** The institution's lists: a term (normalised as a ban term) the filter always ("hold") or never ("pass") holds back. */
export interface FilterTermsTable {
  term: string;
  list: "hold" | "pass";
  created_at: string;
}

/** One admin or host action that changed or exported what others see (see shared/schemas/audit.ts). */
export interface AuditRecordsTable {
  id: string;
  at: string;
  kind: AuditKind;
  actor_kind: AuditActorKind;
  actor: string;
  target: string;
  /** The session's, course's, platform's or account's id, while the name in `target` is the one it had then. */
  target_id: string | null;
  /** AuditDetail as JSON. */
  detail: string;
  address: string;
}

export interface WordMergesTable {
  session_id: string;
  scope: string;
  /** One member of a merged group; every term is in at most one group per scope. */
  term: string;
  /** The group's key: its label normalised (always a member itself). */
  merge_key: string;
  label: string;
  created_at: string;
}

export interface WordCountsTable {
  session_id: string;
  term: string;
  frequency: number;
}

export interface WordSpellingsTable {
  session_id: string;
  term: string;
  spelling: string;
  frequency: number;
}

export interface ClassQuestionsTable {
  id: string;
  session_id: string;
  position: number;
  /** Which built-in question this is ("self-activity", …), so analytics can find it; empty for custom questions. */
  question_key: string;
  text: string;
  question_type: "scale" | "text";
  scale_min: number;
  scale_max: number;
  /** Text questions: the longest answer, in characters (the spec's 25, or what the course chose when it was created). */
  answer_max_length: Generated<number>;
}

/** A course: sessions grouped under a title and term, with the template its lecture evaluations copy (migration 014). */
export interface CoursesTable {
  id: string;
  title: string;
  term: string;
  /** Students enrolled, for response rates; null: not told. */
  enrolled: number | null;
  /** The host's raise of the anonymity threshold for every session of the course; null: none. */
  min_responses: number | null;
  /** Text answers' longest length for evaluations created from now on. */
  answer_max_length: number;
  owner_account_id: string | null;
  host_key_hash: string;
  created_at: string;
  updated_at: string;
}

/** A course's template: the questions its next lecture evaluation is created with. */
export interface CourseQuestionsTable {
  id: string;
  course_id: string;
  position: number;
  question_key: string;
  text: string;
  question_type: "scale" | "text";
  scale_min: number;
  scale_max: number;
}

export interface ClassResponsesTable {
  session_id: string;
  question_id: string;
  participant_id: string;
  response_text: string | null;
  response_number: number | null;
  created_at: string;
  updated_at: string;
  /** The id of the answer now stored (a replacing answer brings its own). */
  submission_id: string | null;
  /** This answer replaced the participant's earlier one (the times keep the day only, so they cannot tell). */
  replaced: Generated<Flag>;
  /** The order answers were first given in the session (1, 2, …; kept when an answer is replaced). */
  answer_order: Generated<number>;
}

/**
 * Who has answered a class session (migration 015): a keyed hash of the signed-in person and the session, with no
 * column that joins it to an answer or a participant.
 */
export interface ClassRespondentsTable {
  session_id: string;
  respondent_key: string;
}

export interface AdminsTable {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  is_demo: Flag;
  created_at: string;
  /** The OpenID Connect account this admin signs in as; null: a local account only. */
  account_id: Generated<string | null>;
}

/** Someone who signed in through OpenID Connect (see migration 012). */
export interface AccountsTable {
  id: string;
  issuer: string;
  subject: string;
  email: string;
  full_name: string;
  /** Promoted to admin by an admin. */
  is_admin: Generated<Flag>;
  /** The last sign-in carried the admin claim. */
  admin_by_claim: Generated<Flag>;
  created_at: string;
  last_sign_in_at: string;
}

export interface AdminTokensTable {
  token_hash: string;
  admin_id: string;
  expires_at: string;
  created_at: string;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface AdminSetupCodeTable {
  id: number;
  code: string;
  created_at: string;
}

/** One admin setting (name → value as text); absent: the setting's default. */
export interface AdminSettingsTable {
  name: string;
  value: string;
  updated_at: string;
}

/** A random key per purpose (see migration 011), made once and shared by every instance. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** A learning platform registered for LTI 1.3 (migration 017); `deployment_ids` is a JSON array of strings. */
export interface LtiPlatformsTable {
  id: string;
  issuer: string;
  client_id: string;
  deployment_ids: string;
  authorization_url: string;
  token_url: string;
  jwks_url: string;
  name: string;
  frame_origins: string;
  created_at: string;
  /** 1 when Dynamic Registration made (or last renewed) the row. */
  registered_dynamically: Generated<Flag>;
  /** The first verified launch; null: none yet. */
  first_launch_at: string | null;
  /** The last deployment a login or launch from this issuer and client id named that is not registered, and when. */
  unknown_deployment_id: string | null;
  unknown_deployment_at: string | null;
}

/** A Dynamic Registration that failed, one per configuration address (without its query), the latest 20. */
export interface LtiRegistrationAttemptsTable {
  id: string;
  at: string;
  configuration_url: string;
  issuer: string | null;
  failure: string;
  detail: string;
}

/** A launch's nonce, taken once; kept until `expires_at`, after which its token is refused anyway. */
export interface LtiNoncesTable {
  nonce: string;
  expires_at: string;
}

/** What a platform's resource link opens: a session or a course. */
export interface LtiResourceLinksTable {
  platform_id: string;
  resource_link_id: string;
  session_id: string | null;
  course_id: string | null;
  created_at: string;
}

/** The Ordsky course that stands for a platform's course (LTI context). */
export interface LtiContextsTable {
  platform_id: string;
  context_id: string;
  course_id: string;
  created_at: string;
}

export interface Database {
  sessions: SessionsTable;
  participants: ParticipantsTable;
  feedback: FeedbackTable;
  session_questions: SessionQuestionsTable;
  word_counts: WordCountsTable;
  word_spellings: WordSpellingsTable;
  hidden_words: HiddenWordsTable;
  banned_terms: BannedTermsTable;
  word_merges: WordMergesTable;
  allowed_words: AllowedWordsTable;
  filter_terms: FilterTermsTable;
  class_questions: ClassQuestionsTable;
  class_responses: ClassResponsesTable;
  class_respondents: ClassRespondentsTable;
  courses: CoursesTable;
  course_questions: CourseQuestionsTable;
  admins: AdminsTable;
  admin_tokens: AdminTokensTable;
  admin_setup_code: AdminSetupCodeTable;
  admin_settings: AdminSettingsTable;
  server_secrets: ServerSecretsTable;
  accounts: AccountsTable;
  lti_platforms: LtiPlatformsTable;
  lti_nonces: LtiNoncesTable;
  lti_resource_links: LtiResourceLinksTable;
  lti_contexts: LtiContextsTable;
  lti_registration_attempts: LtiRegistrationAttemptsTable;
  audit_records: AuditRecordsTable;
  schema_migrations: SchemaMigrationsTable;
}
