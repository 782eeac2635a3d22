import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

/** Stored submission totals of the given sessions (deleted ones are absent). */
export async function readSessionTotals(db: Kysely<Database>, sessionIds: string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (let start = 0; start < sessionIds.length; start += 500) {
    const rows = await db
      .selectFrom("sessions")
      .select(["id", "total_submissions"])
      .where("id", "in", sessionIds.slice(start, start + 500))
      .execute();
    for (const row of rows) totals.set(row.id, Number(row.total_submissions));
  }
  return totals;
}
