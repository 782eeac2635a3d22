import type { DatabaseSync } from "node:sqlite";
import type { Kysely } from "kysely";
import { AppError } from "../errors.js";
import { toFeedbackItem, type NewFeedback } from "./feedback-data.js";
import type {
  Admission,
  AdmissionVerdict,
  AdmittingSession,
  AnswerFacts,
  FeedbackWriter,
  PriorEntry,
  StoredFeedback,
  WriteOutcome,
  WrittenFeedback,
} from "./feedback-writer.js";
import { tallyParticipants, type ParticipantTally } from "./participant-tally.js";
import { selectAdmittedCount, selectKnownParticipants } from "./participants-data.js";
import type { Database } from "./schema.js";
import { inTransaction } from "./sqlite-connection.js";

type Job = { entry: NewFeedback; admit: Admission; resolve: (outcome: WriteOutcome) => void; reject: (error: unknown) => void };

/** A session as one batch sees it: read once, with the batch's own entries counted on top. */
type BatchSession = {
  row: AdmittingSession;
  participants: ParticipantTally;
  submissions: number;
  words: number;
  newTerms: number;
  withheld: number;
  withheldWords: number;
};

type StoredRow = { id: number; content: string; created_at: string; is_moderated: number; participant_id: string };

/**
 * The SQLite hot path: prepared statements and group commit. Entries that arrive in the same event-loop turn are
 * written in one transaction that commits before any of them is acknowledged. Each entry is admitted (session,
 * participant limit) before anything of it is written, so a refused entry leaves nothing behind and needs no
 * savepoint; the session row is read once and its counters written once per batch. A write that fails anyway
 * (disk full) rolls the whole batch back and every entry of it is refused. It runs while holding Kysely's
 * connection so it never interleaves with another transaction on the same SQLite connection.
 */
export function createSqliteFeedbackWriter(db: Kysely<Database>, database: DatabaseSync, onBatch?: (size: number, elapsedMs: number) => void): FeedbackWriter {
  const prepared = {
    session: database.prepare(
      "select s.*, q.answering_closed as question_closed from sessions s left join session_questions q on q.id = s.current_question_id where s.id = ?",
    ),
    stored: database.prepare("select id, content, created_at, is_moderated, participant_id from feedback where session_id = ? and submission_id = ?"),
    // The shared query pair, compiled once into statements (the values here only shape the SQL).
    participantKnown: database.prepare(selectKnownParticipants(db, "", [""]).compile().sql),
    participantCount: database.prepare(selectAdmittedCount(db, "").compile().sql),
    addParticipant: database.prepare("insert into participants (session_id, participant_id, created_at, signed_in) values (?, ?, ?, ?)"),
    addFeedback: database.prepare(
      "insert into feedback (session_id, participant_id, submission_id, content, term, is_moderated, in_cloud, created_at, review, question_id, response_id, is_repeat, sequence) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ),
    prior: database.prepare(
      "select coalesce(response_id, submission_id, cast(id as text)) as response_id, term, is_repeat from feedback where question_id = ? and participant_id = ?",
    ),
    countTerm: database.prepare(
      "insert into word_counts (session_id, term, frequency) values (?, ?, 1) on conflict (session_id, term) do update set frequency = word_counts.frequency + 1 returning frequency",
    ),
    countSpelling: database.prepare(
      "insert into word_spellings (session_id, term, spelling, frequency) values (?, ?, ?, 1) on conflict (session_id, term, spelling) do update set frequency = word_spellings.frequency + 1",
    ),
    updateCounters: database.prepare(
      "update sessions set total_submissions = total_submissions + ?, total_words = total_words + ?, unique_words = unique_words + ?, withheld_submissions = withheld_submissions + ?, withheld_words = withheld_words + ? where id = ?",
    ),
  };
  const statements = {
    session: (sessionId: string) => prepared.session.get(sessionId) as AdmittingSession | undefined,
    stored: (sessionId: string, submissionId: string) => prepared.stored.get(sessionId, submissionId) as StoredRow | undefined,
    participantKnown: (sessionId: string, participantId: string) => prepared.participantKnown.get(sessionId, participantId) !== undefined,
    participantCount: (sessionId: string) => Number((prepared.participantCount.get(sessionId) as { count: number }).count),
    countTerm: (sessionId: string, term: string) => Number((prepared.countTerm.get(sessionId, term) as { frequency: number }).frequency),
    /** Read in the batch's transaction, so the batch's own earlier entries are among them. */
    prior: (questionId: string | null, participantId: string): PriorEntry[] =>
      questionId === null
        ? []
        : (prepared.prior.all(questionId, participantId) as { response_id: string; term: string; is_repeat: number }[]).map((row) => ({
            responseId: row.response_id,
            term: row.term,
            repeat: Number(row.is_repeat) === 1,
          })),
  };

  const sessionOf = (sessions: Map<string, BatchSession>, sessionId: string): BatchSession => {
    let session = sessions.get(sessionId);
    if (!session) {
      const row = statements.session(sessionId);
      if (!row) throw new AppError("NOT_FOUND", "Session not found");
      const participants = tallyParticipants(
        (participantId) => statements.participantKnown(sessionId, participantId),
        () => statements.participantCount(sessionId),
      );
      session = { row, participants, submissions: 0, words: 0, newTerms: 0, withheld: 0, withheldWords: 0 };
      sessions.set(sessionId, session);
    }
    return session;
  };

  /** The entry stored under this submissionId, also one written earlier in this batch (same transaction). */
  const storedEntry = (entry: NewFeedback): StoredFeedback | null => {
    const row = statements.stored(entry.sessionId, entry.submissionId);
    return row ? { kind: "stored", item: toFeedbackItem(row), participantId: row.participant_id } : null;
  };

  /** Throws an AppError, before writing anything, for an entry the session refuses. */
  const admitEntry = (entry: NewFeedback, admit: Admission, session: BatchSession): AdmissionVerdict => {
    const answer: AnswerFacts = {
      responseId: entry.responseId ?? entry.submissionId,
      term: entry.term,
      prior: () => statements.prior(session.row.current_question_id, entry.participantId),
    };
    const participant = session.participants.standing(entry.participantId);
    const verdict = admit(session.row, participant, answer);
    if (participant.isNew) {
      prepared.addParticipant.run(entry.sessionId, entry.participantId, entry.createdAt, entry.signedIn ? 1 : 0);
      session.participants.admit(entry.participantId);
    }
    return verdict;
  };

  const writeEntry = (entry: NewFeedback, session: BatchSession, verdict: AdmissionVerdict): WrittenFeedback => {
    const { waiting } = verdict;
    // A repeat is only marked where it would have counted (not a stop word, not flagged).
    const repeat = entry.inCloud && verdict.repeat === true;
    const inCloud = entry.inCloud && !waiting && !repeat;
    // The session row was read in this same write transaction, so entries are numbered in the order written.
    const sequence = Number(session.row.total_submissions) + session.submissions + 1;
    const { lastInsertRowid } = prepared.addFeedback.run(
      entry.sessionId,
      entry.participantId,
      entry.submissionId,
      entry.content,
      entry.term,
      entry.isModerated ? 1 : 0,
      inCloud ? 1 : 0,
      entry.createdAt,
      waiting ? "waiting" : "none",
      session.row.current_question_id,
      entry.responseId ?? null,
      repeat ? 1 : 0,
      sequence,
    );
    if (inCloud) {
      if (statements.countTerm(entry.sessionId, entry.term) === 1) session.newTerms += 1;
      prepared.countSpelling.run(entry.sessionId, entry.term, entry.spelling);
    }
    session.submissions += 1;
    session.words += entry.wordCount;
    if (waiting) {
      session.withheld += 1;
      session.withheldWords += entry.wordCount;
    }
    const item = { id: String(lastInsertRowid), content: entry.content, createdAt: entry.createdAt, isModerated: entry.isModerated };
    return {
      kind: "written",
      item,
      sequence,
      waiting,
      repeat,
      answersLeft: verdict.answersLeft,
      questionId: session.row.current_question_id,
    };
  };

  const writeBatch = (jobs: Job[]) =>
    inTransaction(database, () => {
      const sessions = new Map<string, BatchSession>();
      const results = jobs.map((job) => {
        let session: BatchSession;
        let verdict: AdmissionVerdict;
        try {
          const stored = storedEntry(job.entry);
          if (stored) return { ok: true as const, outcome: stored };
          session = sessionOf(sessions, job.entry.sessionId);
          verdict = admitEntry(job.entry, job.admit, session);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return { ok: false as const, error };
        }
        return { ok: true as const, outcome: writeEntry(job.entry, session, verdict) };
      });
      for (const [sessionId, session] of sessions) {
        if (session.submissions > 0) {
          prepared.updateCounters.run(session.submissions, session.words, session.newTerms, session.withheld, session.withheldWords, sessionId);
        }
      }
      return results;
    });

  let queue: Job[] = [];
  const drain = async () => {
    const jobs = queue;
    queue = [];
    try {
      const results = await db.connection().execute(async () => {
        const started = performance.now();
        const written = writeBatch(jobs);
        onBatch?.(jobs.length, performance.now() - started);
        return written;
      });
      results.forEach((result, index) => {
        const job = jobs[index]!;
        if (result.ok) job.resolve(result.outcome);
        else job.reject(result.error);
      });
    } catch (error) {
      for (const job of jobs) job.reject(error);
    }
  };

  return {
    write(entry, admit) {
      return new Promise<WriteOutcome>((resolve, reject) => {
        queue.push({ entry, admit, resolve, reject });
        if (queue.length === 1) setImmediate(() => void drain());
      });
    },
  };
}
