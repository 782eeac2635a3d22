import type SqliteDatabase from "better-sqlite3";
import type { Kysely } from "kysely";
import type { FeedbackItem } from "../../shared/schemas/feedback.js";
import { AppError } from "../errors.js";
import type { NewFeedback } from "./feedback-data.js";
import type { FeedbackWriter, SessionCheck, WrittenFeedback } from "./feedback-writer.js";
import type { Database } from "./schema.js";
import type { SessionRow } from "./sessions-data.js";

type Job = { entry: NewFeedback; check: SessionCheck; resolve: (written: WrittenFeedback) => void; reject: (error: unknown) => void };

/**
 * The SQLite hot path: prepared statements and group commit. Entries that arrive in the same event-loop turn are
 * written in one transaction (each in its own savepoint, so one refused entry does not undo the others), which
 * commits before any of them is acknowledged. It runs while holding Kysely's connection so it never interleaves
 * with another transaction on the same SQLite connection.
 */
export function createSqliteFeedbackWriter(db: Kysely<Database>, database: SqliteDatabase.Database): FeedbackWriter {
  const statements = {
    session: database.prepare<[string], SessionRow>("select * from sessions where id = ?"),
    participantKnown: database.prepare("select 1 from participants where session_id = ? and participant_id = ?").pluck(),
    participantCount: database.prepare<[string], number>("select count(*) from participants where session_id = ?").pluck(),
    addParticipant: database.prepare("insert into participants (session_id, participant_id, created_at) values (?, ?, ?)"),
    addFeedback: database.prepare(
      "insert into feedback (session_id, participant_id, content, term, is_moderated, in_cloud, created_at) values (?, ?, ?, ?, ?, ?, ?)",
    ),
    countTerm: database
      .prepare<[string, string], number>(
        "insert into word_counts (session_id, term, frequency) values (?, ?, 1) on conflict (session_id, term) do update set frequency = word_counts.frequency + 1 returning frequency",
      )
      .pluck(),
    countSpelling: database.prepare(
      "insert into word_spellings (session_id, term, spelling, frequency) values (?, ?, ?, 1) on conflict (session_id, term, spelling) do update set frequency = word_spellings.frequency + 1",
    ),
    updateCounters: database.prepare(
      "update sessions set total_submissions = total_submissions + 1, total_words = total_words + ?, unique_words = unique_words + ? where id = ?",
    ),
  };

  const writeEntry = database.transaction((entry: NewFeedback, check: SessionCheck): WrittenFeedback => {
    const session = statements.session.get(entry.sessionId);
    if (!session) throw new AppError("NOT_FOUND", "Session not found");
    check(session);
    if (!statements.participantKnown.get(entry.sessionId, entry.participantId)) {
      if (Number(statements.participantCount.get(entry.sessionId)) >= Number(session.max_participants)) {
        throw new AppError("SESSION_FULL", "Session is full");
      }
      statements.addParticipant.run(entry.sessionId, entry.participantId, entry.createdAt);
    }
    const { lastInsertRowid } = statements.addFeedback.run(
      entry.sessionId,
      entry.participantId,
      entry.content,
      entry.term,
      entry.isModerated ? 1 : 0,
      entry.inCloud ? 1 : 0,
      entry.createdAt,
    );
    let newTerm = 0;
    if (entry.inCloud) {
      newTerm = Number(statements.countTerm.get(entry.sessionId, entry.term)) === 1 ? 1 : 0;
      statements.countSpelling.run(entry.sessionId, entry.term, entry.spelling);
    }
    statements.updateCounters.run(entry.wordCount, newTerm, entry.sessionId);
    const item: FeedbackItem = { id: String(lastInsertRowid), content: entry.content, createdAt: entry.createdAt, isModerated: entry.isModerated };
    // The session row was read in this same write transaction, so our entry is the next one counted.
    return { item, sequence: Number(session.total_submissions) + 1 };
  });

  const writeBatch = database.transaction((jobs: Job[]) =>
    jobs.map((job) => {
      try {
        return { ok: true as const, item: writeEntry(job.entry, job.check) };
      } catch (error) {
        return { ok: false as const, error };
      }
    }),
  );

  let queue: Job[] = [];
  const drain = async () => {
    const jobs = queue;
    queue = [];
    try {
      const results = await db.connection().execute(async () => writeBatch(jobs));
      results.forEach((result, index) => {
        const job = jobs[index]!;
        if (result.ok) job.resolve(result.item);
        else job.reject(result.error);
      });
    } catch (error) {
      for (const job of jobs) job.reject(error);
    }
  };

  return {
    write(entry, check) {
      return new Promise<WrittenFeedback>((resolve, reject) => {
        queue.push({ entry, check, resolve, reject });
        if (queue.length === 1) setImmediate(() => void drain());
      });
    },
  };
}
