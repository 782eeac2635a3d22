import type { DatabaseSync } from "node:sqlite";
import { entriesBySession, heldTerms, planAnswers, settlePlan, type AnswerPlan, type JobOutcome, type PlanJob, type SessionFacts } from "../answers/answer-plan.js";
import { readsPriorEntries, type AdmittingSession, type PriorEntry } from "../answers/answer-rules.js";
import type { StoredFeedback } from "../answers/answer-writer.js";
import { isStoredHeldBack, plannedFeedbackRow, toFeedbackItem } from "./feedback-data.js";
import type { ParticipantQueriesSql } from "./participants-data.js";
import type { EntryReview } from "./schema.js";
import { inTransaction } from "./sqlite-connection.js";

type StoredRow = { id: number; content: string; created_at: string; is_moderated: number; participant_id: string; review: EntryReview };

/**
 * One group-commit batch on SQLite, synchronous from begin to commit: read what the plan needs of each session,
 * plan (answer-plan.ts), write the plan with prepared statements. A refused entry writes nothing; a write that
 * fails anyway (disk full) rolls the whole batch back and throws. `participants` is the shared known-participants
 * query of participants-data.ts, compiled on the main thread (so the writer's thread needs no Kysely).
 */
export function createSqliteAnswerBatch(database: DatabaseSync, participants: ParticipantQueriesSql): (jobs: readonly PlanJob[]) => JobOutcome[] {
  const prepared = {
    session: database.prepare(
      "select s.*, q.answering_closed as question_closed from sessions s left join session_questions q on q.id = s.current_question_id where s.id = ?",
    ),
    stored: database.prepare("select id, content, created_at, is_moderated, participant_id, review from feedback where session_id = ? and submission_id = ?"),
    participantKnown: database.prepare(participants.known),
    prior: database.prepare(
      "select coalesce(response_id, submission_id, cast(id as text)) as response_id, term, is_repeat from feedback where question_id = ? and participant_id = ?",
    ),
    allowed: database.prepare("select 1 from allowed_words where session_id = ? and term = ?"),
    addParticipant: database.prepare("insert into participants (session_id, participant_id, created_at, signed_in) values (?, ?, ?, ?)"),
    addFeedback: database.prepare(
      "insert into feedback (session_id, participant_id, submission_id, content, term, is_moderated, in_cloud, created_at, review, question_id, response_id, is_repeat, sequence) values (:session_id, :participant_id, :submission_id, :content, :term, :is_moderated, :in_cloud, :created_at, :review, :question_id, :response_id, :is_repeat, :sequence)",
    ),
    countTerm: database.prepare(
      "insert into word_counts (session_id, term, frequency) values (?, ?, ?) on conflict (session_id, term) do update set frequency = word_counts.frequency + excluded.frequency returning frequency",
    ),
    countSpelling: database.prepare(
      "insert into word_spellings (session_id, term, spelling, frequency) values (?, ?, ?, ?) on conflict (session_id, term, spelling) do update set frequency = word_spellings.frequency + excluded.frequency",
    ),
    updateCounters: database.prepare(
      "update sessions set total_submissions = total_submissions + ?, total_words = total_words + ?, unique_words = unique_words + ?, withheld_submissions = withheld_submissions + ?, withheld_words = withheld_words + ?, participant_count = participant_count + ? where id = ?",
    ),
  };

  const readFacts = (jobs: readonly PlanJob[]): Map<string, SessionFacts> => {
    const facts = new Map<string, SessionFacts>();
    for (const [sessionId, entries] of entriesBySession(jobs)) {
      const session = prepared.session.get(sessionId) as AdmittingSession | undefined;
      if (!session) continue;
      const stored = new Map<string, StoredFeedback>();
      for (const { submissionId } of entries) {
        const row = prepared.stored.get(sessionId, submissionId) as StoredRow | undefined;
        if (row) stored.set(submissionId, { kind: "stored", item: toFeedbackItem(row), participantId: row.participant_id, heldBack: isStoredHeldBack(row) });
      }
      const participantIds = new Set(entries.map((entry) => entry.participantId));
      const known = new Set([...participantIds].filter((id) => prepared.participantKnown.get(sessionId, id) !== undefined));
      const prior = new Map<string, PriorEntry[]>();
      const questionId = session.current_question_id;
      if (questionId !== null && readsPriorEntries(session)) {
        for (const id of participantIds) {
          const rows = prepared.prior.all(questionId, id) as { response_id: string; term: string; is_repeat: number }[];
          prior.set(id, rows.map((row) => ({ responseId: row.response_id, term: row.term, repeat: Number(row.is_repeat) === 1 })));
        }
      }
      const allowed = new Set(heldTerms(entries).filter((term) => prepared.allowed.get(sessionId, term) !== undefined));
      facts.set(sessionId, { session, stored, known, prior, allowed });
    }
    return facts;
  };

  const writePlan = (jobs: readonly PlanJob[], plan: AnswerPlan): Map<number, number | string> => {
    for (const writes of plan.sessions) {
      for (const participant of writes.participants) {
        prepared.addParticipant.run(writes.sessionId, participant.participantId, participant.createdAt, participant.signedIn ? 1 : 0);
      }
    }
    const entryIds = new Map<number, number | string>();
    plan.answers.forEach((answer, index) => {
      if (answer.kind !== "write") return;
      const { lastInsertRowid } = prepared.addFeedback.run(plannedFeedbackRow(jobs[index]!.entry, answer));
      entryIds.set(index, Number(lastInsertRowid));
    });
    for (const writes of plan.sessions) {
      let newTerms = 0;
      for (const [term, count] of writes.terms) {
        // A term whose stored frequency equals what this batch added did not exist before.
        if (Number((prepared.countTerm.get(writes.sessionId, term, count) as { frequency: number }).frequency) === count) newTerms += 1;
      }
      for (const spelling of writes.spellings) prepared.countSpelling.run(writes.sessionId, spelling.term, spelling.spelling, spelling.count);
      prepared.updateCounters.run(writes.submissions, writes.words, newTerms, writes.withheld, writes.withheldWords, writes.participants.length, writes.sessionId);
    }
    return entryIds;
  };

  return (jobs) =>
    inTransaction(database, () => {
      const plan = planAnswers(jobs, readFacts(jobs));
      return settlePlan(jobs, plan, writePlan(jobs, plan));
    });
}
