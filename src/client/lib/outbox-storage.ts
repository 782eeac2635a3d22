import { z } from "zod";
import { participantIdSchema, submissionIdSchema } from "../../shared/schemas/feedback.js";
import type { OutboxEntry } from "./outbox-entry.js";

const STORAGE_KEY = "ordsky.outbox.v1";
/** More than a phone ever queues; keeps a broken page from filling localStorage. */
const MAX_STORED_ENTRIES = 200;

const storedEntrySchema = z.object({
  submissionId: submissionIdSchema,
  sessionId: z.string().min(1).max(64),
  item: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("word"), text: z.string().max(1000), participantId: participantIdSchema, slot: z.number().int().min(0).max(9) }),
    z.object({
      kind: z.literal("class-answer"),
      questionId: z.string().min(1).max(64),
      response: z.union([z.number(), z.string().max(1000)]),
      participantId: participantIdSchema,
    }),
  ]),
  state: z.enum(["sending", "waiting"]),
  attempts: z.number().int().min(0),
  retryAt: z.number(),
  error: z.string().optional(),
});

/** The unsent entries kept by an earlier visit; anything unreadable is dropped, never thrown. */
export function loadOutbox(storage: Storage | null): OutboxEntry[] {
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(storage?.getItem(STORAGE_KEY) ?? "[]"));
    if (!parsed.success) return [];
    return parsed.data.flatMap((raw) => {
      const entry = storedEntrySchema.safeParse(raw);
      return entry.success ? [entry.data] : [];
    });
  } catch {
    return [];
  }
}

/** Keeps the unsent entries for the next visit (the newest MAX_STORED_ENTRIES). */
export function saveOutbox(storage: Storage | null, entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-MAX_STORED_ENTRIES)));
  } catch {
    // Storage full or disabled (private mode): entries still live in memory for this visit.
  }
}
