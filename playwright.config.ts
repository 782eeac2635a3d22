import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3107);
// The tests that read the server's own lists get a server of their own (after the ports of e2e/helpers/own-server.ts).
const serverWidePort = port + 20;
// Debian's Chromium as its headless shell (package chromium-headless-shell, which .ci/run installs): the same engine
// without the full browser's UI, a third faster over the suite; the full browser where the shell is not installed.
const CHROMIUM = existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test makes its own sessions, so tests run side by side (2 workers: the machine's 2 cores, which the server
  // and the browsers share). The few that read the server's own lists (admin stats, recent sessions) are tagged
  // @server-wide: they run one after the other on a server of their own, which no other test touches, beside the rest
  // (their project first, so their chain starts with the run instead of after every other test was handed out).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    timezoneId: "Europe/Copenhagen",
    // The default language (English, the spec's texts); the Dansk specs ask for a Danish browser themselves.
    locale: "en-US",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
  },
  projects: [
    { name: "server-wide", grep: /@server-wide/, fullyParallel: false, workers: 1, use: { baseURL: `http://127.0.0.1:${serverWidePort}` } },
    // The LTI spec's serial chain runs in the full Chromium (its own launch options, so a worker of its own kind, which
    // Playwright would hand out after every test of the default kind): its project before the rest starts it early,
    // beside the other tests, instead of alone at the end.
    { name: "lti", testMatch: "lti-launch.spec.ts" },
    { name: "parallel", grepInvert: /@server-wide/, testIgnore: "lti-launch.spec.ts" },
  ],
  webServer: [port, serverWidePort].map((serverPort) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${serverPort}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // No TZ: the server's clock runs in the machine's zone (UTC in CI's container), and the reports are written in the
    // institution's zone, Europe/Copenhagen by default (the browsers' zone is set by timezoneId above).
    env: { PORT: String(serverPort), HOST: "127.0.0.1" },
  })),
});
