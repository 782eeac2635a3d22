import { DatabaseSync } from "node:sqlite";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";
import { runMigrations } from "../src/server/store/migrate.js";
import { kyselySqliteDatabase } from "../src/server/store/sqlite-connection.js";
import { createSqliteAnswerBatch } from "../src/server/store/sqlite-answer-batch.js";
import { compileParticipantQueries } from "../src/server/store/participants-data.js";
import type { PlanJob } from "../src/server/answers/answer-plan.js";

const pageSize = Number(process.argv[2] ?? 4096);
const perTxn = Number(process.argv[3] ?? 1);
const words = ["clear", "fun", "hard", "fast", "slow", "good", "great", "boring", "useful", "deep", "quick", "new", "old", "nice", "cool", "long", "short", "brief", "sharp", "dull"];
const file = join(mkdtempSync(join(tmpdir(), "bc-")), "db.sqlite");
const database = new DatabaseSync(file, { timeout: 5000 });
database.exec(`pragma page_size = ${pageSize}`);
database.exec("pragma journal_mode = WAL; pragma synchronous = NORMAL; pragma foreign_keys = ON");
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(database) }) });
await runMigrations(db, "sqlite");
const now = new Date().toISOString();
await sql`insert into sessions (id, session_code, session_type, title, description, max_participants, is_public, is_active, participants_see_results, host_key_hash, created_at, updated_at, total_submissions, total_words, unique_words, count_once) values ('s1','ABCDEF','regular','t','',100000,0,1,1,'x',${now},${now},0,0,0,0)`.execute(db);
await sql`insert into session_questions (id, session_id, position, prompt, created_at) values ('q1','s1',0,'',${now})`.execute(db).catch((e) => console.error(String(e)));
await sql`update sessions set current_question_id='q1' where id='s1'`.execute(db);
if (process.env.DROP) database.exec(`drop index ${process.env.DROP}`);
const batch = createSqliteAnswerBatch(database, compileParticipantQueries(db));
database.exec("pragma wal_autocheckpoint = 0");
const job = (p: number, i: number): PlanJob => {
  const w = words[(p * 7 + i * 3) % words.length]!;
  return { entry: { sessionId: "s1", participantId: `p${p}`, submissionId: `p${p}-${i}`, content: w, term: w, spelling: w, isModerated: false, inCloud: true, wordCount: 1, createdAt: now } };
};
const participants = Number(process.env.PARTICIPANTS ?? 2000);
let frames = 0;
const walSize = () => { try { return statSync(file + "-wal").size; } catch { return 0; } };
// warm-up
for (let p = 0; p < 200; p++) batch([0, 1, 2, 3].map((i) => job(100000 + p, i)));
database.exec("pragma wal_checkpoint(TRUNCATE)");
const before = walSize();
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let p = 0; p < participants; p += perTxn) {
  const jobs: PlanJob[] = [];
  for (let k = 0; k < perTxn; k++) for (let i = 0; i < 4; i++) jobs.push(job(p + k, i));
  const out = batch(jobs);
  if (!out.every((o) => o.ok)) throw new Error("refused " + JSON.stringify(out.find((o) => !o.ok)));
}
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
frames = (walSize() - before) / (pageSize + 24);
const answers = participants * 4;
console.log(`page ${pageSize} perTxn ${perTxn}: ${(wall * 1000 / answers).toFixed(1)} µs/answer wall, ${((cpu.user + cpu.system) / answers).toFixed(1)} µs/answer cpu (sys ${(cpu.system / answers).toFixed(1)}), frames/commit ${(frames / (participants / perTxn)).toFixed(1)}`);
