// What the service worker keeps for offline use, made from the build itself (build/offline-packs.ts says what and
// why): a filter for the worker's precache list, and a plugin that, once the pages are prerendered, writes one
// language pack per language and tells the built worker where they are. Goes after prerender-pages and before
// compress-build in the plugin list, so the packs and the worker get their compressed copies.
import { readdir, readFile, writeFile, mkdir } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import type { VitePWAOptions } from "vite-plugin-pwa";
import { SUPPORTED_LANGUAGES } from "../src/domain/languages.ts";
import { afterWrittenBuild } from "./after-written-build.ts";
import { appPack, injectOfflineLanguages, isGuestPrecached, languagePacks, pageOfFile } from "./offline-packs.ts";
import { precacheGroups, type BuildManifest, type PrecacheGroups } from "./precache-groups.ts";

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions["injectManifest"]>["manifestTransforms"]>[number];

const SERVICE_WORKER_FILE = "sw.js";

async function readGroups(outDir: string): Promise<PrecacheGroups> {
  const manifest = JSON.parse(await readFile(join(outDir, ".vite", "manifest.json"), "utf8")) as BuildManifest;
  return precacheGroups(manifest);
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

export function offlinePrecache(): { plugin: Plugin; precacheFilter: ManifestTransform } {
  let config: ResolvedConfig | undefined;
  const outDir = () => {
    if (!config) throw new Error("offline-precache must be in the build's plugin list");
    return resolve(config.root, config.build.outDir);
  };

  // Runs while vite-plugin-pwa makes the worker, after Vite wrote its manifest and before the pages are prerendered.
  const precacheFilter: ManifestTransform = async (entries) => {
    const groups = await readGroups(outDir());
    return { manifest: entries.filter((entry) => isGuestPrecached(entry, groups, SUPPORTED_LANGUAGES)), warnings: [] };
  };

  const plugin: Plugin = {
    name: "offline-precache",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    ...afterWrittenBuild(async () => {
      if (config?.build.ssr) return;
      const folder = outDir();
      const groups = await readGroups(folder);
      const { files, languages } = languagePacks(await prerenderedPages(folder), groups.catalogs);
      const appOnly = groups.appOnly.filter((file) => /\.(?:js|css)$/.test(file));
      const app = appPack(
        Object.fromEntries(
          await Promise.all(appOnly.map(async (file) => [file, await readFile(join(folder, file), "utf8")] as const)),
        ),
      );
      for (const { file, content } of [...files, app]) {
        await mkdir(dirname(join(folder, file)), { recursive: true });
        await writeFile(join(folder, file), content);
      }
      const worker = join(folder, SERVICE_WORKER_FILE);
      await writeFile(worker, injectOfflineLanguages(await readFile(worker, "utf8"), languages, `/${app.file}`));
    }),
  };
  return { plugin, precacheFilter };
}
