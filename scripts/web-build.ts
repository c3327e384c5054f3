// Keeps dist/ in step with the front-end sources: `npm start` and the browser tests build only when needed.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

// Same default as vite.config.ts and the static plugin: dist/, or WEB_DIST_DIR when set.
const DIST = resolve(ROOT, process.env.WEB_DIST_DIR ?? "dist");
// Vite writes index.html on every build, so its time is the time of the last complete build.
const BUILD_STAMP = join(DIST, "index.html");

// Everything the browser bundle is made from. Generated files are left out: the build itself rewrites them.
const BUILD_INPUTS = [
  "src/web",
  "src/domain",
  "locales",
  "public",
  "index.html",
  "vite.config.ts",
  "build",
  "src/server/web/page-renderer-location.ts",
  "lingui.config.ts",
  "package-lock.json",
];
const GENERATED = new Set(["routeTree.gen.ts"]);

/** The newest modification time under `path` (a file, or a folder walked recursively). */
function newestInput(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (GENERATED.has(entry.name) || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, newestInput(join(path, entry.name)));
  }
  return newest;
}

/** Why dist/ must be rebuilt, or null when it is up to date. */
export function webBuildStaleReason(): string | null {
  const builtAt = statSync(BUILD_STAMP, { throwIfNoEntry: false })?.mtimeMs;
  if (builtAt === undefined) return "the web app has not been built yet";
  for (const input of BUILD_INPUTS) {
    if (newestInput(join(ROOT, input)) > builtAt) return `${input} changed since the last build`;
  }
  return null;
}

export function buildWebApp(): void {
  const viteBin = join(dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin", "vite.js");
  // A child process keeps the bundler's memory out of the long-running server.
  const result = spawnSync(process.execPath, [viteBin, "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error(`The web build failed (vite build exited with ${result.status ?? result.signal}).`);
  }
}

/** Builds dist/ when it is missing or older than its sources; `log` says why. */
export function ensureWebBuild(log: (line: string) => void = console.log): void {
  const reason = webBuildStaleReason();
  if (reason === null) return;
  log(`Building the web app: ${reason}...`);
  buildWebApp();
}
