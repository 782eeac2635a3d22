import { randomBytes } from "node:crypto";
import { nanoid } from "nanoid";
import type { DemoCredentials } from "../../../shared/schemas/admin.js";
import { feedbackTextSchema } from "../../../shared/schemas/feedback.js";
import type { AppContext } from "../../context.js";
import { parseInput } from "../../parse-input.js";
import { deleteAdminTokensOf, findAdminByEmail, insertAdmin, updateAdminPassword } from "../../store/admin-data.js";
import { countSessionsByDemo, markDemoSession } from "../../store/sessions-data.js";
import { getClassQuestions, submitClassResponse } from "../class/service.js";
import { submitFeedback } from "../feedback/service.js";
import { createSession } from "../sessions/service.js";
import { hashPassword } from "./password.js";

/** A reserved domain (RFC 2606), so the demo account can never be someone's real address. */
export const DEMO_ADMIN_EMAIL = "demo@ordsky.example";

/**
 * Creates the demo admin, or gives it a fresh random password (revoking its sign-ins) when it exists.
 * Refuses to touch a real account that happens to use the demo address.
 */
export async function ensureDemoAdmin(context: AppContext): Promise<DemoCredentials> {
  const password = randomBytes(9).toString("base64url");
  const passwordHash = await hashPassword(password);
  const existing = await findAdminByEmail(context.store.db, DEMO_ADMIN_EMAIL);
  if (existing && Number(existing.is_demo) !== 1) throw new Error(`${DEMO_ADMIN_EMAIL} belongs to a real admin account; not changing it`);
  if (existing) {
    await updateAdminPassword(context.store.db, existing.id, passwordHash);
    await deleteAdminTokensOf(context.store.db, existing.id);
  } else {
    await insertAdmin(context.store.db, {
      id: nanoid(),
      email: DEMO_ADMIN_EMAIL,
      passwordHash,
      fullName: "Demo Admin",
      isDemo: true,
      createdAt: new Date().toISOString(),
    });
  }
  return { email: DEMO_ADMIN_EMAIL, password };
}

const REGULAR_DEMOS = [
  {
    title: "Demo: Fredagsbar feedback",
    description: "Ét ord om aftenen — æ, ø og å er velkomne.",
    isPublic: true,
    answers: [["hygge", "øl", "musik"], ["hygge", "god stemning"], ["Hygge", "kø ved baren"], ["musik", "hygge"], ["sjovt", "øl"]],
  },
  {
    title: "Demo: Keynote reactions",
    description: "How did the opening talk land?",
    isPublic: false,
    answers: [["inspiring", "clear"], ["too long"], ["inspiring", "funny"], ["clear", "inspiring"]],
  },
];

const CLASS_ANSWERS: { learning: number; self: number; peers: number; more: string; less: string }[] = [
  { learning: 8, self: 7, peers: 6, more: "gruppearbejde", less: "tavleundervisning" },
  { learning: 6, self: 5, peers: 7, more: "eksempler", less: "lange oplæg" },
  { learning: 9, self: 8, peers: 6, more: "Gruppearbejde", less: "pauser" },
  { learning: 7, self: 6, peers: 6, more: "øvelser", less: "tavleundervisning" },
];

/** Demo sessions answer as the spec has it: unlimited answers, every entry counted, results from the first answer. */
const SPEC_VOICE = { answersPerParticipant: null, countOncePerWord: false, minResponses: null };

/**
 * A few example sessions with answers, created through the same services as real traffic and marked as demo
 * sessions, the only ones the demo admin reaches. Skipped when demo sessions exist already.
 */
export async function seedDemoSessions(context: AppContext): Promise<number> {
  if ((await countSessionsByDemo(context.store.db, true)) > 0) return 0;
  for (const demo of REGULAR_DEMOS) {
    const { sessionId } = await createSession(context, { sessionType: "regular", title: demo.title, description: demo.description, maxParticipants: 100, isPublic: demo.isPublic, ...SPEC_VOICE });
    await markDemoSession(context.store.db, sessionId);
    for (const [index, words] of demo.answers.entries()) {
      for (const text of words) await submitFeedback(context, { sessionId, text: parseInput(feedbackTextSchema, text), participantId: `demo_${index}` });
    }
  }
  const { sessionId } = await createSession(context, {
    sessionType: "class",
    title: "Demo: Dansk 2.g evaluering",
    description: "Evaluering af dagens undervisning",
    maxParticipants: 100,
    isPublic: false,
    ...SPEC_VOICE,
  });
  await markDemoSession(context.store.db, sessionId);
  const [learning, self, peers, more, less] = await getClassQuestions(context, sessionId);
  for (const [index, answer] of CLASS_ANSWERS.entries()) {
    const participantId = `participant_demo_${index}`;
    const pairs: [typeof learning, number | string][] = [
      [learning, answer.learning],
      [self, answer.self],
      [peers, answer.peers],
      [more, answer.more],
      [less, answer.less],
    ];
    for (const [question, response] of pairs) {
      if (question) await submitClassResponse(context, { sessionId, questionId: question.id, response, participantId });
    }
  }
  return REGULAR_DEMOS.length + 1;
}
