// Vite plugin and chunk group: the modules only the app starts with (main.tsx and what it imports, the route
// definitions included) ship as one "app" chunk instead of the dozens of small ones the default splitting makes of
// them. A module the page's first script (boot.ts) imports, or that a prerendered page's islands can reach
// (src/web/islands/, statically or lazily), is left out, so such a page never downloads the app's start-up code; the
// group is worked out from the module graph once it is built, before the chunks are made.
import type { Plugin } from "vite";

const BOOT = "/src/web/app/boot.ts";
const APP_ENTRY = "/src/web/app/main.tsx";
const SITE_ENTRY = "/src/web/app/site-main.tsx";

export function appStartChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let appOnly = new Set<string>();
  const plugin: Plugin = {
    name: "app-start-chunk",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (entry: string, lazyToo: boolean): Set<string> => {
        const start = ids.find((id) => id.endsWith(entry));
        const seen = new Set<string>();
        const queue = start ? [start] : [];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          queue.push(...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : []));
        }
        return seen;
      };
      const elsewhere = new Set([...reach(BOOT, false), ...reach(SITE_ENTRY, true)]);
      // Libraries have chunks of their own (vite.config.ts); only the app's own modules are grouped here.
      appOnly = new Set(
        [...reach(APP_ENTRY, false)].filter((id) => !elsewhere.has(id) && !id.includes("/node_modules/")),
      );
    },
  };
  return { plugin, test: (id) => appOnly.has(id) };
}
