// Where the build writes the pages it prerenders for a visit without the service worker (My Bookings:
// src/web/app/prerendered-paths.ts), and how the server finds them: in a folder of their own, not in the language
// folders, whose pages the service worker keeps for offline use (build/offline-precache.ts reads every index.html
// there). With the worker, and offline, the app renders these pages from the app shell.
import { existsSync, readdirSync } from "node:fs";
import { join, sep } from "node:path";

export const FIRST_VISIT_FOLDER = "first-visit";

/** The file of the page at `path` ("/en/my-bookings"), relative to the build folder. */
export function firstVisitPageFile(path: string): string {
  return `${FIRST_VISIT_FOLDER}${path}.html`;
}

/** The page paths ("/en/my-bookings") the build prerendered for a first visit. */
export function firstVisitPagePaths(root: string): Set<string> {
  const folder = join(root, FIRST_VISIT_FOLDER);
  if (!existsSync(folder)) return new Set();
  const found = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(sep).join("/"))
    .filter((file) => file.endsWith(".html"))
    .map((file) => `/${file.slice(0, -".html".length)}`);
  return new Set(found);
}
