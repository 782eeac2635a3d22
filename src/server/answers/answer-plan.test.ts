import { describe, expect, it } from "vitest";
import { AppError } from "../errors.js";
import { planAnswers, settlePlan, type PlanJob, type SessionFacts } from "./answer-plan.js";
import { admitParticipant, lacksRoomFor, type AdmittingSession, type PriorEntry } from "./answer-rules.js";
import type { NewAnswer, StoredFeedback } from "./answer-writer.js";

const SESSION = "session-1";

function session(overrides: Partial<AdmittingSession> = {}): AdmittingSession {
  return {
    id: SESSION,
    session_type: "regular",
    is_active: 1,
    max_participants: 100,
    require_approval: 0,
    answers_per_participant: null,
    count_once: 0,
    total_submissions: 10,
    participant_count: 0,
    current_question_id: "q1",
    question_closed: 0,
    language: "en",
    ...overrides,
  };
}

function facts(overrides: Partial<SessionFacts> = {}, row: Partial<AdmittingSession> = {}): Map<string, SessionFacts> {
  return new Map([[SESSION, { session: session(row), stored: new Map(), known: new Set(), prior: new Map(), allowed: new Set<string>(), ...overrides }]]);
}

let ids = 0;
function job(overrides: Partial<NewAnswer> = {}, budget?: PlanJob["budget"]): PlanJob {
  const term = overrides.term ?? "idea";
  const entry: NewAnswer = {
    sessionId: SESSION,
    participantId: "p1",
    submissionId: `submission-${++ids}`,
    content: term,
    term,
    spelling: term,
    held: { da: false, en: false },
    stopWord: false,
    wordCount: 1,
    createdAt: "2026-11-26T10:00:00.000Z",
    ...overrides,
  };
  return budget ? { entry, budget } : { entry };
}

const codes = (jobs: PlanJob[], read: Map<string, SessionFacts>) =>
  planAnswers(jobs, read).answers.map((answer) => (answer.kind === "refused" ? answer.error.code : answer.kind));

const stored = (participantId: string): StoredFeedback => ({
  kind: "stored",
  item: { id: "7", content: "idea", createdAt: "2026-11-26T09:00:00.000Z", isModerated: false },
  participantId,
  heldBack: false,
});

describe("the answer plan", () => {
  it("numbers written entries after the session's total, in job order", () => {
    const plan = planAnswers([job(), job({ participantId: "p2" }), job({ participantId: "p3" })], facts());
    expect(plan.answers.map((answer) => answer.kind === "write" && answer.sequence)).toEqual([11, 12, 13]);
  });

  it("adds the batch's counters, words and spellings per session; only in-cloud entries count their word", () => {
    const plan = planAnswers(
      [
        job({ term: "idea", spelling: "Idea" }),
        job({ term: "idea", spelling: "idea", participantId: "p2" }),
        job({ term: "group work", spelling: "group work", wordCount: 2, participantId: "p3" }),
        job({ term: "the", stopWord: true, participantId: "p4" }),
      ],
      facts(),
    );
    expect(plan.sessions).toEqual([
      {
        sessionId: SESSION,
        participants: ["p1", "p2", "p3", "p4"].map((participantId) => ({ participantId, createdAt: "2026-11-26T10:00:00.000Z", signedIn: false })),
        terms: new Map([
          ["idea", 2],
          ["group work", 1],
        ]),
        spellings: [
          { term: "idea", spelling: "Idea", count: 1 },
          { term: "idea", spelling: "idea", count: 1 },
          { term: "group work", spelling: "group work", count: 1 },
        ],
        submissions: 4,
        words: 5,
        withheld: 0,
        withheldWords: 0,
      },
    ]);
  });

  it("answers a submissionId the session holds with the stored entry and writes nothing", () => {
    const first = job();
    const plan = planAnswers([first], facts({ stored: new Map([[first.entry.submissionId, stored("p1")]]) }));
    expect(plan.answers).toEqual([{ kind: "stored", stored: stored("p1") }]);
    expect(plan.sessions).toEqual([]);
  });

  it("answers a submissionId repeated inside the batch with its first entry, written once", () => {
    const first = job({ participantId: "p1" });
    const again = { entry: { ...first.entry } };
    const jobs = [first, again];
    const plan = planAnswers(jobs, facts());
    expect(plan.answers[1]).toEqual({ kind: "same-as", index: 0 });
    expect(plan.sessions[0]!.submissions).toBe(1);
    expect(settlePlan(jobs, plan, new Map([[0, 42]]))[1]).toEqual({
      ok: true,
      outcome: { kind: "stored", item: { id: "42", content: "idea", createdAt: first.entry.createdAt, isModerated: false }, participantId: "p1", heldBack: false },
    });
  });

  it("refuses a repeat inside the batch as its first entry was refused", () => {
    const first = job();
    expect(codes([first, { entry: { ...first.entry } }], facts({}, { is_active: 0 }))).toEqual(["SESSION_INACTIVE", "SESSION_INACTIVE"]);
  });

  it("refuses an entry for a session the dialect did not find", () => {
    expect(codes([job()], new Map())).toEqual(["NOT_FOUND"]);
  });

  it("refuses entries when the session is inactive, its question closed, or it is a class session", () => {
    expect(codes([job()], facts({}, { is_active: 0 }))).toEqual(["SESSION_INACTIVE"]);
    expect(codes([job()], facts({}, { question_closed: 1 }))).toEqual(["ANSWERING_CLOSED"]);
    expect(codes([job()], facts({}, { session_type: "class" }))).toEqual(["VALIDATION"]);
  });

  it("admits new participants in order until the session is full; known ones answer on", () => {
    const read = facts({ known: new Set(["old"]) }, { max_participants: 3, participant_count: 2 });
    expect(codes([job({ participantId: "a" }), job({ participantId: "b" }), job({ participantId: "old" }), job({ participantId: "a" })], read)).toEqual([
      "write",
      "SESSION_FULL",
      "write",
      "write",
    ]);
    expect(planAnswers([job({ participantId: "a" }), job({ participantId: "old" })], read).sessions[0]!.participants.map((p) => p.participantId)).toEqual(["a"]);
  });

  it("holds each address to the new participants it had left, across the batch, and says which entries took one", () => {
    const budget = { key: "198.51.100.9", left: 2, retryAfterMs: 20_000 };
    const jobs = [job({ participantId: "a" }, budget), job({ participantId: "b" }, budget), job({ participantId: "c" }, budget), job({ participantId: "a" }, budget)];
    const plan = planAnswers(jobs, facts());
    expect(plan.answers.map((answer) => (answer.kind === "write" ? answer.newParticipant : answer.kind))).toEqual([true, true, "refused", false]);
    expect(plan.answers[2]).toEqual({ kind: "refused", error: expect.objectContaining({ code: "RATE_LIMITED", retryAfterMs: 20_000 }) });
    // Another address has its own allowance; an entry without one is not limited.
    expect(codes([job({ participantId: "x" }, { key: "other", left: 1, retryAfterMs: 0 }), job({ participantId: "y" })], facts())).toEqual(["write", "write"]);
  });

  it("keeps entries waiting for approval out of the cloud and counts them withheld", () => {
    const plan = planAnswers([job({ wordCount: 2, term: "two words" })], facts({}, { require_approval: 1 }));
    expect(plan.answers[0]).toMatchObject({ kind: "write", waiting: true, inCloud: false });
    expect(plan.sessions[0]).toMatchObject({ submissions: 1, withheld: 1, withheldWords: 2, terms: new Map() });
  });

  it("holds a participant to answers_per_participant responses, with up to four words per response", () => {
    const prior: PriorEntry[] = [{ responseId: "r1", term: "old", repeat: false }];
    const read = facts({ known: new Set(["p1"]), prior: new Map([["p1", prior]]) }, { answers_per_participant: 2 });
    const inR2 = (term: string) => job({ term, responseId: "r2" });
    const plan = planAnswers([inR2("a"), inR2("b"), inR2("c"), inR2("d"), inR2("e"), job({ responseId: "r3" })], read);
    expect(plan.answers.map((answer) => (answer.kind === "write" ? answer.answersLeft : answer.kind === "refused" && answer.error.code))).toEqual([
      0,
      0,
      0,
      0,
      "ANSWERS_USED_UP",
      "ANSWERS_USED_UP",
    ]);
  });

  it("stores a word the participant already gave to the question as an uncounted repeat when counting once", () => {
    const read = facts({ known: new Set(["p1"]), prior: new Map([["p1", [{ responseId: "r1", term: "idea", repeat: false }]]]) }, { count_once: 1 });
    const plan = planAnswers([job({ term: "idea" }), job({ term: "new" }), job({ term: "new" }), job({ term: "idea", participantId: "p2" })], read);
    expect(plan.answers.map((answer) => answer.kind === "write" && [answer.repeat, answer.inCloud])).toEqual([
      [true, false],
      [false, true],
      [true, false],
      [false, true],
    ]);
    expect(plan.sessions[0]).toMatchObject({ submissions: 4, terms: new Map([["new", 1], ["idea", 1]]) });
  });

  it("is pure: the facts it was given are left as they were", () => {
    const prior = new Map([["p1", [{ responseId: "r1", term: "idea", repeat: false }]]]);
    const read = facts({ known: new Set(["p1"]), prior }, { count_once: 1 });
    planAnswers([job({ term: "more" })], read);
    expect(prior.get("p1")).toHaveLength(1);
    expect(read.get(SESSION)!.session.total_submissions).toBe(10);
  });
});

describe("the admission of a class answer", () => {
  const classSession = session({ session_type: "class", current_question_id: null });
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error instanceof AppError ? error.code : "not an AppError";
    }
    return "admitted";
  };

  it("takes class answers only in class sessions, and only while active", () => {
    expect(refusal(() => admitParticipant("class", classSession, { isNew: false }, undefined))).toBe("admitted");
    expect(refusal(() => admitParticipant("class", session(), { isNew: false }, undefined))).toBe("VALIDATION");
    expect(refusal(() => admitParticipant("class", { ...classSession, is_active: 0 }, { isNew: false }, undefined))).toBe("SESSION_INACTIVE");
  });

  it("refuses a new participant when the session is full or the address has no new participants left", () => {
    const full = { ...classSession, max_participants: 2 };
    expect(refusal(() => admitParticipant("class", full, { isNew: true, admitted: 2 }, undefined))).toBe("SESSION_FULL");
    expect(refusal(() => admitParticipant("class", full, { isNew: false }, undefined))).toBe("admitted");
    expect(refusal(() => admitParticipant("class", classSession, { isNew: true, admitted: 0 }, { key: "a", left: 0, retryAfterMs: 5 }))).toBe("RATE_LIMITED");
  });

  it("says a session is full only for a participant it has not admitted (the join-time verdict)", () => {
    expect(lacksRoomFor({ isNew: true, admitted: 3 }, 3)).toBe(true);
    expect(lacksRoomFor({ isNew: true, admitted: 2 }, 3)).toBe(false);
    expect(lacksRoomFor({ isNew: false }, 3)).toBe(false);
  });
});
