// Browser end-to-end tests: Chromium against the real built app and server on a free local port.
import { createServer } from "node:net";
import { defineConfig } from "@playwright/test";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

// Worker processes load this file again; the port chosen by the runner reaches them through the environment.
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const isCI = Boolean(process.env.CI);
const SITE_SETTINGS_EDITS = /site-settings\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Every spec owns its accounts and nights, so they run side by side against one server. Twice this 2-core machine's
  // cores: while one test's page waits on the server or a timer, another's runs. With the suite's longer, merged tests
  // 4 workers finished it in 9.8 min against 10.7 with 3 (bench/RESULTS.md).
  workers: 4,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    locale: "en-US",
    timezoneId: "Africa/Cairo",
    // Most specs answer /api with page.route(), which a controlling service worker would bypass; the offline specs
    // (pwa, offline-pages, the outbox) opt back in with test.use({ serviceWorkers: "allow" }).
    serviceWorkers: "block",
    // Recording a trace slows every test by about a sixth (bench/RESULTS.md); CI records the retry of a failure, and a
    // developer asks for one with --trace on.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // Belt and braces with the route guard in fixtures.ts: no host name resolves except this machine's.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  projects: [
    { name: "app", testIgnore: SITE_SETTINGS_EDITS },
    // These edit the site settings every other spec reads (the phone in the footer, the tour video on the home
    // page) on the one shared server: they run after the others, so no spec sees a number it did not expect.
    { name: "site-settings", testMatch: SITE_SETTINGS_EDITS, dependencies: ["app"] },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/serve.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A fresh clone builds the web app first.
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: process.env.E2E_PORT },
    // serve.ts closes the database and removes its temporary data folder on SIGTERM.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
