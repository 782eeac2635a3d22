import type { Generated } from "kysely";

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
  /** Made by `npm run demo`: the only sessions the demo admin may see and manage. */
  is_demo: Generated<Flag>;
}

export interface ParticipantsTable {
  session_id: string;
  participant_id: string;
  created_at: string;
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
}

export interface AdminsTable {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  is_demo: Flag;
  created_at: string;
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

export interface Database {
  sessions: SessionsTable;
  participants: ParticipantsTable;
  feedback: FeedbackTable;
  word_counts: WordCountsTable;
  word_spellings: WordSpellingsTable;
  class_questions: ClassQuestionsTable;
  class_responses: ClassResponsesTable;
  admins: AdminsTable;
  admin_tokens: AdminTokensTable;
  admin_setup_code: AdminSetupCodeTable;
  schema_migrations: SchemaMigrationsTable;
}
