// Lighthouse mobile scores of the marketing and booking pages: the production build served by the real
// server on 127.0.0.1, audited by system Chromium with Lighthouse's mobile defaults and simulated throttling.
import { loadavg } from "node:os";
import { launch } from "chrome-launcher";
import type { BenchSection } from "./lib/report.ts";
import { auditPage, CATEGORIES, medianRun, type PageRun } from "./lib/lighthouse-audit.ts";
import { startWebBenchServer } from "./lib/web-server.ts";
import { CHROMIUM_PATH } from "./lib/chromium.ts";

export const PAGES = ["/en", "/en/services", "/fr/practical-info", "/en/booking"];
const RUNS_PER_PAGE = 3;

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;

/** Audits every page `runs` times in one headless Chromium and returns each page's median run. */
export async function measurePages(pages: string[], runs: number): Promise<Map<string, PageRun>> {
  const server = await startWebBenchServer("lighthouse");
  try {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", "--no-sandbox"] });
    try {
      const medians = new Map<string, PageRun>();
      for (const page of pages) {
        const pageRuns: PageRun[] = [];
        for (let run = 1; run <= runs; run++) {
          console.log(`[lighthouse] ${page} run ${run}/${runs}`);
          pageRuns.push(await auditPage(`${server.url}${page}`, chrome.port));
        }
        medians.set(page, medianRun(pageRuns));
      }
      return medians;
    } finally {
      chrome.kill();
    }
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

// Simulated throttling multiplies the CPU time observed on this machine by 4: other processes competing for the
// CPU inflate TBT, FCP and LCP, so the report says how busy the machine was.
const busyness = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(", ");

export async function run(): Promise<BenchSection[]> {
  const loadBefore = busyness();
  const medians = await measurePages(PAGES, RUNS_PER_PAGE);
  const loadAfter = busyness();
  const rows = PAGES.map((page) => {
    const { scores, metrics } = medians.get(page)!;
    return [
      page,
      ...CATEGORIES.map((c) => scores[c]),
      ms(metrics.fcp),
      ms(metrics.lcp),
      ms(metrics.si),
      ms(metrics.tbt),
      metrics.cls.toFixed(3),
    ];
  });
  const targets = CATEGORIES.map((category) => {
    const missed = PAGES.filter((page) => medians.get(page)!.scores[category] < TARGETS[category]);
    return {
      name: `${category} ≥ ${TARGETS[category]} on every page`,
      met: missed.length === 0,
      ...(missed.length > 0 ? { detail: `missed on ${missed.join(", ")}` } : {}),
    };
  });
  const remote = [...new Set(PAGES.flatMap((page) => medians.get(page)!.remoteRequests))];
  targets.push({
    name: "nothing fetched from another origin",
    met: remote.length === 0,
    ...(remote.length > 0 ? { detail: remote.slice(0, 3).join(", ") } : {}),
  });
  const failing = PAGES.flatMap((page) => medians.get(page)!.failingAudits.map((audit) => `${page} ${audit}`));
  return [
    {
      title: "Lighthouse mobile (median of 3, simulated throttling)",
      headers: [
        "Page",
        "Performance",
        "Accessibility",
        "Best practices",
        "SEO",
        "FCP",
        "LCP",
        "Speed index",
        "TBT",
        "CLS",
      ],
      rows,
      targets,
      notes: [
        `Lighthouse's mobile defaults (Moto G Power screen, simulated slow 4G and 4× CPU slowdown) in headless ` +
          `Chromium against the production build served by the real server on 127.0.0.1; each figure is the median ` +
          `of ${RUNS_PER_PAGE} runs. Map tiles (openstreetmap.org) are blocked: this machine has no internet.`,
        `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}. Lighthouse's benchmark index of ` +
          `this machine (median per page; higher is faster): ${PAGES.map((page) => Math.round(medians.get(page)!.benchmarkIndex)).join(", ")}. ` +
          `Lighthouse's simulation scales the CPU time it observes, so a busy or slow host lowers the performance score.`,
        `Speed index is not a target, but it is a tenth of the performance score: it counts until the page looks ` +
          `finished, so the SPEC 2 splash (about a second of steps from the first paint, then its fade, on the first ` +
          `visit of a session, which every Lighthouse run is) sets most of it.`,
        ...(failing.length > 0 ? [`Audits that cost points: ${failing.join("; ")}.`] : []),
      ],
    },
  ];
}
