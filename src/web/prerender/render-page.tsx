// Build-time entry (an SSR bundle made by prerender-pages.ts, never shipped to browsers): renders one public page
// to HTML with the same tree, router and catalog the browser uses, so main.tsx can hydrate it instead of
// rendering it again.
import { i18n } from "@lingui/core";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { AppRoot } from "../app-root.tsx";
import { SERVICES } from "../features/services/catalogue.ts";
import { loadCatalog } from "../i18n/catalogs.ts";
import { languageOfPath } from "../i18n/language-path.ts";
import { createAppQueryClient } from "../offline/app-query-client.ts";
import { createAppRouter } from "../router.tsx";
import { takePageHead, type PageHead } from "./page-head.ts";
import { prerenderedPaths } from "./prerendered-paths.ts";

export interface RenderedPage {
  path: string;
  language: string;
  /** The markup that goes inside #app. */
  html: string;
  head: PageHead | null;
}

export function pathsToPrerender(): string[] {
  return prerenderedPaths(SERVICES.map((service) => service.id));
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const language = languageOfPath(path);
  if (!language) throw new Error(`Cannot prerender ${path}: it has no language`);
  await loadCatalog(language, path);
  i18n.activate(language);
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // A redirect, a not-found or a failed loader is a mistake in the list of pages, not something to write to disk.
  const failed = router.state.matches.find((match) => match.status !== "success");
  if (failed || router.state.location.pathname !== path) throw new Error(`Cannot prerender ${path}: the router did not settle on it`);
  const app = <AppRoot queryClient={queryClient} router={router} />;
  // A first pass waits for the page's lazy parts to load; the second then renders plain HTML in one piece.
  // (prerender's own output would reveal late parts with inline scripts, which the Content-Security-Policy blocks.)
  await (await prerender(app)).prelude.cancel();
  takePageHead();
  const html = withoutRouterScripts(renderToString(app));
  if (html.includes("<!--$!-->") || html.includes("<!--$?-->")) throw new Error(`Cannot prerender ${path}: part of it is still loading`);
  return { path, language, html, head: takePageHead() };
}

/**
 * The router's server render adds inline scripts (scroll restoration) that remove themselves once run, and the
 * browser's first render has nothing in their place. The Content-Security-Policy allows no inline script but the
 * splash gate, so they would stay and break hydration; the router restores scroll itself after hydration.
 */
function withoutRouterScripts(html: string): string {
  return html.replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*document\.currentScript\.remove\(\)<\/script>/g, "");
}
