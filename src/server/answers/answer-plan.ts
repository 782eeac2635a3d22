import { AppError } from "../errors.js";
import type { NewParticipantBudget } from "../rate-limits/submission-limits.js";
import { admitParticipant, staysHeld, weighVoice, type AdmittingSession, type ParticipantCount, type PriorEntry } from "./answer-rules.js";
import type { NewAnswer, QueuedAnswer, StoredFeedback, WriteOutcome } from "./answer-writer.js";

/** An entry of a write batch, with what its address may still bring of new participants (read when the batch formed). */
export type PlanJob = { entry: NewAnswer; budget?: NewParticipantBudget };

/** A writer's queued entries as a batch's jobs: each address's allowance is read now, after earlier batches spent theirs. */
export function planJobsOf(queued: readonly QueuedAnswer[]): PlanJob[] {
  return queued.map((job) => ({ entry: job.entry, budget: job.budget?.() }));
}

/**
 * What a dialect read of one session in the batch's transaction (on PostgreSQL under the session row's lock), for
 * the batch's entries of that session: the row (with how many participants it admitted), the entries already stored
 * under their submissionIds, which of their participants the session admitted before, and each participant's
 * earlier entries to the current question (needed only when readsPriorEntries says so; absent: none).
 */
export type SessionFacts = {
  session: AdmittingSession;
  stored: ReadonlyMap<string, StoredFeedback>;
  known: ReadonlySet<string>;
  prior: ReadonlyMap<string, readonly PriorEntry[]>;
  /** The terms of the batch's held entries (see heldTerms) that the host let in with Allow. */
  allowed: ReadonlySet<string>;
};

/** The terms of a session's entries the filter holds back in either language: a dialect reads which the host allowed. */
export function heldTerms(entries: readonly NewAnswer[]): string[] {
  return [...new Set(entries.filter((entry) => entry.held.da || entry.held.en).map((entry) => entry.term))];
}

/** The row of an admitted entry, numbered: everything the dialect writes for it. */
export type PlannedEntry = {
  kind: "write";
  waiting: boolean;
  repeat: boolean;
  inCloud: boolean;
  /** The filter holds it back in the session's language (stored as is_moderated). */
  flagged: boolean;
  /** Flagged, but a word the host allowed: shown, stored as allowed. */
  allowed: boolean;
  sequence: number;
  answersLeft?: number;
  questionId: string | null;
  newParticipant: boolean;
};

/**
 * The verdict on one entry: answered with the stored entry, answered like the batch's earlier entry with the same
 * submissionId (`index`, written by this batch), refused, or written.
 */
export type PlannedAnswer = { kind: "stored"; stored: StoredFeedback } | { kind: "same-as"; index: number } | { kind: "refused"; error: AppError } | PlannedEntry;

/** A participant the session admits with this batch. */
export type PlannedParticipant = { participantId: string; createdAt: string; signedIn: boolean };

/**
 * What one session's row and word counts take from the batch: `terms` and `spellings` the in-cloud entries' words,
 * the counters' increments (the new terms among `terms` are known only once they are counted: the dialect adds them
 * to unique_words from what its upsert returns).
 */
export type SessionWrites = {
  sessionId: string;
  participants: PlannedParticipant[];
  terms: Map<string, number>;
  spellings: { term: string; spelling: string; count: number }[];
  submissions: number;
  words: number;
  withheld: number;
  withheldWords: number;
};

/** A batch's plan: one verdict per job (in job order) and one set of writes per session with entries written. */
export type AnswerPlan = { answers: PlannedAnswer[]; sessions: SessionWrites[] };

/** One session as the plan walks the batch: what it read, with the batch's own admitted entries on top. */
type SessionPlan = {
  facts: SessionFacts;
  admittedHere: Set<string>;
  admitted: number;
  prior: Map<string, PriorEntry[]>;
  firstWithId: Map<string, number>;
  sequence: number;
  writes: SessionWrites;
  spellings: Map<string, { term: string; spelling: string; count: number }>;
};

/**
 * The admission of a write batch, every rule of an entry in one pure function over what the dialect read: in job
 * order, an entry whose submissionId the session holds (or an earlier entry of the batch took) is answered with that
 * entry; otherwise the session's rules admit it or refuse it (admitParticipant, weighVoice), a participant new to
 * the session is admitted (counted toward maxParticipants and its address's allowance) and the entry is numbered
 * after the session's total_submissions and the batch's earlier entries. A refused entry writes nothing.
 */
export function planAnswers(jobs: readonly PlanJob[], facts: ReadonlyMap<string, SessionFacts>): AnswerPlan {
  const sessions = new Map<string, SessionPlan>();
  const spent = new Map<string, number>();
  const answers: PlannedAnswer[] = [];
  jobs.forEach((job, index) => answers.push(planJob(job, index, answers, facts, sessions, spent)));
  return { answers, sessions: [...sessions.values()].filter((plan) => plan.writes.submissions > 0).map(finishWrites) };
}

function planJob(
  job: PlanJob,
  index: number,
  earlier: readonly PlannedAnswer[],
  facts: ReadonlyMap<string, SessionFacts>,
  sessions: Map<string, SessionPlan>,
  spent: Map<string, number>,
): PlannedAnswer {
  const entry = job.entry;
  const read = facts.get(entry.sessionId);
  if (!read) return { kind: "refused", error: new AppError("NOT_FOUND", "Session not found") };
  const stored = read.stored.get(entry.submissionId);
  if (stored) return { kind: "stored", stored };
  const plan = sessionPlan(sessions, entry.sessionId, read);
  const first = plan.firstWithId.get(entry.submissionId);
  if (first !== undefined) {
    // A repeat inside the batch: answered with the entry its first occurrence writes, or refused as that one was.
    const verdict = earlier[first]!;
    return verdict.kind === "write" ? { kind: "same-as", index: first } : verdict;
  }
  plan.firstWithId.set(entry.submissionId, index);

  const session = plan.facts.session;
  const participant = standingOf(plan, entry.participantId);
  const prior = priorOf(plan, entry.participantId);
  const responseId = entry.responseId ?? entry.submissionId;
  const budgetKey = job.budget?.key;
  let voice: { repeat?: boolean; answersLeft?: number };
  try {
    admitParticipant("regular", session, participant, job.budget, budgetKey === undefined ? 0 : (spent.get(budgetKey) ?? 0));
    voice = weighVoice(session, { responseId, term: entry.term }, prior);
  } catch (error) {
    if (error instanceof AppError) return { kind: "refused", error };
    throw error;
  }

  const waiting = Number(session.require_approval) === 1;
  const flagged = entry.held[session.language];
  const allowed = flagged && !staysHeld(flagged, entry.term, plan.facts.allowed);
  const isWord = !entry.stopWord && (!flagged || allowed);
  // A repeat is only marked where it would have counted (not a stop word, not held back).
  const repeat = isWord && voice.repeat === true;
  const inCloud = isWord && !waiting && !repeat;
  prior.push({ responseId, term: entry.term, repeat });
  if (participant.isNew) {
    plan.admittedHere.add(entry.participantId);
    plan.admitted += 1;
    plan.writes.participants.push({ participantId: entry.participantId, createdAt: entry.createdAt, signedIn: entry.signedIn === true });
    if (budgetKey !== undefined) spent.set(budgetKey, (spent.get(budgetKey) ?? 0) + 1);
  }
  countEntry(plan, entry, waiting, inCloud);
  // Numbered after the row's total as read in the writing transaction, so sequences follow commit order.
  plan.sequence += 1;
  return {
    kind: "write",
    waiting,
    repeat,
    inCloud,
    flagged,
    allowed,
    sequence: plan.sequence,
    ...(voice.answersLeft === undefined ? {} : { answersLeft: voice.answersLeft }),
    questionId: session.current_question_id,
    newParticipant: participant.isNew,
  };
}

function sessionPlan(sessions: Map<string, SessionPlan>, sessionId: string, facts: SessionFacts): SessionPlan {
  let plan = sessions.get(sessionId);
  if (!plan) {
    plan = {
      facts,
      admittedHere: new Set(),
      admitted: Number(facts.session.participant_count),
      prior: new Map(),
      firstWithId: new Map(),
      sequence: Number(facts.session.total_submissions),
      writes: { sessionId, participants: [], terms: new Map(), spellings: [], submissions: 0, words: 0, withheld: 0, withheldWords: 0 },
      spellings: new Map(),
    };
    sessions.set(sessionId, plan);
  }
  return plan;
}

function standingOf(plan: SessionPlan, participantId: string): ParticipantCount {
  if (plan.admittedHere.has(participantId) || plan.facts.known.has(participantId)) return { isNew: false };
  return { isNew: true, admitted: plan.admitted };
}

/** The participant's earlier entries to the current question, the batch's admitted ones included. */
function priorOf(plan: SessionPlan, participantId: string): PriorEntry[] {
  let prior = plan.prior.get(participantId);
  if (!prior) {
    prior = [...(plan.facts.prior.get(participantId) ?? [])];
    plan.prior.set(participantId, prior);
  }
  return prior;
}

function countEntry(plan: SessionPlan, entry: NewAnswer, waiting: boolean, inCloud: boolean): void {
  const writes = plan.writes;
  writes.submissions += 1;
  writes.words += entry.wordCount;
  if (waiting) {
    writes.withheld += 1;
    writes.withheldWords += entry.wordCount;
  }
  if (!inCloud) return;
  writes.terms.set(entry.term, (writes.terms.get(entry.term) ?? 0) + 1);
  const key = `${entry.term}\u0000${entry.spelling}`;
  const spelling = plan.spellings.get(key) ?? { term: entry.term, spelling: entry.spelling, count: 0 };
  spelling.count += 1;
  plan.spellings.set(key, spelling);
}

function finishWrites(plan: SessionPlan): SessionWrites {
  return { ...plan.writes, spellings: [...plan.spellings.values()] };
}

/** A job's outcome once the plan is written: what its writer resolves or rejects it with. */
export type JobOutcome = { ok: true; outcome: WriteOutcome } | { ok: false; error: AppError };

/**
 * The outcomes of a written plan, in job order; `entryIds` gives the id the database gave each written entry (by
 * job index). Both dialects answer their callers through it.
 */
export function settlePlan(jobs: readonly PlanJob[], plan: AnswerPlan, entryIds: ReadonlyMap<number, number | string>): JobOutcome[] {
  const itemOf = (index: number) => {
    const entry = jobs[index]!.entry;
    const answer = plan.answers[index] as PlannedEntry;
    return { id: String(entryIds.get(index)), content: entry.content, createdAt: entry.createdAt, isModerated: answer.flagged };
  };
  return plan.answers.map((answer, index): JobOutcome => {
    switch (answer.kind) {
      case "stored":
        return { ok: true, outcome: answer.stored };
      case "same-as": {
        const first = plan.answers[answer.index] as PlannedEntry;
        const heldBack = first.flagged && !first.allowed;
        return { ok: true, outcome: { kind: "stored", item: itemOf(answer.index), participantId: jobs[answer.index]!.entry.participantId, heldBack } };
      }
      case "refused":
        return { ok: false, error: answer.error };
      case "write": {
        const { kind: _, flagged, allowed, ...written } = answer;
        return { ok: true, outcome: { kind: "written", item: itemOf(index), ...written, heldBack: flagged && !allowed } };
      }
    }
  });
}

/** The batch's entries by session, in job order: a dialect reads each session's facts for its entries. */
export function entriesBySession(jobs: readonly PlanJob[]): Map<string, NewAnswer[]> {
  const bySession = new Map<string, NewAnswer[]>();
  for (const { entry } of jobs) {
    const entries = bySession.get(entry.sessionId);
    if (entries) entries.push(entry);
    else bySession.set(entry.sessionId, [entry]);
  }
  return bySession;
}
