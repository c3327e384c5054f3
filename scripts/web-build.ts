// Keeps dist/ in step with the front-end sources: `npm start` and the browser tests build only when needed.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_INPUTS_FILE, folderEntries, type BuildInputs } from "../build/build-inputs.ts";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

// Same default as vite.config.ts and the static plugin: dist/, or WEB_DIST_DIR when set.
export const DIST = resolve(ROOT, process.env.WEB_DIST_DIR ?? "dist");

/** What the build in `dist` was made from (build/build-inputs.ts); null for a build older than that record. */
function readInputs(dist: string): BuildInputs | null {
  try {
    return JSON.parse(readFileSync(join(dist, BUILD_INPUTS_FILE), "utf8")) as BuildInputs;
  } catch {
    return null;
  }
}

function sameEntries(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

/** Why dist/ must be rebuilt, or null when it is up to date (`root` and `dist` are for tests). */
export function webBuildStaleReason(root: string = ROOT, dist: string = DIST): string | null {
  if (!existsSync(join(dist, "index.html"))) return "the web app has not been built yet";
  const inputs = readInputs(dist);
  if (!inputs) return "the last build did not list its inputs";
  for (const file of inputs.files) {
    const mtime = statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined) return `${file} is gone since the last build`;
    if (mtime > inputs.startedAt) return `${file} changed since the last build`;
  }
  for (const [folder, entries] of Object.entries(inputs.folders)) {
    const now = existsSync(join(root, folder)) ? folderEntries(join(root, folder)) : [];
    if (!sameEntries(now, entries)) return `a file was added to or removed from ${folder} since the last build`;
  }
  return null;
}

/** Vite's command-line script, run with this Node: a child process keeps the bundler's memory out of the server. */
export const VITE_BIN = join(dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin", "vite.js");

export function buildWebApp(): void {
  const result = spawnSync(process.execPath, [VITE_BIN, "build"], { cwd: ROOT, stdio: "inherit" });
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
