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
  "tests/feedback-batches.test.ts",
  "tests/feedback-api.test.ts",
  "tests/host-review.test.ts",
  "tests/host-words.test.ts",
  "tests/questions.test.ts",
  "tests/class-api.test.ts",
  "tests/class-questions.test.ts",
  "tests/class-results-privacy.test.ts",
  "tests/sessions-api.test.ts",
  "tests/one-voice.test.ts",
  "tests/admin-sessions.test.ts",
  "tests/admin-export.test.ts",
  // Retention's sweep deletes under row locks, side by side with other sweeps.
  "tests/retention.test.ts",
];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", INTEGRATION_TESTS],
          exclude: ["**/node_modules/**", ...POSTGRES_ONLY],
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
          globalSetup: ["tests/global-setup-postgres.ts"],
        },
      },
    ],
  },
});
