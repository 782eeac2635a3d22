import { expect, type APIRequestContext } from "@playwright/test";

export type CreatedSession = { sessionId: string; sessionCode: string; hostKey: string };

export async function createSession(request: APIRequestContext, data: Record<string, unknown> = {}): Promise<CreatedSession> {
  const response = await request.post("/api/sessions", { data: { title: "Lecture 7: Feedback", maxParticipants: 1000, ...data } });
  expect(response.status()).toBe(201);
  return (await response.json()).data as CreatedSession;
}

/** Adds a question and asks it, as the host's question list does. */
export async function askQuestion(request: APIRequestContext, session: CreatedSession, prompt: string): Promise<void> {
  const headers = { "x-host-key": session.hostKey };
  const added = await request.post(`/api/sessions/${session.sessionId}/questions`, { data: { prompt }, headers });
  expect(added.status()).toBe(201);
  const question = ((await added.json()).data.questions as { id: string }[]).at(-1)!;
  expect((await request.post(`/api/sessions/${session.sessionId}/questions/${question.id}/ask`, { data: {}, headers })).status()).toBe(200);
}

/** One entry from one participant of an audience (participant n of those who gave this word), as a hall would send it. */
export async function submitWord(request: APIRequestContext, sessionId: string, text: string, participant = 1): Promise<void> {
  await submitAs(request, sessionId, text, `participant_e2e_${participant}_${text}`);
}

/** One entry from the named participant (a phone that gives several answers). */
export async function submitAs(request: APIRequestContext, sessionId: string, text: string, participantId: string): Promise<void> {
  const response = await request.post(`/api/sessions/${sessionId}/feedback`, { data: { text, participantId } });
  expect(response.status(), `submitting ${text}`).toBe(201);
}

/** Submits each word `count` times (answers from different participants), a few requests at a time. */
export async function submitCounts(request: APIRequestContext, sessionId: string, counts: [string, number][]): Promise<void> {
  const answers = counts.flatMap(([word, count]) => Array.from({ length: count }, (_, index) => [word, index + 1] as const));
  for (let start = 0; start < answers.length; start += 8) {
    await Promise.all(answers.slice(start, start + 8).map(([word, participant]) => submitWord(request, sessionId, word, participant)));
  }
}

/** Distinct, non-stop-word terms. */
export const vocabulary = (count: number, prefix = "term") => Array.from({ length: count }, (_, index) => `${prefix}${index.toString(36).padStart(2, "0")}x`);
