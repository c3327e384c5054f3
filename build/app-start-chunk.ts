// Vite plugin and chunk groups for what pages start with. The default splitting makes dozens of files of 0.1-3 KB of
// the app's own modules, and on a phone each costs a request with about 1 KB of headers, often more than its code.
// Worked out from the module graph once it is built, before the chunks are made:
// - "app": what only the app starts with (main.tsx and what it imports, the route definitions included);
// - "site-start": what only a prerendered or server-rendered islands page starts with: the islands on every such page
//   (the header and the footer's buttons) and what they import;
// - "start": what both start with.
// A module the page's first script (boot.ts) imports is left to it, and no group holds a module only one side starts
// with, so neither downloads code of the other's.
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

export interface StartChunks {
  plugin: Plugin;
  /** Modules only the app starts with. */
  app: (id: string) => boolean;
  /** Modules only an islands page starts with. */
  site: (id: string) => boolean;
  /** Modules both start with. */
  shared: (id: string) => boolean;
}

export function appStartChunk(): StartChunks {
  let app = new Set<string>();
  let site = new Set<string>();
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: "app-start-chunk",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (entries: string[], lazyToo: boolean): Set<string> => {
        const queue = ids.filter((id) => entries.some((entry) => id.endsWith(entry) || id.includes(`${entry}/`)));
        const seen = new Set<string>();
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
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
      const siteAll = own(reach([SITE_ENTRY, ...EVERY_PAGE_ISLANDS], false));
      shared = new Set([...siteAll].filter((id) => !boot.has(id) && appStart.has(id)));
    },
  };
  return { plugin, app: (id) => app.has(id), site: (id) => site.has(id), shared: (id) => shared.has(id) };
}
