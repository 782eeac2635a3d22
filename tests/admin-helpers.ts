import { expect, vi } from "vitest";
import type { TestServer } from "./helpers/test-server.js";

export const OWNER = { email: "Owner@Example.com", password: "correct horse", fullName: "Åse Ørsted" };

/** Registers (when allowed) and signs in; returns the bearer header for admin calls. */
export async function signInAdmin(
  server: TestServer,
  account: { email: string; password: string; fullName?: string } = OWNER,
): Promise<{ token: string; headers: Record<string, string> }> {
  await server.request("POST", "/api/admin/register", { ...account, setupCode: server.setupCode ?? undefined });
  const { status, body } = await server.request("POST", "/api/admin/login", { email: account.email, password: account.password });
  if (status !== 200) throw new Error(`sign-in failed: ${status} ${JSON.stringify(body)}`);
  return { token: body.token, headers: { authorization: `Bearer ${body.token}` } };
}

export async function submitWords(server: TestServer, sessionId: string, participantId: string, words: string[]): Promise<void> {
  for (const text of words) {
    const { status, body } = await server.request("POST", `/api/sessions/${sessionId}/feedback`, { text, participantId });
    if (status !== 200 && status !== 201) throw new Error(`feedback failed: ${status} ${JSON.stringify(body)}`);
  }
}

export type ClassQuestion = { id: string; text: string; type: "scale" | "text" };

/** Answers every question of a class session: scale answers in order, then text answers in order. */
export async function answerClassSession(
  server: TestServer,
  sessionId: string,
  participantId: string,
  answers: { scale: number[]; text: string[] },
): Promise<ClassQuestion[]> {
  const { body } = await server.request("GET", `/api/sessions/${sessionId}/class-questions`);
  const questions: ClassQuestion[] = body.data;
  const scale = [...answers.scale];
  const text = [...answers.text];
  for (const question of questions) {
    const response = question.type === "scale" ? scale.shift() : text.shift();
    if (response === undefined) continue;
    const result = await server.request("POST", `/api/sessions/${sessionId}/class-response`, { questionId: question.id, response, participantId });
    if (result.status >= 300) throw new Error(`class answer failed: ${result.status} ${JSON.stringify(result.body)}`);
  }
  return questions;
}

/** Resolves once the clock has moved past now, so the next row's created_at sorts after the one before. */
export async function clockMovesOn(): Promise<void> {
  const now = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now), { interval: 1 });
}
