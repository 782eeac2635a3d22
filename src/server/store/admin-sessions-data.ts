import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { AdminSessionSummary, AdminSessionTypeFilter } from "../../shared/schemas/admin.js";
import { readLockedSessionRow } from "./postgres-locks.js";
import { isSessionIdleSince } from "./session-activity-data.js";
import type { Dialect } from "./store.js";
import type { Database } from "./schema.js";

type SessionsEb = ExpressionBuilder<Database, "sessions">;

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function likeContains(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * SQLite's lower() and LIKE only fold ASCII, so "æ" would not find "Æbletræ". GLOB with a character class per
 * non-ASCII letter ([æÆ]) matches both cases; *, ? and [ are bracketed so they match literally.
 */
export function globContains(search: string): string {
  let pattern = "";
  for (const char of search.toLowerCase()) {
    const upper = char.toUpperCase();
    if (char === "*" || char === "?" || char === "[") pattern += `[${char}]`;
    else if (char.charCodeAt(0) > 127 && upper !== char && [...upper].length === 1) pattern += `[${char}${upper}]`;
    else pattern += char;
  }
  return `*${pattern}*`;
}

/** `demoOnly`: only sessions made by `npm run demo` (what the demo admin may see). */
export type SessionFilter = { search: string; type: AdminSessionTypeFilter; dialect: Dialect; demoOnly: boolean };

function containsText(text: Expression<string>, filter: SessionFilter): Expression<SqlBool> {
  if (filter.dialect === "sqlite") return sql<SqlBool>`lower(${text}) glob ${globContains(filter.search)}`;
  // PostgreSQL's lower() folds every letter; the pattern is still escaped and bound as a parameter.
  return sql<SqlBool>`lower(${text}) like ${likeContains(filter.search)} escape '\\'`;
}

/** A session whose course's title holds the search: searching a course's title finds its sessions. */
function inCourseTitled(eb: SessionsEb, filter: SessionFilter): Expression<SqlBool> {
  const courses = eb.selectFrom("courses").select("courses.id").where((inner) => containsText(inner.ref("courses.title"), filter));
  return eb("sessions.course_id", "in", courses);
}

function matchesFilter(eb: SessionsEb, filter: SessionFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.demoOnly) conditions.push(eb("sessions.is_demo", "=", 1));
  if (filter.type !== "all") conditions.push(eb("sessions.session_type", "=", filter.type));
  if (filter.search) {
    conditions.push(eb.or([containsText(eb.ref("sessions.title"), filter), containsText(eb.ref("sessions.session_code"), filter), inCourseTitled(eb, filter)]));
  }
  return eb.and(conditions);
}

function summaryQuery(db: Kysely<Database>) {
  return db.selectFrom("sessions").select((eb) => [
    "sessions.id",
    "sessions.title",
    "sessions.description",
    "sessions.session_code",
    "sessions.session_type",
    "sessions.is_active",
    "sessions.is_public",
    "sessions.created_at",
    "sessions.total_submissions",
    "sessions.unique_words",
    "sessions.participant_count",
    "sessions.course_id",
    eb.selectFrom("courses").select("courses.title").whereRef("courses.id", "=", "sessions.course_id").as("course_title"),
    eb
      .selectFrom("class_responses")
      .select((inner) => inner.fn.countAll<number>().as("n"))
      .whereRef("class_responses.session_id", "=", "sessions.id")
      .as("class_response_count"),
    eb
      .selectFrom("class_responses")
      .select((inner) => inner.fn.count<number>("class_responses.participant_id").distinct().as("n"))
      .whereRef("class_responses.session_id", "=", "sessions.id")
      .as("class_participant_count"),
  ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

function toSummary(row: SummaryRow): AdminSessionSummary {
  const isClass = row.session_type === "class";
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sessionCode: row.session_code,
    sessionType: row.session_type,
    totalResponses: Number(isClass ? row.class_response_count : row.total_submissions),
    totalParticipants: Number(isClass ? Math.max(Number(row.class_participant_count), Number(row.participant_count)) : row.participant_count),
    uniqueWords: Number(row.unique_words),
    createdAt: row.created_at,
    isActive: Number(row.is_active) === 1,
    isPublic: Number(row.is_public) === 1,
    course: row.course_id !== null && row.course_title !== null ? { id: row.course_id, title: row.course_title } : null,
  };
}

export async function countAdminSessions(db: Kysely<Database>, filter: SessionFilter): Promise<number> {
  const { count } = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where((eb) => matchesFilter(eb, filter))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Newest first; search matches title, code or course title, case-insensitively, as literal text. */
export async function listAdminSessionSummaries(
  db: Kysely<Database>,
  filter: SessionFilter & { limit: number; offset: number },
): Promise<AdminSessionSummary[]> {
  const rows = await summaryQuery(db)
    .where((eb) => matchesFilter(eb, filter))
    .orderBy("sessions.created_at", "desc")
    .orderBy("sessions.id")
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return rows.map(toSummary);
}

export async function findAdminSessionSummaries(db: Kysely<Database>, sessionIds: string[]): Promise<AdminSessionSummary[]> {
  if (sessionIds.length === 0) return [];
  const rows = await summaryQuery(db).where("sessions.id", "in", sessionIds).orderBy("sessions.created_at", "desc").orderBy("sessions.id").execute();
  return rows.map(toSummary);
}

export type AdminTotals = {
  totalSessions: number;
  activeSessions: number;
  totalSubmissions: number;
  totalWords: number;
  classResponses: number;
  totalParticipants: number;
  totalCourses: number;
};

/** All totals in one read transaction so the figures agree with each other; `demoOnly` counts demo sessions only. */
export function readAdminTotals(db: Kysely<Database>, demoOnly: boolean): Promise<AdminTotals> {
  return db.transaction().execute(async (trx) => {
    const demoSessions = trx.selectFrom("sessions").select("id").where("is_demo", "=", 1);
    const sessions = await trx
      .selectFrom("sessions")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(eb.case().when("is_active", "=", 1).then(1).else(0).end()).as("active"),
        eb.fn.sum<number>("total_submissions").as("submissions"),
        eb.fn.sum<number>("total_words").as("words"),
      ])
      .$if(demoOnly, (query) => query.where("is_demo", "=", 1))
      .executeTakeFirstOrThrow();
    const responses = await trx
      .selectFrom("class_responses")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .$if(demoOnly, (query) => query.where("session_id", "in", demoSessions))
      .executeTakeFirstOrThrow();
    const participants = await trx
      .selectFrom(
        trx
          .selectFrom("participants")
          .select("participant_id")
          .$if(demoOnly, (query) => query.where("session_id", "in", demoSessions))
          .union(
            trx
              .selectFrom("class_responses")
              .select("participant_id")
              .$if(demoOnly, (query) => query.where("session_id", "in", demoSessions)),
          )
          .as("everyone"),
      )
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    const courses = await trx
      .selectFrom("courses")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .$if(demoOnly, (query) => query.where("id", "in", trx.selectFrom("sessions").select("course_id").where("is_demo", "=", 1).where("course_id", "is not", null)))
      .executeTakeFirstOrThrow();
    return {
      totalSessions: Number(sessions.total),
      activeSessions: Number(sessions.active ?? 0),
      totalSubmissions: Number(sessions.submissions ?? 0),
      totalWords: Number(sessions.words ?? 0),
      classResponses: Number(responses.count),
      totalParticipants: Number(participants.count),
      totalCourses: Number(courses.count),
    };
  });
}

/**
 * Deletes a session and everything under it. The foreign keys cascade too, but deleting the children explicitly
 * keeps this correct even on a connection where SQLite's foreign_keys pragma is off. With `idleBefore` (retention)
 * the session goes only if it is still idle since then once its row is locked: an answer that committed meanwhile
 * keeps it, and a session another instance deleted first is simply not there (false).
 */
export function deleteSessionTree(db: Kysely<Database>, sessionId: string, options: { idleBefore?: string } = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await readLockedSessionRow(trx, sessionId))) return false;
    // A statement of its own after the lock, so it sees an answer committed while this transaction waited for it.
    if (options.idleBefore !== undefined && !(await isSessionIdleSince(trx, sessionId, options.idleBefore))) return false;
    await trx.deleteFrom("class_responses").where("session_id", "=", sessionId).execute();
    await trx.deleteFrom("class_respondents").where("session_id", "=", sessionId).execute();
    await trx.deleteFrom("class_questions").where("session_id", "=", sessionId).execute();
    await trx.deleteFrom("feedback").where("session_id", "=", sessionId).execute();
    await trx.deleteFrom("word_spellings").where("session_id", "=", sessionId).execute();
    await trx.deleteFrom("word_counts").where("session_id", "=", sessionId).execute();
    await trx.deleteFrom("allowed_words").where("session_id", "=", sessionId).execute();
    await trx.deleteFrom("participants").where("session_id", "=", sessionId).execute();
    const result = await trx.deleteFrom("sessions").where("id", "=", sessionId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** How many of these sessions were not made by `npm run demo`. */
export async function countRealSessions(db: Kysely<Database>, sessionIds: string[]): Promise<number> {
  if (sessionIds.length === 0) return 0;
  const { count } = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("id", "in", sessionIds)
    .where("is_demo", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(count);
}
