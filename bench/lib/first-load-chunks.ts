// What the build's files are: their gzip size and whether a file belongs to the map, the date picker or the back
// office, read from Vite's manifest (build.manifest in vite.config.ts) so a renamed chunk cannot hide a leak.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export type ChunkKind = "map" | "date picker" | "back office";

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

// Modules whose chunks must never reach a marketing page's first load, by their source path.
const KIND_OF_SOURCE: readonly [ChunkKind, RegExp][] = [
  ["map", /\/features\/map\/map-runtime\.ts|node_modules\/maplibre-gl\//],
  ["date picker", /\/features\/booking\/date-picker\/date-picker-dialog\.tsx|node_modules\/react-day-picker\//],
  ["back office", /^src\/web\/(?:routes\/\$lang\/admin\/|features\/admin\/)/],
];

export interface BuildChunks {
  /** The gzip size of a file of the build by its URL path ("/assets/index-abc.js"), memoised. */
  gzipBytes(path: string): Promise<number>;
  /** The kinds a file of the build belongs to (empty for ordinary chunks). */
  kindsOf(path: string): ChunkKind[];
}

export async function readBuildChunks(distDir: string): Promise<BuildChunks> {
  const manifestPath = join(distDir, ".vite", "manifest.json");
  const manifest = JSON.parse(
    await readFile(manifestPath, "utf8").catch(() => {
      throw new Error(`${manifestPath} is missing: the first-load benchmark needs build.manifest in vite.config.ts`);
    }),
  ) as Record<string, ManifestChunk>;

  const kinds = new Map<string, Set<ChunkKind>>();
  const kindSet = (file: string) => kinds.get(file) ?? kinds.set(file, new Set()).get(file)!;
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = chunk.src ?? key;
    for (const [kind, pattern] of KIND_OF_SOURCE) {
      if (pattern.test(source)) {
        kindSet(chunk.file).add(kind);
        for (const css of chunk.css ?? []) kindSet(css).add(kind);
      }
    }
  }
  // A shared chunk that only chunks of one kind import belongs to that kind too (e.g. the back office's own
  // helpers split out of its routes); repeated until nothing changes, for chains of such chunks.
  const importersOf = new Map<string, string[]>();
  for (const chunk of Object.values(manifest)) {
    for (const imported of chunk.imports ?? []) {
      const file = manifest[imported]?.file;
      if (file) importersOf.set(file, [...(importersOf.get(file) ?? []), chunk.file]);
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [file, importers] of importersOf) {
      for (const [kind] of KIND_OF_SOURCE) {
        if (kindSet(file).has(kind)) continue;
        if (importers.every((importer) => kinds.get(importer)?.has(kind))) {
          kindSet(file).add(kind);
          changed = true;
        }
      }
    }
  }

  const sizes = new Map<string, Promise<number>>();
  return {
    gzipBytes(path) {
      let size = sizes.get(path);
      if (!size) {
        size = readFile(join(distDir, decodeURIComponent(path))).then((bytes) => gzipSync(bytes, { level: 9 }).length);
        sizes.set(path, size);
      }
      return size;
    },
    kindsOf(path) {
      return [...(kinds.get(path.replace(/^\//, "")) ?? [])];
    },
  };
}
