// Browser end-to-end tests: Chromium against the real built app and server on a free local port.
import { existsSync } from "node:fs";
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
// Specs that change what every page shows: the site settings, the main villa (its words, its pictures).
const SHARED_EDITS = /(site-settings|main-villa-edits)\.spec\.ts$/;
// Debian's build of Chromium's headless shell (package chromium-headless-shell), the one Playwright itself runs
// headless tests in: the full browser's new headless mode costs about twice the CPU per page (with Chromium 156 a
// 4-worker run on 2 cores slowed from 10 to 31 minutes and timed out), and both share one engine and version.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

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
      executablePath: chromiumPath,
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
    { name: "app", testIgnore: SHARED_EDITS },
    // These edit what every other spec reads (the phone in the footer, the tour video on the home page, the main
    // villa's words and pictures) on the one shared server: they run after the others, one at a time, so no spec sees
    // a text it did not expect.
    { name: "site-settings", testMatch: SHARED_EDITS, dependencies: ["app"], workers: 1 },
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
