// First load per route family: the JavaScript and CSS a first visit downloads before the page shows its content and
// responds, in gzip bytes, from the production build served by the real server; and whether the map, the date
// picker or the back office came along. Targets: marketing pages at most 100 KB of gzip JavaScript, none of
// the three; the booking page and My Bookings at most 120 KB, the back office at most 150 KB.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { readBuildChunks, type BuildChunks, type ChunkKind } from "./lib/first-load-chunks.ts";
import { frameworkFloorBytes } from "./lib/framework-floor/measure.ts";
import { startBenchServer, type StoredSession } from "./lib/first-load-server.ts";
import { visitFirstTime, type FirstVisit } from "./lib/first-load-visit.ts";
import type { BenchSection } from "./lib/report.ts";
import { CHROMIUM_PATH } from "./lib/chromium.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// Same folder as the build script and the server: dist/, or WEB_DIST_DIR.
const DIST = resolve(ROOT, process.env.WEB_DIST_DIR ?? "dist");
/** The target: a marketing page's first load at most 100 KB of gzip JavaScript (KB as Vite counts: 1000 bytes). */
const MARKETING_BUDGET_BYTES = 100_000;
const KINDS: readonly ChunkKind[] = ["map", "date picker", "back office"];
/** BENCH_FIRST_LOAD_FILES=1 also prints each page's scripts before it responds, largest first: where to cut next. */
const LIST_FILES = Boolean(process.env.BENCH_FIRST_LOAD_FILES);

interface RouteFamily {
  name: string;
  path: string;
  /** Matches once the page's own content is on screen. */
  content: string;
  signedInAs?: "guest" | "admin";
  marketing: boolean;
  /** A page's own budget of gzip JavaScript before it responds (the marketing pages share MARKETING_BUDGET_BYTES). */
  budgetBytes?: number;
  /** What the page itself shows, which it may load once it responds (the contact page's map, as it nears the screen). */
  shows?: readonly ChunkKind[];
}

const FAMILIES: readonly RouteFamily[] = [
  { name: "home", path: "/en", content: "main h1", marketing: true },
  // Russian words take the most bytes: the heaviest language of the heaviest page.
  { name: "home (ru)", path: "/ru", content: "main h1", marketing: true },
  { name: "marketing page", path: "/en/about", content: "main h1", marketing: true },
  { name: "services", path: "/en/services", content: "main h1", marketing: true },
  { name: "practical info", path: "/fr/practical-info", content: "main h1", marketing: true },
  { name: "contact", path: "/en/contact", content: "main h1", marketing: true, shows: ["map"] },
  { name: "booking", path: "/en/booking", content: "main h1", marketing: false, budgetBytes: 120_000 },
  {
    name: "my-bookings (guest)",
    path: "/en/my-bookings",
    content: "main h1",
    signedInAs: "guest",
    marketing: false,
    budgetBytes: 120_000,
  },
  {
    name: "admin (admin)",
    path: "/en/admin",
    content: "main h1",
    signedInAs: "admin",
    marketing: false,
    budgetBytes: 150_000,
  },
];

function storageOf(session: StoredSession): Record<string, string> {
  return { user: JSON.stringify(session.user), accessToken: session.accessToken, refreshToken: session.refreshToken };
}

interface Measured {
  family: RouteFamily;
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  /** Each script counted in jsBytes. */
  jsFileBytes: { path: string; bytes: number }[];
  jsIdleBytes: number;
  htmlBytes: number;
  /** Loaded before the page responded. */
  kindsFirst: Set<ChunkKind>;
  /** Loaded by the time the page was idle (the above included). */
  kindsByIdle: Set<ChunkKind>;
}

async function sumGzip(chunks: BuildChunks, paths: string[]): Promise<number> {
  const sizes = await Promise.all([...new Set(paths)].map((path) => chunks.gzipBytes(path)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function measure(chunks: BuildChunks, family: RouteFamily, visit: FirstVisit): Promise<Measured> {
  const scripts = (paths: string[]) => [...new Set(paths.filter((path) => /\.m?js$/.test(path)))];
  const styles = [...new Set(visit.beforeContent.filter((path) => path.endsWith(".css")))];
  return {
    family,
    jsBytes: await sumGzip(chunks, scripts(visit.beforeContent)),
    cssBytes: await sumGzip(chunks, styles),
    jsFiles: scripts(visit.beforeContent).length,
    jsFileBytes: await Promise.all(
      scripts(visit.beforeContent).map(async (path) => ({ path, bytes: await chunks.gzipBytes(path) })),
    ),
    jsIdleBytes: await sumGzip(chunks, scripts(visit.untilIdle)),
    htmlBytes: visit.documentBytes,
    kindsFirst: new Set(visit.beforeContent.flatMap((path) => chunks.kindsOf(path))),
    kindsByIdle: new Set(visit.untilIdle.flatMap((path) => chunks.kindsOf(path))),
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function printFiles(entry: Measured): void {
  console.log(`\n${entry.family.name} (${entry.family.path}): ${kb(entry.jsBytes)} KB in ${entry.jsFiles} scripts`);
  for (const { path, bytes } of entry.jsFileBytes.toSorted((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(bytes).padStart(6)}  ${path}`);
  }
}

export async function run(): Promise<BenchSection[]> {
  // The server brings the build up to date first; the chunks are read from that build.
  const server = await startBenchServer();
  const chunks = await readBuildChunks(DIST).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const measured: Measured[] = [];
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--headless=new"] });
    try {
      for (const family of FAMILIES) {
        const session =
          family.signedInAs === "admin" ? server.admin : family.signedInAs === "guest" ? server.guest : undefined;
        const visit = await visitFirstTime(browser, server.url, {
          url: `${server.url}${family.path}`,
          contentSelector: family.content,
          ...(session ? { storage: storageOf(session) } : {}),
        });
        measured.push(await measure(chunks, family, visit));
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }

  if (LIST_FILES) measured.forEach(printFiles);
  const floorBytes = await frameworkFloorBytes();
  const marketing = measured.filter((entry) => entry.family.marketing);
  const heaviest = marketing.reduce((max, entry) => (entry.jsBytes > max.jsBytes ? entry : max));
  const shownLater = marketing.flatMap((entry) =>
    [...entry.kindsByIdle].map((kind) => `${kind} on ${entry.family.path}`),
  );
  const leaks = marketing.flatMap((entry) =>
    KINDS.filter(
      (kind) => entry.kindsFirst.has(kind) || (entry.kindsByIdle.has(kind) && !entry.family.shows?.includes(kind)),
    ).map((kind) => `${kind} on ${entry.family.path}`),
  );
  return [
    {
      title: "First load (gzip bytes before the page shows its content and responds)",
      headers: [
        "Route family",
        "Path",
        "JS KB",
        "CSS KB",
        "JS files",
        "JS KB by idle",
        "HTML KB",
        ...KINDS.map((kind) => `${kind[0]!.toUpperCase()}${kind.slice(1)}`),
      ],
      rows: [
        ...measured.map((entry) => [
          entry.family.name,
          entry.family.path,
          kb(entry.jsBytes),
          kb(entry.cssBytes),
          entry.jsFiles,
          kb(entry.jsIdleBytes),
          kb(entry.htmlBytes),
          ...KINDS.map((kind) =>
            entry.kindsFirst.has(kind) ? "first load" : entry.kindsByIdle.has(kind) ? "by idle" : "no",
          ),
        ]),
        // Not a page of ours: the chosen libraries with one route, for scale.
        ["framework floor", "—", kb(floorBytes), "—", "—", "—", "—", ...KINDS.map(() => "no")],
      ],
      targets: [
        {
          name: "Marketing first load (home in en and ru, about, services, practical info, contact) at most 100 KB of gzip JavaScript",
          met: heaviest.jsBytes <= MARKETING_BUDGET_BYTES,
          detail: `heaviest ${heaviest.family.path}: ${kb(heaviest.jsBytes)} KB; the framework floor alone is ${kb(floorBytes)} KB`,
        },
        ...measured.flatMap((entry) => {
          const budget = entry.family.budgetBytes;
          if (budget === undefined) return [];
          return [
            {
              name: `${entry.family.name} (${entry.family.path}) first load at most ${budget / 1000} KB of gzip JavaScript`,
              met: entry.jsBytes <= budget,
              detail: `${kb(entry.jsBytes)} KB before it responds, ${kb(entry.jsIdleBytes)} KB by idle`,
            },
          ];
        }),
        {
          name: "The map, the date picker and the back office never in a marketing first load, and by idle only where the page shows it",
          met: leaks.length === 0,
          detail:
            leaks.length > 0
              ? leaks.join(", ")
              : shownLater.length > 0
                ? `none in a first load; by idle only where shown: ${shownLater.join(", ")}`
                : "none loaded up to idle",
        },
      ],
      notes: [
        "A fresh Chromium profile per page (412×823, service worker blocked, remote photos replaced by a blank image) " +
          'opens each path on the real server; "JS KB" and "CSS KB" sum the scripts and stylesheets requested ' +
          "before the page's main heading was on the page and the page responded: the app had rendered it (the back " +
          "office), or, on a prerendered page and the server-rendered booking page, the islands of its first screen " +
          "(the header; the home page's hero; My Bookings' heading over its loading list; the booking page's gallery " +
          'and its button to the card) were hydrated. "JS KB by idle" is every ' +
          "script requested until the network had been idle for 2 s: the islands further down the page (hydrated " +
          "once the browser is idle, or at once when the visitor reaches for one: the booking card, which brings " +
          "the data layer, and the map), My Bookings' list (with the data layer, once its island is live), the " +
          "service worker and the notices included. " +
          "Each file is counted gzipped with zlib level 9 (1 KB = 1000 bytes); the server sends Brotli where the " +
          'browser accepts it, which is smaller still. "HTML KB" is the page itself as sent (Brotli). The three ' +
          "right-hand columns say whether the map, the date picker or the back office came with the first load, " +
          "later by idle (the contact page's map loads as it nears the screen), or not at all; which chunk is which " +
          "comes from Vite's manifest.",
        '"Framework floor" is bench/lib/framework-floor/entry.tsx built the same way: React 19 hydrating one route ' +
          "of TanStack Router with one TanStack Query query and Lingui, the libraries DESIGN chooses, and nothing of " +
          "ours. Any page the app hydrates downloads at least that much; a prerendered page's islands " +
          "(src/web/islands/) need React and Lingui only, and load the router and the data layer never, or only when a " +
          "part of them needs data (the teaser's date picker, opened).",
      ],
    },
  ];
}
