import { sql, type Kysely, type Transaction } from "kysely";
import { AppError } from "../errors.js";
import { toFeedbackItem, type NewFeedback } from "./feedback-data.js";
import type { Admission, AdmissionVerdict, AdmittingSession, FeedbackWriter, PriorEntry, StoredFeedback, WriteOutcome } from "./feedback-writer.js";
import { tallyParticipants } from "./participant-tally.js";
import { countAdmittedParticipants, selectKnownParticipants } from "./participants-data.js";
import { mapConnectionError } from "./postgres-errors.js";
import type { Database, Flag } from "./schema.js";

type Job = { entry: NewFeedback; admit: Admission; resolve: (outcome: WriteOutcome) => void; reject: (error: unknown) => void };
type Outcome = { ok: true; outcome: WriteOutcome } | { ok: false; error: unknown };

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
 * entries' sequence numbers follow commit order.
 */
export function createPostgresFeedbackWriter(db: Kysely<Database>, onBatch?: (size: number, elapsedMs: number) => void): FeedbackWriter {
  let queue: Job[] = [];
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
    write(entry, admit) {
      return new Promise<WriteOutcome>((resolve, reject) => {
        queue.push({ entry, admit, resolve, reject });
        // Entries arriving in the same event-loop turn share a batch even when a lane is free.
        if (queue.length === 1) setImmediate(pump);
      });
    },
  };
}

async function runBatch(db: Kysely<Database>, jobs: Job[]): Promise<void> {
  let outcomes: Outcome[];
  try {
    outcomes = await db.transaction().execute((trx) => writeBatch(trx, jobs));
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

async function writeBatch(trx: Transaction<Database>, jobs: Job[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(jobs.length);
  const bySession = new Map<string, number[]>();
  jobs.forEach((job, index) => {
    const list = bySession.get(job.entry.sessionId) ?? [];
    list.push(index);
    bySession.set(job.entry.sessionId, list);
  });
  for (const sessionId of [...bySession.keys()].sort()) {
    await writeSessionEntries(trx, sessionId, bySession.get(sessionId)!, jobs, outcomes);
  }
  return outcomes;
}

async function writeSessionEntries(trx: Transaction<Database>, sessionId: string, indexes: number[], jobs: Job[], outcomes: Outcome[]): Promise<void> {
  // The current question is read under the session's lock: Ask and Close answering change the row (its revision) too.
  const session = (
    await sql<AdmittingSession>`select s.*, q.answering_closed as question_closed from sessions s left join session_questions q on q.id = s.current_question_id where s.id = ${sessionId} for update of s`.execute(
      trx,
    )
  ).rows[0];
  if (!session) {
    for (const index of indexes) outcomes[index] = { ok: false, error: new AppError("NOT_FOUND", "Session not found") };
    return;
  }
  const stored = await findStoredEntries(trx, sessionId, indexes.map((index) => jobs[index]!.entry.submissionId));
  // A repeat inside this batch takes the outcome of its first occurrence once that is known.
  const firstWithId = new Map<string, number>();
  const repeats: [index: number, first: number][] = [];
  const fresh: number[] = [];
  for (const index of indexes) {
    const id = jobs[index]!.entry.submissionId;
    const storedEntry = stored.get(id);
    const first = firstWithId.get(id);
    if (storedEntry) outcomes[index] = { ok: true, outcome: storedEntry };
    else if (first !== undefined) repeats.push([index, first]);
    else {
      firstWithId.set(id, index);
      fresh.push(index);
    }
  }
  const admitted = await admitParticipants(trx, session, fresh, jobs, outcomes);
  if (admitted.length > 0) await writeAdmitted(trx, session, admitted, jobs, outcomes);
  for (const [index, first] of repeats) {
    const outcome = outcomes[first]!;
    outcomes[index] =
      outcome.ok && outcome.outcome.kind === "written"
        ? { ok: true, outcome: { kind: "stored", item: outcome.outcome.item, participantId: jobs[first]!.entry.participantId } }
        : outcome;
  }
}

/** Entries of the session already stored under any of these submissionIds. */
async function findStoredEntries(trx: Transaction<Database>, sessionId: string, submissionIds: string[]): Promise<Map<string, StoredFeedback>> {
  const rows = await trx
    .selectFrom("feedback")
    .select(["id", "content", "created_at", "is_moderated", "participant_id", "submission_id"])
    .where("session_id", "=", sessionId)
    .where("submission_id", "in", [...new Set(submissionIds)])
    .execute();
  return new Map(rows.map((row) => [row.submission_id!, { kind: "stored", item: toFeedbackItem(row), participantId: row.participant_id }]));
}

async function writeAdmitted(trx: Transaction<Database>, session: AdmittingSession, admitted: Admitted[], jobs: Job[], outcomes: Outcome[]): Promise<void> {
  const sessionId = session.id;
  const questionId = session.current_question_id;
  const entries = admitted.map(({ index, waiting, repeat }) => ({ ...jobs[index]!.entry, waiting, repeat, inCloud: jobs[index]!.entry.inCloud && !waiting && !repeat }));
  const termCounts = new Map<string, number>();
  const spellingCounts = new Map<string, { term: string; spelling: string; count: number }>();
  for (const entry of entries) {
    if (!entry.inCloud) continue;
    termCounts.set(entry.term, (termCounts.get(entry.term) ?? 0) + 1);
    const key = `${entry.term}\u0000${entry.spelling}`;
    const spelling = spellingCounts.get(key) ?? { term: entry.term, spelling: entry.spelling, count: 0 };
    spelling.count += 1;
    spellingCounts.set(key, spelling);
  }
  let newTerms = 0;
  if (termCounts.size > 0) {
    const counted = await trx
      .insertInto("word_counts")
      .values([...termCounts].map(([term, count]) => ({ session_id: sessionId, term, frequency: count })))
      .onConflict((oc) => oc.columns(["session_id", "term"]).doUpdateSet({ frequency: sql`word_counts.frequency + excluded.frequency` }))
      .returning(["term", "frequency"])
      .execute();
    // A term whose stored frequency equals what this batch added did not exist before.
    newTerms = counted.filter((row) => Number(row.frequency) === termCounts.get(row.term)).length;
    await trx
      .insertInto("word_spellings")
      .values([...spellingCounts.values()].map((row) => ({ session_id: sessionId, term: row.term, spelling: row.spelling, frequency: row.count })))
      .onConflict((oc) =>
        oc.columns(["session_id", "term", "spelling"]).doUpdateSet({ frequency: sql`word_spellings.frequency + excluded.frequency` }),
      )
      .execute();
  }
  const words = entries.reduce((sum, entry) => sum + entry.wordCount, 0);
  const waiting = entries.filter((entry) => entry.waiting);
  const waitingWords = waiting.reduce((sum, entry) => sum + entry.wordCount, 0);
  const totals = await trx
    .updateTable("sessions")
    .set({
      total_submissions: sql`total_submissions + ${entries.length}`,
      total_words: sql`total_words + ${words}`,
      unique_words: sql`unique_words + ${newTerms}`,
      withheld_submissions: sql`withheld_submissions + ${waiting.length}`,
      withheld_words: sql`withheld_words + ${waitingWords}`,
    })
    .where("id", "=", sessionId)
    .returning("total_submissions")
    .executeTakeFirstOrThrow();
  const first = Number(totals.total_submissions) - entries.length + 1;
  // Numbered under the session row's lock, so sequences follow commit order; each entry stores its own.
  const inserted = await trx
    .insertInto("feedback")
    .values(
      entries.map((entry, position) => ({
        session_id: sessionId,
        participant_id: entry.participantId,
        submission_id: entry.submissionId,
        content: entry.content,
        term: entry.term,
        is_moderated: entry.isModerated ? 1 : 0,
        in_cloud: entry.inCloud ? 1 : 0,
        created_at: entry.createdAt,
        review: entry.waiting ? "waiting" : "none",
        question_id: questionId,
        response_id: entry.responseId ?? null,
        is_repeat: entry.repeat ? 1 : 0,
        sequence: first + position,
      })),
    )
    .returning("id")
    .execute();

  admitted.forEach(({ index, waiting, repeat, answersLeft }, position) => {
    const entry = jobs[index]!.entry;
    const item = { id: String(inserted[position]!.id), content: entry.content, createdAt: entry.createdAt, isModerated: entry.isModerated };
    outcomes[index] = { ok: true, outcome: { kind: "written", item, sequence: first + position, waiting, repeat, answersLeft, questionId } };
  });
}

/** An entry let through: whether it waits for the host's approval, repeats its participant's word, and their answers left. */
type Admitted = { index: number; waiting: boolean; repeat: boolean; answersLeft?: number };

/**
 * The earlier entries to the current question of the batch's participants, read once per batch under the session's
 * lock; the admission adds each entry it lets through, so later entries of the batch see it.
 */
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

/**
 * Registers first-time participants in entry order, each entry admitted by the service's rules with the counts read
 * here under the session's lock; returns the entries let through.
 */
async function admitParticipants(
  trx: Transaction<Database>,
  session: AdmittingSession,
  candidates: number[],
  jobs: Job[],
  outcomes: Outcome[],
): Promise<Admitted[]> {
  if (candidates.length === 0) return [];
  const ids = [...new Set(candidates.map((index) => jobs[index]!.entry.participantId))];
  const known = new Set((await selectKnownParticipants(trx, session.id, ids).execute()).map((row) => row.participant_id));
  const prior = await readPriorEntries(trx, session.current_question_id, ids);
  // The count is read ahead (it cannot be awaited inside the tally), and as there only when someone new arrives.
  const admittedBefore = ids.some((id) => !known.has(id)) ? await countAdmittedParticipants(trx, session.id) : 0;
  const participants = tallyParticipants((id) => known.has(id), () => admittedBefore);
  const fresh: { session_id: string; participant_id: string; created_at: string; signed_in: Flag }[] = [];
  const admitted: Admitted[] = [];
  for (const index of candidates) {
    const job = jobs[index]!;
    const entry = job.entry;
    const participant = participants.standing(entry.participantId);
    const earlier = prior.get(entry.participantId)!;
    const answer = { responseId: entry.responseId ?? entry.submissionId, term: entry.term, prior: () => earlier };
    let verdict: AdmissionVerdict;
    try {
      verdict = job.admit(session, participant, answer);
    } catch (error) {
      outcomes[index] = { ok: false, error };
      continue;
    }
    // A repeat is only marked where it would have counted (not a stop word, not flagged).
    const repeat = entry.inCloud && verdict.repeat === true;
    earlier.push({ responseId: answer.responseId, term: entry.term, repeat });
    if (participant.isNew) {
      participants.admit(entry.participantId);
      fresh.push({ session_id: session.id, participant_id: entry.participantId, created_at: entry.createdAt, signed_in: entry.signedIn ? 1 : 0 });
    }
    admitted.push({ index, waiting: verdict.waiting, repeat, answersLeft: verdict.answersLeft });
  }
  if (fresh.length > 0) await trx.insertInto("participants").values(fresh).execute();
  return admitted;
}
