import { defineConfig } from "vitest/config";

// A non-UTC zone makes date bugs fail loudly.
const TZ = "America/St_Johns";
const INTEGRATION_TESTS = "tests/**/*.test.ts";
// Tests that only make sense on one dialect: several instances and a database outage need PostgreSQL; the demo
// script test checks the credentials file kept beside the SQLite file.
const POSTGRES_ONLY = ["tests/multi-instance*.test.ts", "tests/faults-database-outage.test.ts", "tests/faults-instance-loss.test.ts"];
// config-startup spawns its own servers with their own settings, build-stamp tests a script, embedded-postgres-copy
// the test harness's own copy of PostgreSQL: the dialect under test does not apply.
const SQLITE_ONLY = ["tests/admin-demo.test.ts", "tests/config-startup.test.ts", "tests/build-stamp.test.ts", "tests/embedded-postgres-copy.test.ts"];

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
          include: [INTEGRATION_TESTS],
          exclude: ["**/node_modules/**", ...SQLITE_ONLY],
          env: { TZ, TEST_DATABASE: "postgres" },
          globalSetup: ["tests/global-setup-postgres.ts"],
        },
      },
    ],
  },
});
