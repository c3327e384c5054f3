// What the service worker keeps for offline use, made from the build itself (build/offline-packs.ts says what and
// why): a filter for the worker's precache list, and a plugin that, once the pages are prerendered, writes one
// language pack per language and the code packs, and tells the built worker where they are. Goes after prerender-pages and before
// compress-build in the plugin list, so the packs and the worker get their compressed copies.
import { readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import type { VitePWAOptions } from "vite-plugin-pwa";
import { SUPPORTED_LANGUAGES } from "../src/domain/languages.ts";
import { afterWrittenBuild } from "./after-written-build.ts";
import { baseParts, ISLAND_REGISTRIES, islandRegistry, islandsOfPage } from "./island-registry.ts";
import {
  codePack,
  injectOfflineLanguages,
  isGuestPrecached,
  languagePacks,
  offlineCode,
  pageOfFile,
} from "./offline-packs.ts";
import { packPlan, precacheGroups, type BuildManifest, type PackPlan, type PageStart } from "./precache-groups.ts";

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions["injectManifest"]>["manifestTransforms"]>[number];

const SERVICE_WORKER_FILE = "sw.js";

async function readManifest(outDir: string): Promise<BuildManifest> {
  return JSON.parse(await readFile(join(outDir, ".vite", "manifest.json"), "utf8")) as BuildManifest;
}

async function htmlFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each language's prerendered pages, HTML by path, read back from the build folder. */
async function prerenderedPages(outDir: string): Promise<Record<string, Record<string, string>>> {
  const pages: Record<string, Record<string, string>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const files = await htmlFilesUnder(join(outDir, language)).catch(() => []);
    for (const file of files) {
      const page = pageOfFile(relative(outDir, file).split(sep).join("/"));
      if (page) (pages[page.language] ??= {})[page.path] = await readFile(file, "utf8");
    }
  }
  return pages;
}

async function readFiles(folder: string, files: readonly string[]): Promise<Record<string, string>> {
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await readFile(join(folder, file), "utf8")] as const)),
  );
}

/**
 * How each prerendered page starts: its islands (named in its HTML) as manifest keys, through the chunk each island's
 * module went into (`chunkOf`, by module path from the root). The islands no prerendered page holds are the booking
 * page's, which the server renders per request (src/web/islands/README.md).
 */
async function pageStarts(
  root: string,
  manifest: BuildManifest,
  pages: Readonly<Record<string, Readonly<Record<string, string>>>>,
  chunkOf: ReadonlyMap<string, string>,
): Promise<{ starts: PageStart[]; baseParts: string[]; bookingIslands: string[] }> {
  const lists = await Promise.all(
    ISLAND_REGISTRIES.map(async (file) => ({ file, text: await readFile(join(root, file), "utf8") })),
  );
  const registry = islandRegistry(lists);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keyOf = (name: string, where: string) => {
    const island = registry[name];
    const key = island && keyOfFile.get(chunkOf.get(island.module) ?? "");
    // A page whose islands are unknown would make its chunks look unused and leave them out of the packs' split.
    if (!island || !key) throw new Error(`${where}: no chunk found for its island "${name}"`);
    return { key, parts: island.parts };
  };
  const seen = new Set<string>();
  const starts = Object.entries(pages).flatMap(([language, byPath]) =>
    Object.entries(byPath).map(([path, html]) => {
      const names = islandsOfPage(html);
      for (const name of names) seen.add(name);
      return { home: path === `/${language}`, islands: names.map((name) => keyOf(name, path)) };
    }),
  );
  const bookingIslands = Object.keys(registry)
    .filter((name) => !seen.has(name))
    .map((name) => keyOf(name, "the booking page").key);
  return { starts, baseParts: baseParts(lists[0]!.text), bookingIslands };
}

export function offlinePrecache(): { plugin: Plugin; precacheFilter: ManifestTransform } {
  let config: ResolvedConfig | undefined;
  const outDir = () => {
    if (!config) throw new Error("offline-precache must be in the build's plugin list");
    return resolve(config.root, config.build.outDir);
  };

  // Runs while vite-plugin-pwa makes the worker, after Vite wrote its manifest and before the pages are prerendered.
  const precacheFilter: ManifestTransform = async (entries) => {
    return { manifest: entries.filter((entry) => isGuestPrecached(entry, SUPPORTED_LANGUAGES)), warnings: [] };
  };

  // Which chunk each module of the client build went into ("src/web/features/home/hero/hero-section.tsx").
  const chunkOf = new Map<string, string>();

  const plugin: Plugin = {
    name: "offline-precache",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (!config || config.build.ssr) return;
      chunkOf.clear();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of output.moduleIds) chunkOf.set(relative(config.root, id).split(sep).join("/"), output.fileName);
      }
    },
    ...afterWrittenBuild(async () => {
      if (!config || config.build.ssr) return;
      const folder = outDir();
      const manifest = await readManifest(folder);
      const groups = precacheGroups(manifest);
      const pages = await prerenderedPages(folder);
      const { starts, baseParts, bookingIslands } = await pageStarts(config.root, manifest, pages, chunkOf);
      const plan: PackPlan = packPlan(manifest, groups, starts, baseParts, bookingIslands);
      const packedCatalogs = Object.fromEntries(
        await Promise.all(
          Object.entries(plan.catalogs).map(async ([language, files]) => [language, await readFiles(folder, files)]),
        ),
      );
      const { files, languages } = languagePacks(pages, groups.catalogs, packedCatalogs);
      // A guest who landed on a home page (or the booking page) has all of its pack, and the worker skips it. An empty
      // pack is never downloaded: the worker misses none of its files.
      const code = [
        codePack("home", await readFiles(folder, plan.home)),
        codePack("booking", await readFiles(folder, plan.booking)),
        codePack("app", await readFiles(folder, plan.app)),
      ];
      for (const { file, content } of [...files, ...code.map((pack) => pack.file)]) {
        await mkdir(dirname(join(folder, file)), { recursive: true });
        await writeFile(join(folder, file), content);
      }
      const worker = join(folder, SERVICE_WORKER_FILE);
      await writeFile(
        worker,
        injectOfflineLanguages(
          await readFile(worker, "utf8"),
          languages,
          offlineCode(
            plan,
            code.map((pack) => pack.pack),
          ),
        ),
      );
    }),
  };
  return { plugin, precacheFilter };
}
