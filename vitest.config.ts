import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// A non-UTC zone makes date bugs fail loudly.
const TZ = "America/St_Johns";
const INTEGRATION_TESTS = "tests/**/*.test.ts";
// Tests that only make sense on one dialect: several instances and a database outage need PostgreSQL.
const POSTGRES_ONLY = [
  "tests/multi-instance*.test.ts",
  "tests/faults-database-outage.test.ts",
  "tests/faults-instance-loss.test.ts",
  "tests/readiness-database.test.ts",
  "tests/postgres-backup.test.ts",
];
// The PostgreSQL run: what differs by dialect (its own feedback writer, row locks, LISTEN/NOTIFY, search, exports,
// migrations) and the fault files, plus a representative slice of the rest. Rules above the store (limits, bad
// input, sockets, QR codes, the hub) run the same code on either database and run on SQLite only.
const POSTGRES_FILES = [
  ...POSTGRES_ONLY,
  "tests/faults-crash.test.ts",
  // Draining the writer's batches and the bus on SIGTERM.
  "tests/graceful-shutdown.test.ts",
  "tests/faults-network-drop.test.ts",
  "tests/submission-ids.test.ts",
  // Phones out of sight: no deltas, then one catch-up, on either database.
  "tests/hidden-phones.test.ts",
  "tests/feedback-batches.test.ts",
  "tests/feedback-api.test.ts",
  "tests/host-review.test.ts",
  "tests/host-words.test.ts",
  // The word filter through each dialect's writer: the session's language and the host's allowed words read in its transaction.
  "tests/word-filter.test.ts",
  // What the room sees of the host's decisions, through each dialect's queries.
  "tests/room-view.test.ts",
  "tests/questions.test.ts",
  "tests/class-api.test.ts",
  "tests/class-questions.test.ts",
  "tests/class-results-privacy.test.ts",
  // The anonymity threshold, scanned over every reply, export and socket.
  "tests/evaluation-threshold.test.ts",
  // Courses: their template, sessions and trends through each dialect's queries.
  "tests/courses.test.ts",
  // The term across courses: one read per table for the whole term, in each dialect's queries.
  "tests/term-view.test.ts",
  "tests/sessions-api.test.ts",
  "tests/one-voice.test.ts",
  // Admitted participants kept on the session row by each dialect's writers, and the migration that counts them.
  "tests/participant-count.test.ts",
  "tests/admin-sessions.test.ts",
  "tests/admin-export.test.ts",
  // Accounts upserted on (issuer, subject) and admin accounts made under the registration lock.
  "tests/oidc-sign-in.test.ts",
  // A session's owner, and "signed in" kept for a participant through the PostgreSQL feedback writer.
  "tests/host-accounts.test.ts",
  // Once per student: the has-answered record apart from the answers, in each dialect's schema.
  "tests/class-once-per-student.test.ts",
  // An evaluation's window on a driven clock, checked in each dialect's transaction.
  "tests/class-window.test.ts",
  // The privacy pack's data inventory: every column of each dialect's migrated schema described.
  "tests/data-inventory.test.ts",
  // The institution's texts for the statement and the notice, kept in admin_settings by each dialect.
  "tests/institution-settings.test.ts",
  // Retention's sweep deletes under row locks, side by side with other sweeps.
  "tests/retention.test.ts",
  // LTI: the tool's key made once under concurrency, platforms upserted on (issuer, client id), nonces taken once.
  "tests/lti-registration.test.ts",
  "tests/lti-launch.test.ts",
  "tests/lti-framed-launch.test.ts",
  "tests/lti-platform-card.test.ts",
  // The audit trail: one record per action, deleted with the sessions by retention.
  "tests/audit-trail.test.ts",
];

// Files that replace a module with vi.mock: they need a module graph of their own (see `isolate` below).
const MOCKS_MODULES = ["tests/admin-registration-cost.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker keeps its modules from one test file to the next instead of importing the server, Fastify, Kysely and
    // zod afresh for each of ~100 files: that import was half of the run's CPU. Every test starts servers and
    // databases of its own, so nothing else carries over.
    isolate: false,
    // Two or more: the integration tests spend much of their time waiting on servers and databases they start, so
    // two workers on two cores finish well ahead of vitest's default of one fewer than the cores.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", INTEGRATION_TESTS],
          exclude: ["**/node_modules/**", ...POSTGRES_ONLY, ...MOCKS_MODULES],
          env: { TZ, TEST_DATABASE: "sqlite" },
          globalSetup: ["tests/global-setup-server.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "sqlite-isolated",
          include: MOCKS_MODULES,
          isolate: true,
          env: { TZ, TEST_DATABASE: "sqlite" },
        },
      },
      {
        // Every integration test again on a real PostgreSQL, started once for the run by the global setup.
        extends: true,
        test: {
          name: "postgres",
          include: POSTGRES_FILES,
          env: { TZ, TEST_DATABASE: "postgres" },
          globalSetup: ["tests/global-setup-server.ts", "tests/global-setup-postgres.ts"],
        },
      },
    ],
  },
});
