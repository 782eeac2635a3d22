import { sql, type Kysely } from "kysely";
import { initialMigration } from "./migrations/001-initial.js";
import { submissionIdsMigration } from "./migrations/002-submission-ids.js";
import { adminSetupCodeMigration } from "./migrations/003-admin-setup-code.js";
import { demoSessionsMigration } from "./migrations/004-demo-sessions.js";
import { hostModerationMigration } from "./migrations/005-host-moderation.js";
import { sessionQuestionsMigration } from "./migrations/006-session-questions.js";
import { oneVoiceMigration } from "./migrations/007-one-voice.js";
import { classResultsPrivacyMigration } from "./migrations/008-class-results-privacy.js";
import { entrySequenceMigration } from "./migrations/009-entry-sequence.js";
import { adminSettingsMigration } from "./migrations/010-admin-settings.js";
import { serverSecretsMigration } from "./migrations/011-server-secrets.js";
import { accountsMigration } from "./migrations/012-accounts.js";
import { sessionOwnersMigration } from "./migrations/013-session-owners.js";
import { coursesMigration } from "./migrations/014-courses.js";
import { classRespondentsMigration } from "./migrations/015-class-respondents.js";
import { evaluationThresholdMigration } from "./migrations/016-evaluation-threshold.js";
import { ltiMigration } from "./migrations/017-lti.js";
import { participantCountMigration } from "./migrations/018-participant-count.js";
import { oneQuestionIndexMigration } from "./migrations/019-one-question-index.js";
import { wordFilterMigration } from "./migrations/020-word-filter.js";
import { heldOnMigration } from "./migrations/021-held-on.js";
import { auditTrailMigration } from "./migrations/022-audit-trail.js";
import { classAnswerCountsIndexMigration } from "./migrations/023-class-answer-counts-index.js";
import { ltiRegistrationProgressMigration } from "./migrations/024-lti-registration-progress.js";
import type { Migration } from "./migration.js";
import type { Database } from "./schema.js";
import type { Dialect } from "./store.js";

/** Every migration in order; append new ones, never edit an applied one. */
export const MIGRATIONS: Migration[] = [initialMigration, submissionIdsMigration, adminSetupCodeMigration, demoSessionsMigration, hostModerationMigration, sessionQuestionsMigration, oneVoiceMigration, classResultsPrivacyMigration, entrySequenceMigration, adminSettingsMigration, serverSecretsMigration, accountsMigration, sessionOwnersMigration, coursesMigration, classRespondentsMigration, evaluationThresholdMigration, ltiMigration, participantCountMigration, oneQuestionIndexMigration, wordFilterMigration, heldOnMigration, auditTrailMigration, classAnswerCountsIndexMigration, ltiRegistrationProgressMigration];

/** Applies pending migrations, each in its own transaction, recording them in schema_migrations. */
export async function runMigrations(db: Kysely<Database>, dialect: Dialect): Promise<number[]> {
  await db.schema
    .createTable("schema_migrations")
    .ifNotExists()
    .addColumn("version", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .execute();

  const applied: number[] = [];
  await db.transaction().execute(async (trx) => {
    if (dialect === "postgres") {
      // Several instances may start at once: only one migrates, the others wait here and then find nothing to do.
      await sql`select pg_advisory_xact_lock(742001)`.execute(trx);
    }
    const done = new Set((await trx.selectFrom("schema_migrations").select("version").execute()).map((row) => row.version));
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await migration.up(trx, dialect);
      await trx
        .insertInto("schema_migrations")
        .values({ version: migration.version, name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      applied.push(migration.version);
    }
  });
  return applied;
}
