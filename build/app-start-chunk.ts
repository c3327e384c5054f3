// Vite plugin and chunk groups for what pages start with. The default splitting makes dozens of files of 0.1-3 KB of
// the app's own modules, and on a phone each costs a request with about 1 KB of headers, often more than its code.
// Worked out from the module graph once it is built, before the chunks are made:
// - "app": what only the app starts with (main.tsx and what it imports, the route definitions included);
// - "site-start": what only a prerendered or server-rendered islands page starts with: the islands on every such page
//   (the header and the footer's buttons) and what they import;
// - "start": what both start with;
// - "admin-frame": what every back-office page starts with (its layout), and what its pages share with each other;
// - "admin-dashboard": what only the back office's dashboard, its first page, starts with.
// A module the page's first script (boot.ts) imports is left to it, and no group holds a module only one side starts
// with, so neither downloads code of the other's; the back office's groups hold nothing another page can load.
import type { Plugin } from "vite";

const BOOT = "/src/web/app/boot.ts";
const APP_ENTRY = "/src/web/app/main.tsx";
const SITE_ENTRY = "/src/web/app/site-main.tsx";
/** The islands of every islands page (the header, the footer's buttons): loaded as the page starts. */
const EVERY_PAGE_ISLANDS = [
  "/src/web/features/shell/site-header.tsx",
  "/src/web/pwa/install-button.tsx",
  "/src/web/pwa/keep-offline-button.tsx",
];

/** The back office's folders: its modules, and what they import, are kept out of the islands pages' group. */
const BACK_OFFICE = ["/src/web/routes/$lang/admin", "/src/web/features/admin"];
/** The back office's frame, around each of its pages (routes/$lang/admin/route.tsx). */
const ADMIN_FRAME = "/src/web/features/admin/layout/admin-layout.tsx";
/** The dashboard, the page a signed-in host or admin opens first, and its route. */
const ADMIN_DASHBOARD = "/src/web/features/admin/dashboard/dashboard-page.tsx";
const ADMIN_DASHBOARD_ROUTE = "/src/web/routes/$lang/admin/index.tsx";

export interface StartChunks {
  plugin: Plugin;
  /** Modules only the app starts with. */
  app: (id: string) => boolean;
  /** Modules only an islands page starts with. */
  site: (id: string) => boolean;
  /** Modules both start with. */
  shared: (id: string) => boolean;
  /** Modules of the back office's frame, and those its pages share. */
  adminFrame: (id: string) => boolean;
  /** Modules only the back office's dashboard starts with. */
  adminDashboard: (id: string) => boolean;
}

export function appStartChunk(): StartChunks {
  let app = new Set<string>();
  let site = new Set<string>();
  let shared = new Set<string>();
  let adminFrame = new Set<string>();
  let adminDashboard = new Set<string>();
  const plugin: Plugin = {
    name: "app-start-chunk",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const isIn = (id: string, entries: readonly string[]) =>
        entries.some((entry) => id.endsWith(entry) || id.includes(`${entry}/`));
      /** The modules `entries` import, statically or `lazyToo`; never past a module of the folders `stopAt`. */
      const reach = (entries: string[], lazyToo: boolean, stopAt: readonly string[] = []): Set<string> => {
        const queue = ids.filter((id) => isIn(id, entries));
        const seen = new Set<string>();
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id) || (stopAt.length > 0 && isIn(id, stopAt) && !isIn(id, entries))) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          queue.push(...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : []));
        }
        return seen;
      };
      // Libraries have chunks of their own (vite.config.ts); only the app's own modules are grouped here.
      const own = (set: Set<string>) => new Set([...set].filter((id) => !id.includes("/node_modules/")));
      const boot = reach([BOOT], false);
      const appStart = own(reach([APP_ENTRY], false));
      // Not site-main.tsx's own closure: its runtime starts things as it is imported (the network status, the
      // install prompt), and a group's modules all run when the app imports any of them (the app's version of a
      // public page shows the header too). Default splitting puts them with site-main.tsx, their only importer.
      const siteStart = own(reach(EVERY_PAGE_ISLANDS, false));
      // What an islands page may load later (its other islands, lazily) stays out of the app's own group.
      const siteAny = reach([SITE_ENTRY], true);
      // The back office imports a few of the header's pieces; it must not download the islands runtime with them.
      const backOffice = reach(BACK_OFFICE, false);
      app = new Set([...appStart].filter((id) => !boot.has(id) && !siteAny.has(id)));
      site = new Set([...siteStart].filter((id) => !boot.has(id) && !appStart.has(id) && !backOffice.has(id)));
      // Both run these as they start, so grouping them changes nothing of what runs when.
      // The back office starts with some of them too (the session, the sign-out question): the same chunk serves it.
      const siteAll = own(reach([SITE_ENTRY, ...EVERY_PAGE_ISLANDS], false));
      shared = new Set([...siteAll].filter((id) => !boot.has(id) && (appStart.has(id) || backOffice.has(id))));
      // Whatever a page outside the back office may load, at once or later, stays out of the back office's groups.
      const elsewhere = reach([APP_ENTRY, SITE_ENTRY], true, BACK_OFFICE);
      const backOfficeOnly = (id: string) => !boot.has(id) && !appStart.has(id) && !elsewhere.has(id);
      const frame = own(reach([ADMIN_FRAME], false));
      const dashboard = own(reach([ADMIN_DASHBOARD], false));
      // The other back-office pages: what the dashboard shares with them goes with the frame, which they all load.
      const otherPages = own(
        reach(
          ids.filter(
            (id) =>
              isIn(id, BACK_OFFICE) &&
              !dashboard.has(id) &&
              !frame.has(id) &&
              !id.split("?")[0]!.endsWith(ADMIN_DASHBOARD_ROUTE),
          ),
          true,
        ),
      );
      adminFrame = new Set([...frame, ...[...dashboard].filter((id) => otherPages.has(id))].filter(backOfficeOnly));
      adminDashboard = new Set([...dashboard].filter((id) => backOfficeOnly(id) && !adminFrame.has(id)));
    },
  };
  return {
    plugin,
    app: (id) => app.has(id),
    site: (id) => site.has(id),
    shared: (id) => shared.has(id),
    adminFrame: (id) => adminFrame.has(id),
    adminDashboard: (id) => adminDashboard.has(id),
  };
}
