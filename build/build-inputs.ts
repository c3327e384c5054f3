// Vite plugins: record, at the end of a build, every file the build was made from, into the build output
// (.build-inputs.json), so `npm start` and the browser tests can tell a stale build without a hand-kept list of
// inputs (scripts/web-build.ts). The inputs are the modules of every build the app's build runs (the browser's, the
// service worker's, the prerender's page renderer), the files the Vite config itself loads (these plugins
// included), the public folder, and the few files tools read outside the module graph. With each input's folder the
// record keeps the folder's file names, so a file added beside the inputs (a new route) marks the build stale too.
import { readdirSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { afterWrittenBuild } from "./after-written-build.ts";

/** Inside the build output, in a dot-file: never served, never precached. */
export const BUILD_INPUTS_FILE = ".build-inputs.json";

/** Read by tools outside the module graph: the page template, the Lingui and TypeScript configs, the dependencies. */
const TOOL_INPUTS = ["index.html", "lingui.config.ts", "tsconfig.json", "package.json", "package-lock.json"];

/** Written by the build itself (the router plugin's route tree): its time says nothing about the sources. */
export const GENERATED_INPUTS = new Set(["src/web/routeTree.gen.ts"]);

export interface BuildInputs {
  /** When the build started, in ms since the epoch: an input changed after it is not in the build. */
  startedAt: number;
  /** Repository-relative paths, with "/" between segments. */
  files: string[];
  /** Each input's folder (never the repository root) with the names of the files and folders it held. */
  folders: Record<string, string[]>;
}

/** The entries of `folder` that count: dot-files are editors' and tools' own. */
export function folderEntries(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => !name.startsWith("."))
    .sort();
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => join(folder, name))
    .filter((file) => statSync(file).isFile());
}

/** The repository-relative path of a module id, when it is a file of the repository (not a dependency, not virtual). */
export function inputOf(root: string, id: string): string | null {
  const file = id.split("?", 1)[0] ?? "";
  if (!isAbsolute(file)) return null;
  const path = relative(root, file).split(sep).join("/");
  if (path.startsWith("..") || path.startsWith("node_modules/") || GENERATED_INPUTS.has(path)) return null;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? path : null;
}

export function describeInputs(root: string, startedAt: number, files: Iterable<string>): BuildInputs {
  const sorted = [...new Set(files)].sort();
  const folders: Record<string, string[]> = {};
  for (const file of sorted) {
    const folder = dirname(file);
    if (folder !== "." && !(folder in folders)) folders[folder] = folderEntries(join(root, folder));
  }
  return { startedAt, files: sorted, folders };
}

export function buildInputs(): { collect: () => Plugin; record: Plugin } {
  const ids = new Set<string>();
  let config: ResolvedConfig;
  let startedAt = 0;
  // One collector per build: plugin instances are not shared between Vite builds.
  const collect = (): Plugin => ({
    name: "build-inputs-collect",
    apply: "build",
    buildEnd() {
      for (const id of this.getModuleIds()) ids.add(id);
    },
  });
  const record: Plugin = {
    name: "build-inputs",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    // Last of all (after the prerender's and the service worker's own builds): the plugin comes last in the list.
    // A failed build is no build: `npm start` must build again, not trust a record of it.
    ...afterWrittenBuild(
      async () => {
        if (config.build.ssr) return;
        const root = config.root;
        const publicFiles = config.publicDir ? filesUnder(config.publicDir) : [];
        const files = [
          ...ids,
          ...config.configFileDependencies,
          ...publicFiles,
          ...TOOL_INPUTS.map((f) => join(root, f)),
        ]
          .map((id) => inputOf(root, id))
          .filter((path): path is string => path !== null);
        const outDir = resolve(root, config.build.outDir);
        await writeFile(join(outDir, BUILD_INPUTS_FILE), `${JSON.stringify(describeInputs(root, startedAt, files))}\n`);
      },
      () => {
        startedAt = Date.now();
      },
    ),
  };
  return { collect, record };
}
