// Which islands a prerendered page holds and where each one's code and messages are, read from the build's own
// inputs: the page's HTML names its islands (data-island="home-hero"), the app's lists of islands
// (src/web/app/islands.ts, data-islands.ts) give each name its module and catalog parts. The offline packs use it to
// tell what a first visit has certainly loaded (what every page loads) from what it may not have.
import { posix } from "node:path";

/** The lists of islands, from the repository root. */
export const ISLAND_REGISTRIES = ["src/web/app/islands.ts", "src/web/app/data-islands.ts"] as const;

export interface IslandSource {
  /** The island's module, from the repository root ("src/web/features/home/hero/hero-section.tsx"). */
  module: string;
  /** The catalog parts it loads besides the shell's. */
  parts: string[];
}

// `"home-hero": entry(() => import("../features/home/hero/hero-section.tsx").then(...), ["hero"])`
const ENTRY = /"([\w-]+)":\s*entry\(\s*\(\)\s*=>\s*import\("([^"]+)"\)[^[]*?\[([^\]]*)\]/g;

function partsIn(list: string): string[] {
  return [...list.matchAll(/"([\w-]+)"/g)].map((match) => match[1]!);
}

/** The catalog parts every island loads (ISLAND_BASE_PARTS of the first list: the shell's). */
export function baseParts(text: string): string[] {
  const match = /ISLAND_BASE_PARTS\b[^=]*=\s*\[([^\]]*)\]/.exec(text);
  if (!match) throw new Error(`${ISLAND_REGISTRIES[0]} must name ISLAND_BASE_PARTS`);
  return partsIn(match[1]!);
}

/** Every island of the lists (`file` from the repository root, `text` its source), by name. */
export function islandRegistry(lists: readonly { file: string; text: string }[]): Record<string, IslandSource> {
  const islands: Record<string, IslandSource> = {};
  for (const { file, text } of lists) {
    for (const [, name, specifier, parts] of text.matchAll(ENTRY)) {
      islands[name!] = {
        module: posix.normalize(posix.join(posix.dirname(file), specifier!)),
        parts: partsIn(parts!),
      };
    }
  }
  return islands;
}

/** The names of the islands a page's HTML holds, once each. */
export function islandsOfPage(html: string): string[] {
  return [...new Set([...html.matchAll(/\bdata-island="([\w-]+)"/g)].map((match) => match[1]!))].sort();
}
