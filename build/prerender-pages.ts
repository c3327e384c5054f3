// Vite plugin: after the browser build, builds the page renderer (an SSR bundle of src/web/app/render-page.tsx,
// made with the app's own plugins) into the build output, where the server loads it to render the booking page per
// request (src/server/web/booking-page.ts), and renders the public pages and My Bookings
// (src/web/app/prerendered-paths.ts) to HTML in each language with it, so a phone paints the page from the first
// response instead of after the JavaScript has arrived; the page's islands then hydrate that HTML (src/web/islands/).
// My Bookings goes into a folder of its own, which the service worker does not keep. It also inlines the head script
// (src/web/app/head-script.ts) into every page's <head>, and writes its hash for the server's Content-Security-Policy.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type PluginOption, type ResolvedConfig } from "vite";
import { afterWrittenBuild } from "./after-written-build.ts";
import { HEAD_SCRIPT_HASH_FILE, headScriptHashFile } from "../src/server/web/head-script-hash.ts";
import { PAGE_RENDERER_FILE } from "../src/server/web/page-renderer-location.ts";
import { firstVisitPageFile } from "../src/server/web/first-visit-pages.ts";
import { HEAD_SCRIPT } from "../src/web/app/head-script.ts";
import type { RenderedPage } from "../src/web/islands/page-html.ts";

const ENTRY = "src/web/app/render-page.tsx";

interface RenderModule {
  pathsToPrerender(): string[];
  firstVisitPathsToPrerender(): string[];
  renderPage(path: string): Promise<RenderedPage>;
  pageHtml(shell: string, page: RenderedPage): string;
}

export function prerenderPages(sharedPlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: "prerender-pages",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: "pre",
      handler: () => [{ tag: "script", children: HEAD_SCRIPT, injectTo: "head" }],
    },
    // Before compress-build (later in the plugin list) compresses the pages.
    ...afterWrittenBuild(async () => {
      // The SSR build below loads this config's plugins too; only the browser build prerenders.
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      await writeFile(join(outDir, HEAD_SCRIPT_HASH_FILE), headScriptHashFile(HEAD_SCRIPT));
      const renderer = join(outDir, PAGE_RENDERER_FILE);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: "warn",
        define: config.define,
        plugins: sharedPlugins(),
        // Self-contained: the build output may live outside the project (WEB_DIST_DIR), far from node_modules.
        ssr: { noExternal: true },
        build: { ssr: ENTRY, outDir: dirname(renderer), emptyOutDir: true, minify: false, copyPublicDir: false },
      });
      const render = (await import(pathToFileURL(renderer).href)) as RenderModule;
      const shell = await readFile(join(outDir, "index.html"), "utf8");
      const pages = [
        ...render.pathsToPrerender().map((path) => ({ path, file: join(outDir, path, "index.html") })),
        ...render.firstVisitPathsToPrerender().map((path) => ({ path, file: join(outDir, firstVisitPageFile(path)) })),
      ];
      for (const { path, file } of pages) {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, render.pageHtml(shell, await render.renderPage(path)));
      }
    }),
  };
}
