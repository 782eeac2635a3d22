import { loadConfig } from "../../src/server/config/config.js";
import { createStore } from "../../src/server/store/create-store.js";

/** What the database holds for a session, read with the server's own store code (SQLite file or PostgreSQL). */
export async function readStoredSession(databaseUrl: string, sessionId: string): Promise<{ contents: Set<string>; rows: number; totalSubmissions: number }> {
  const store = await createStore(loadConfig({ DATABASE_URL: databaseUrl }).storage);
  try {
    const rows = await store.db.selectFrom("feedback").select("content").where("session_id", "=", sessionId).execute();
    const session = await store.db.selectFrom("sessions").select("total_submissions").where("id", "=", sessionId).executeTakeFirstOrThrow();
    return { contents: new Set(rows.map((row) => row.content)), rows: rows.length, totalSubmissions: Number(session.total_submissions) };
  } finally {
    await store.close();
  }
}
