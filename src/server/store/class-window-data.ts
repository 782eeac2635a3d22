import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/** Stores a class session's answering window (ISO times; null: no bound). */
export async function setClassWindowRow(db: Kysely<Database>, sessionId: string, window: { opensAt: string | null; closesAt: string | null }, now: string): Promise<void> {
  await db.updateTable("sessions").set({ opens_at: window.opensAt, closes_at: window.closesAt, updated_at: now }).where("id", "=", sessionId).execute();
}
