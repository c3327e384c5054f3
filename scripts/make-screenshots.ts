// Takes the web app manifest's screenshots (public/screenshots): the built app and a fresh local server, shot in
// system Chromium at the sizes install dialogs show (narrow phone, wide desktop). Run after a change of look:
//   npx vite build && node --import tsx scripts/make-screenshots.ts
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT_DIR = fileURLToPath(new URL("../public/screenshots/", import.meta.url));

interface Shot {
  file: string;
  path: string;
  /** CSS pixels; the PNG is this times `scale`. */
  viewport: { width: number; height: number };
  scale: number;
}

// The pixel sizes must match the `sizes` of the manifest's screenshots (vite.config.ts).
const SHOTS: readonly Shot[] = [
  { file: "home-narrow.png", path: "/en", viewport: { width: 360, height: 780 }, scale: 1.5 },
  { file: "home-wide.png", path: "/en", viewport: { width: 1280, height: 800 }, scale: 1 },
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// The browser tests' server: the built app, a throwaway embedded database with the demo villa.
const server = spawn(process.execPath, ["--import", "tsx", "tests/e2e/serve.ts"], {
  cwd: ROOT,
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: "inherit",
});

try {
  await waitForHealth(`${base}/api/health`, 240_000);
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ],
  });
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      locale: "en-US",
      reducedMotion: "reduce",
      serviceWorkers: "block",
    });
    // The splash runs once per session; a screenshot shows the page itself.
    await context.addInitScript(() => window.sessionStorage.setItem("splash-seen", "1"));
    const page = await context.newPage();
    await page.goto(base + shot.path, { waitUntil: "networkidle" });
    await page.locator("main h1").waitFor();
    await page.screenshot({ path: OUT_DIR + shot.file, animations: "disabled" });
    console.log(`wrote public/screenshots/${shot.file}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill("SIGTERM");
}
