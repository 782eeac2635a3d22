import { sql, type Kysely, type Transaction } from "kysely";
import { entriesBySession, heldTerms, planAnswers, planJobsOf, settlePlan, type AnswerPlan, type JobOutcome, type PlanJob, type SessionFacts } from "../answers/answer-plan.js";
import { readsPriorEntries, type AdmittingSession, type PriorEntry } from "../answers/answer-rules.js";
import type { FeedbackWriter, NewAnswer, QueuedAnswer, StoredFeedback, WriteOutcome } from "../answers/answer-writer.js";
import { AppError } from "../errors.js";
import { isStoredHeldBack, plannedFeedbackRow, toFeedbackItem } from "./feedback-data.js";
import { selectKnownParticipants } from "./participants-data.js";
import { mapConnectionError } from "./postgres-errors.js";
import type { Database } from "./schema.js";

/** Entries written in one transaction at most; keeps statements well under PostgreSQL's 65,535 parameters. */
const MAX_BATCH = 256;
/** Batches in flight at once per instance; more only queue on the same session row lock. */
const LANES = 2;

/**
 * The PostgreSQL hot path: group commit. Entries that queue up while a batch is being written go into the next
 * batch, one transaction of a handful of statements per session whatever the batch size, so one commit (one WAL
 * flush) acknowledges many entries. Each session's row is locked first (`for update`, sessions in id order so two
 * batches never deadlock): that serialises the participant limit, the counters and the submissionId look-up across
 * every instance (a repeat sent to another instance waits for the lock, then finds the entry), and makes the
 * entries' sequence numbers follow commit order. What is read under the locks goes into the answer plan
 * (answer-plan.ts), which this file then writes.
 */
export function createPostgresFeedbackWriter(db: Kysely<Database>, onBatch?: (size: number, elapsedMs: number) => void): FeedbackWriter {
  let queue: QueuedAnswer[] = [];
  let running = 0;

  const pump = () => {
    while (running < LANES && queue.length > 0) {
      const jobs = queue.slice(0, MAX_BATCH);
      queue = queue.slice(jobs.length);
      running += 1;
      const started = performance.now();
      void runBatch(db, jobs).finally(() => {
        onBatch?.(jobs.length, performance.now() - started);
        running -= 1;
        pump();
      });
    }
  };

  return {
    write(entry, budget) {
      return new Promise<WriteOutcome>((resolve, reject) => {
        queue.push({ entry, budget, resolve, reject });
        // Entries arriving in the same event-loop turn share a batch even when a lane is free.
        if (queue.length === 1) setImmediate(pump);
      });
    },
  };
}

async function runBatch(db: Kysely<Database>, jobs: QueuedAnswer[]): Promise<void> {
  let outcomes: JobOutcome[];
  const planned = planJobsOf(jobs);
  try {
    outcomes = await db.transaction().execute((trx) => writeBatch(trx, planned));
  } catch (error) {
    const mapped = mapConnectionError(error);
    if (jobs.length > 1 && !(mapped instanceof AppError)) {
      // An unexpected failure of one entry must not take the others down with it: write them one by one.
      for (const job of jobs) await runBatch(db, [job]);
      return;
    }
    for (const job of jobs) job.reject(mapped);
    return;
  }
  outcomes.forEach((outcome, index) => {
    const job = jobs[index]!;
    if (outcome.ok) job.resolve(outcome.outcome);
    else job.reject(outcome.error);
  });
}

async function writeBatch(trx: Transaction<Database>, jobs: PlanJob[]): Promise<JobOutcome[]> {
  const facts = new Map<string, SessionFacts>();
  const bySession = entriesBySession(jobs);
  for (const sessionId of [...bySession.keys()].sort()) {
    const read = await readSessionFacts(trx, sessionId, bySession.get(sessionId)!);
    if (read) facts.set(sessionId, read);
  }
  const plan = planAnswers(jobs, facts);
  return settlePlan(jobs, plan, await writePlan(trx, jobs, plan));
}

/** What the plan needs of one session, read under its row's lock (taken here, in session id order). */
async function readSessionFacts(trx: Transaction<Database>, sessionId: string, entries: NewAnswer[]): Promise<SessionFacts | undefined> {
  // The current question is read under the session's lock: Ask and Close answering change the row (its revision) too.
  const session = (
    await sql<AdmittingSession>`select s.*, q.answering_closed as question_closed from sessions s left join session_questions q on q.id = s.current_question_id where s.id = ${sessionId} for update of s`.execute(
      trx,
    )
  ).rows[0];
  if (!session) return undefined;
  const stored = await findStoredEntries(trx, sessionId, entries.map((entry) => entry.submissionId));
  const participantIds = [...new Set(entries.map((entry) => entry.participantId))];
  const known = new Set((await selectKnownParticipants(trx, sessionId, participantIds).execute()).map((row) => row.participant_id));
  const prior = readsPriorEntries(session) ? await readPriorEntries(trx, session.current_question_id, participantIds) : new Map<string, PriorEntry[]>();
  const held = heldTerms(entries);
  const allowed =
    held.length === 0
      ? new Set<string>()
      : new Set((await trx.selectFrom("allowed_words").select("term").where("session_id", "=", sessionId).where("term", "in", held).execute()).map((row) => row.term));
  return { session, stored, known, prior, allowed };
}

/** Entries of the session already stored under any of these submissionIds. */
async function findStoredEntries(trx: Transaction<Database>, sessionId: string, submissionIds: string[]): Promise<Map<string, StoredFeedback>> {
  const rows = await trx
    .selectFrom("feedback")
    .select(["id", "content", "created_at", "is_moderated", "participant_id", "submission_id", "review"])
    .where("session_id", "=", sessionId)
    .where("submission_id", "in", [...new Set(submissionIds)])
    .execute();
  return new Map(rows.map((row) => [row.submission_id!, { kind: "stored", item: toFeedbackItem(row), participantId: row.participant_id, heldBack: isStoredHeldBack(row) }]));
}

/** The earlier entries to the current question of the batch's participants, read once per batch under the session's lock. */
async function readPriorEntries(trx: Transaction<Database>, questionId: string | null, participantIds: string[]): Promise<Map<string, PriorEntry[]>> {
  const prior = new Map<string, PriorEntry[]>(participantIds.map((id) => [id, []]));
  if (questionId === null) return prior;
  const rows = await trx
    .selectFrom("feedback")
    .select(["participant_id", "term", "is_repeat", sql<string>`coalesce(response_id, submission_id, cast(id as text))`.as("response")])
    .where("question_id", "=", questionId)
    .where("participant_id", "in", participantIds)
    .execute();
  for (const row of rows) prior.get(row.participant_id)?.push({ responseId: row.response, term: row.term, repeat: Number(row.is_repeat) === 1 });
  return prior;
}

/** Writes the plan, a handful of statements per session; returns the id each written entry got, by job index. */
async function writePlan(trx: Transaction<Database>, jobs: PlanJob[], plan: AnswerPlan): Promise<Map<number, number | string>> {
  const entryIds = new Map<number, number | string>();
  for (const writes of plan.sessions) {
    const sessionId = writes.sessionId;
    if (writes.participants.length > 0) {
      await trx
        .insertInto("participants")
        .values(writes.participants.map((p) => ({ session_id: sessionId, participant_id: p.participantId, created_at: p.createdAt, signed_in: p.signedIn ? 1 : 0 })))
        .execute();
    }
    let newTerms = 0;
    if (writes.terms.size > 0) {
      const counted = await trx
        .insertInto("word_counts")
        .values([...writes.terms].map(([term, count]) => ({ session_id: sessionId, term, frequency: count })))
        .onConflict((oc) => oc.columns(["session_id", "term"]).doUpdateSet({ frequency: sql`word_counts.frequency + excluded.frequency` }))
        .returning(["term", "frequency"])
        .execute();
      // A term whose stored frequency equals what this batch added did not exist before.
      newTerms = counted.filter((row) => Number(row.frequency) === writes.terms.get(row.term)).length;
      await trx
        .insertInto("word_spellings")
        .values(writes.spellings.map((row) => ({ session_id: sessionId, term: row.term, spelling: row.spelling, frequency: row.count })))
        .onConflict((oc) =>
          oc.columns(["session_id", "term", "spelling"]).doUpdateSet({ frequency: sql`word_spellings.frequency + excluded.frequency` }),
        )
        .execute();
    }
    await trx
      .updateTable("sessions")
      .set({
        total_submissions: sql`total_submissions + ${writes.submissions}`,
        total_words: sql`total_words + ${writes.words}`,
        unique_words: sql`unique_words + ${newTerms}`,
        withheld_submissions: sql`withheld_submissions + ${writes.withheld}`,
        withheld_words: sql`withheld_words + ${writes.withheldWords}`,
        participant_count: sql`participant_count + ${writes.participants.length}`,
      })
      .where("id", "=", sessionId)
      .execute();
    const written = plan.answers.flatMap((answer, index) => (answer.kind === "write" && jobs[index]!.entry.sessionId === sessionId ? [{ answer, index }] : []));
    const inserted = await trx
      .insertInto("feedback")
      .values(written.map(({ answer, index }) => plannedFeedbackRow(jobs[index]!.entry, answer)))
      .returning("id")
      .execute();
    written.forEach(({ index }, position) => entryIds.set(index, inserted[position]!.id));
  }
  return entryIds;
}
