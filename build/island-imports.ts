// Vite plugin: fails the build when an island of a prerendered page reaches, by static imports, what such a page
// must never download: the router, the data layer (TanStack Query, the saved cache's idb-keyval) or zod. It reads
// the module graph the bundler built, so it sees exactly what ships; an island that needs data starts the data
// layer with a dynamic import when it opens (src/web/islands/with-query-client.tsx), which is not followed. The
// islands that read data (src/web/app/data-islands.ts: the server-rendered villa page's booking card, My Bookings'
// content) may bring the data layer, never the router or zod, not even in a part they load later (a dynamic import,
// followed for them).
import type { Plugin } from "vite";

/** The islands are what the app's list of islands (src/web/app/islands.ts) imports lazily. */
const REGISTRY = "/src/web/app/islands.ts";
/** The islands that bring the data layer, listed apart (and added to the list above). */
const DATA_REGISTRY = "/src/web/app/data-islands.ts";
/** The data layer itself, when an island's part imports it: it loads its own libraries, after the page responds. */
const DATA_LAYER = "/src/web/islands/app-services.tsx";

export const FORBIDDEN_IN_ISLANDS =
  /[\\/]node_modules[\\/](?:@tanstack[\\/](?:react-router|react-query)|idb-keyval|zod)[\\/]/;

export const FORBIDDEN_IN_DATA_ISLANDS = /[\\/]node_modules[\\/](?:@tanstack[\\/]react-router|zod)[\\/]/;

export interface IslandImportRules {
  forbidden: RegExp;
  /** Ids whose imports are not followed. */
  stopAt: (id: string) => boolean;
}

/** For each island, the first chain of static imports (island first) that reaches a forbidden module, if any. */
export function forbiddenIslandImports(
  islands: readonly string[],
  importedIds: (id: string) => readonly string[],
  { forbidden, stopAt }: IslandImportRules,
): string[][] {
  const chains: string[][] = [];
  for (const island of islands) {
    const parent = new Map<string, string | null>([[island, null]]);
    const queue = [island];
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (forbidden.test(id)) {
        const chain: string[] = [];
        for (let at: string | null | undefined = id; at; at = parent.get(at)) chain.unshift(at);
        chains.push(chain);
        break;
      }
      if (stopAt(id)) continue;
      for (const next of importedIds(id)) {
        if (parent.has(next)) continue;
        parent.set(next, id);
        queue.push(next);
      }
    }
  }
  return chains;
}

export function islandImports(): Plugin {
  return {
    name: "island-imports",
    apply: "build",
    buildEnd(error) {
      if (error) return;
      // Only in the browser build (the page renderer's and the service worker's builds do not run this plugin): a
      // missing list means a moved file, and a check that would pass without looking.
      const islandsOf = (file: string) => {
        const registry = [...this.getModuleIds()].find((id) => id.endsWith(file));
        if (!registry) this.error(`${file} is not in the build: the islands' imports cannot be checked`);
        const islands = this.getModuleInfo(registry)?.dynamicallyImportedIds ?? [];
        if (islands.length === 0) this.error(`${file} imports no island: the islands' imports cannot be checked`);
        return islands;
      };
      const root = process.cwd();
      const importedIds = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const allImportedIds = (id: string) => {
        const info = this.getModuleInfo(id);
        return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
      };
      const chains = [
        ...forbiddenIslandImports(islandsOf(REGISTRY), importedIds, {
          forbidden: FORBIDDEN_IN_ISLANDS,
          stopAt: (id) => id.endsWith(DATA_LAYER),
        }),
        ...forbiddenIslandImports(islandsOf(DATA_REGISTRY), allImportedIds, {
          forbidden: FORBIDDEN_IN_DATA_ISLANDS,
          stopAt: () => false,
        }),
      ];
      if (chains.length > 0) {
        const lines = chains.map((chain) => chain.map((id) => id.replace(`${root}/`, "")).join(" → "));
        this.error(
          `An island of a prerendered page brings the router, the data layer or zod along (load them lazily):\n${lines.join("\n")}`,
        );
      }
    },
  };
}
