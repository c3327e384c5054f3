// Vite plugin: after the browser build, renders the public pages (src/web/prerender/prerendered-paths.ts) to HTML
// in each language, so a phone paints the page from the first response instead of after the JavaScript has
// arrived; main.tsx then hydrates that HTML. It also inlines the head script (src/web/prerender/head-script.ts)
// into every page's <head>. The render runs an SSR bundle of src/web/prerender/render-page.tsx built with the app's own plugins.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type PluginOption, type ResolvedConfig } from "vite";
import { escapeHtml } from "./src/domain/html-text.ts";
import { HEAD_SCRIPT } from "./src/web/prerender/head-script.ts";
import type { RenderedPage } from "./src/web/prerender/render-page.tsx";

const ENTRY = "src/web/prerender/render-page.tsx";

interface RenderModule {
  pathsToPrerender(): string[];
  renderPage(path: string): Promise<RenderedPage>;
}

/** The shell's HTML with one page's language, head tags and markup in it. */
export function pageHtml(shell: string, page: RenderedPage): string {
  let html = shell.replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`).replace('<div id="app"></div>', () => `<div id="app">${page.html}</div>`);
  if (page.head) {
    const { title, description, noindex } = page.head;
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_, start: string, end: string) => start + escapeHtml(description) + end);
    if (noindex) html = html.replace("</head>", '<meta name="robots" content="noindex" />\n  </head>');
  }
  return html;
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
    closeBundle: {
      // Before compress-build (also post and sequential, later in the plugin list) compresses the pages.
      order: "post",
      sequential: true,
      async handler() {
        // The SSR build below loads this config's plugins too; only the browser build prerenders.
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const ssrDir = resolve(config.root, "node_modules/.prerender");
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: "warn",
          define: config.define,
          plugins: sharedPlugins(),
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, minify: false, copyPublicDir: false },
        });
        const render = (await import(pathToFileURL(join(ssrDir, "render-page.js")).href)) as RenderModule;
        const shell = await readFile(join(outDir, "index.html"), "utf8");
        for (const path of render.pathsToPrerender()) {
          const file = join(outDir, path, "index.html");
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, pageHtml(shell, await render.renderPage(path)));
        }
        await rm(ssrDir, { recursive: true, force: true });
      },
    },
  };
}
