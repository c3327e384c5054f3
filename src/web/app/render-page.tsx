// The server-side entry (an SSR bundle built by build/prerender-pages.ts into the build output, never shipped to
// browsers): renders a page to HTML with the same tree, router and catalog the browser uses, each of its islands as
// the browser will hydrate it (src/web/islands/). The build renders the public pages with it once; the server loads
// the bundle by path and renders the booking page per request with the villa it read (src/server/web/booking-page.ts).
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { dehydrate, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import type { Villa } from "../../domain/schemas/villa.ts";
import { AppRoot } from "./app-root.tsx";
import { villaPageQueryKey } from "../features/booking/villa-page/villa-query.ts";
import { SPLASH_PROGRESS, SPLASH_START, splashStepText } from "../features/shell/splash/splash-timeline.ts";
import { SplashView } from "../features/shell/splash/splash-view.tsx";
import { SERVICES } from "../shared/services/catalogue.ts";
import { loadCatalog } from "../i18n/catalogs.ts";
import { DEFAULT_LANGUAGE } from "../../domain/languages.ts";
import { languageOfPath } from "../i18n/language-path.ts";
import { createAppQueryClient } from "../offline/app-query-client.ts";
import { createAppRouter } from "./router.tsx";
import { IslandCollectorContext, type IslandDefinition, type IslandProps } from "../islands/island.tsx";
import { islandElement, islandIdPrefix } from "../islands/island-root.tsx";
import { takePageHead, type PageHead } from "../islands/page-head.ts";
import type { RenderedPage } from "../islands/page-html.ts";
import { firstVisitPaths, prerenderedPaths } from "./prerendered-paths.ts";
import {
  marketingPicture,
  setSiteContact,
  setSiteVilla,
  siteContact,
  siteVilla,
  type SiteContact,
} from "../shared/site/site-data.ts";
import { DEFAULT_SITE_CONTACT } from "../../domain/site-settings.ts";
import { DEFAULT_SHARE_IMAGE } from "../ui/page-meta.tsx";
import { defaultSiteVilla, type SiteVilla } from "../../domain/villa-facts.ts";

export { pageHtml, type RenderedPage } from "../islands/page-html.ts";

const BOOKING_ROUTE_ID = "/$lang/booking";

export function pathsToPrerender(): string[] {
  return prerenderedPaths(SERVICES.map((service) => service.id));
}

/** The pages prerendered for a visit without the service worker only (prerendered-paths.ts), rendered as the above. */
export function firstVisitPathsToPrerender(): string[] {
  return firstVisitPaths();
}

/**
 * A public page: the same for every visitor, so it carries no query data. The build renders it with the shipped
 * contact details and villa, the server again with the owner's once they differ (site settings, the main villa in
 * the page's language). The browser hydrates its islands, not the whole page (src/web/islands/).
 */
export function renderPage(
  path: string,
  contact: SiteContact = DEFAULT_SITE_CONTACT,
  villa: SiteVilla = defaultSiteVilla(languageOfPath(path) ?? DEFAULT_LANGUAGE),
): Promise<RenderedPage> {
  return oneAtATime(() =>
    withQueryClient(async (queryClient) => {
      setSiteContact(contact);
      setSiteVilla(villa);
      const { page } = await render(path, queryClient);
      return { ...page, queryData: null };
    }),
  );
}

/**
 * `/{lang}/booking` (with its search) for the server, with `villa` (the API's villa object) as the answer of the
 * page's villa query. The browser hydrates its islands, as on a prerendered page; the page carries the villa too, for
 * the page's data layer to keep (the app shows it offline from the saved cache).
 */
export function renderBookingPage(
  url: string,
  villa: Villa,
  contact: SiteContact = DEFAULT_SITE_CONTACT,
  mainVilla: SiteVilla = defaultSiteVilla(languageOfPath(url) ?? DEFAULT_LANGUAGE),
): Promise<RenderedPage> {
  return oneAtATime(() =>
    withQueryClient(async (queryClient) => {
      setSiteContact(contact);
      setSiteVilla(mainVilla);
      queryClient.setQueryData(villaPageQueryKey(languageOfPath(url) ?? DEFAULT_LANGUAGE), villa);
      const { page, routeId } = await render(url, queryClient);
      if (routeId !== BOOKING_ROUTE_ID) throw new Error(`Cannot render ${url} as the booking page: it is ${routeId}`);
      return { ...page, queryData: dehydrate(queryClient) };
    }),
  );
}

// A render sets process-wide state (the active language, the page head it records): renders must not overlap.
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work);
  queue = result.catch(() => undefined);
  return result;
}

async function withQueryClient<T>(work: (queryClient: QueryClient) => Promise<T>): Promise<T> {
  const queryClient = createAppQueryClient();
  try {
    return await work(queryClient);
  } finally {
    // The server renders many pages in one process: nothing of this one may stay behind on a timer.
    queryClient.clear();
  }
}

/**
 * The page rendered for its islands to be hydrated: each island is rendered as a root of its own, as the browser will
 * hydrate it, and the rest is plain HTML.
 */
async function render(
  url: string,
  queryClient: QueryClient,
): Promise<{ page: Omit<RenderedPage, "queryData">; routeId: string | undefined }> {
  const path = new URL(url, "http://localhost").pathname;
  const language = languageOfPath(path);
  if (!language) throw new Error(`Cannot render ${url}: it has no language`);
  await loadCatalog(language, path);
  i18n.activate(language);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // A redirect, a not-found or a failed loader is a mistake in the list of pages, not something to write to disk.
  const failed = router.state.matches.find((match) => match.status !== "success");
  if (failed || router.state.location.pathname !== path)
    throw new Error(`Cannot render ${url}: the router did not settle on it`);
  const found: { island: IslandDefinition<IslandProps>; props: IslandProps }[] = [];
  const collect = (island: IslandDefinition<IslandProps>, props: IslandProps) =>
    `<!--island:${found.push({ island, props }) - 1}-->`;
  const app = (
    <IslandCollectorContext value={collect}>
      <AppRoot queryClient={queryClient} router={router} />
    </IslandCollectorContext>
  );
  // A first pass waits for the page's lazy parts to load; the second then renders plain HTML in one piece.
  // (prerender's own output would reveal late parts with inline scripts, which the Content-Security-Policy blocks.)
  await completeRender(app);
  found.length = 0;
  takePageHead();
  let html = withoutRouterScripts(renderToString(app));
  for (const [index, { island, props }] of found.entries()) {
    // An island that reads data (the booking card) reads the page's; the provider adds nothing to the HTML.
    const element = (
      <QueryClientProvider client={queryClient}>{islandElement(island.component, props, path)}</QueryClientProvider>
    );
    await completeRender(element);
    const rendered = renderToString(element, { identifierPrefix: islandIdPrefix(index) });
    html = html.replace(`<!--island:${index}-->`, () => rendered);
  }
  if (html.includes("<!--$!-->") || html.includes("<!--$?-->"))
    throw new Error(`Cannot render ${url}: part of it is still loading`);
  return {
    page: {
      path,
      language,
      html,
      splash: renderSplash(),
      head: withVillaShareImage(takePageHead(), language),
      site: true,
      siteContact: siteContact(),
      siteVilla: siteVilla(language),
    },
    routeId: router.state.matches.at(-1)?.routeId,
  };
}

/** A page head with the main villa's cover as its share picture where the page named none of its own. */
function withVillaShareImage(head: PageHead | null, language: string): PageHead | null {
  return head?.image === DEFAULT_SHARE_IMAGE ? { ...head, image: marketingPicture(language, 0) } : head;
}

/** Renders `element` to the end, its lazy parts loaded, so that a following renderToString has them all. */
async function completeRender(element: ReactElement): Promise<void> {
  await (await prerender(element)).prelude.cancel();
}

/** The splash at 0 %, with every step's text in the page's language for the script that runs it. */
function renderSplash(): string {
  const steps = SPLASH_PROGRESS.map((progress) => splashStepText(i18n, progress));
  return renderToString(
    <I18nProvider i18n={i18n}>
      <SplashView state={SPLASH_START} text={splashStepText(i18n, SPLASH_START.progress)} steps={steps} />
    </I18nProvider>,
  );
}

/**
 * The router's server render adds inline scripts (scroll restoration) that remove themselves once run, and the
 * browser's first render has nothing in their place. The Content-Security-Policy allows no inline script but the
 * splash gate, so they would stay and break hydration; the router restores scroll itself after hydration.
 */
function withoutRouterScripts(html: string): string {
  return html.replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*document\.currentScript\.remove\(\)<\/script>/g, "");
}
