// A rendered page written into the app shell (index.html): its language, head tags, markup and the query data its
// markup was rendered with. The build uses it for the prerendered pages (build/prerender-pages.ts) and the server for the
// booking page it renders per request (src/server/web/booking-page.ts, through the renderer bundle).
import { escapeHtml } from "../../domain/html-text.ts";
import { pageHeadTags } from "../ui/page-head-tags.ts";
import type { PageHead } from "./page-head.ts";
import { siteContactScript, type SiteContact } from "../shared/site/site-contact.ts";
import { siteVillaScript, type SiteVilla } from "../shared/site/site-villa.ts";
import { queryDataScript } from "./page-query-data.ts";
import { SITE_PAGE_ATTRIBUTE } from "./site-page.ts";

export interface RenderedPage {
  path: string;
  language: string;
  /** The markup that goes inside #app. */
  html: string;
  /** The splash's markup (SPEC 2), which goes after #app: the page's first script runs it, React never sees it. */
  splash: string;
  head: PageHead | null;
  /** Whether the browser hydrates the page's islands (src/web/islands/) rather than the whole page with the app. */
  site: boolean;
  /** TanStack Query's dehydrated state the markup was rendered from, for main.tsx to start from; null for none. */
  queryData: unknown;
  /** The contact details the markup was rendered with, for the browser's islands to hydrate with the same. */
  siteContact?: SiteContact;
  /** The main villa the markup was rendered with, likewise. */
  siteVilla?: SiteVilla;
}

export function pageHtml(shell: string, page: RenderedPage): string {
  let html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(
      '<div id="app"></div>',
      () => `<div id="app"${page.site ? ` ${SITE_PAGE_ATTRIBUTE}` : ""}>${page.html}</div>${page.splash}`,
    );
  if (page.head) {
    const { title, description, noindex } = page.head;
    // The shell has a description already; the other tags are added. Their addresses are from the site's root (the
    // build knows no host): a prerendered page makes them absolute when it starts (islands/hydrate-islands.tsx).
    const tags = pageHeadTags({ ...page.head, pathname: page.path }, "")
      .filter((tag) => tag.attributes.name !== "description")
      .map(
        (tag) =>
          `<${tag.element} ${Object.entries(tag.attributes)
            .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
            .join(" ")} />`,
      );
    if (noindex) tags.push('<meta name="robots" content="noindex" />');
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_, start: string, end: string) => start + escapeHtml(description) + end,
      )
      .replace("</head>", () => `${tags.map((tag) => `  ${tag}\n`).join("")}  </head>`);
  }
  if (page.siteContact) html = html.replace("</body>", () => `${siteContactScript(page.siteContact!)}\n  </body>`);
  if (page.siteVilla) html = html.replace("</body>", () => `${siteVillaScript(page.siteVilla!)}\n  </body>`);
  if (page.queryData !== null) html = html.replace("</body>", () => `${queryDataScript(page.queryData)}\n  </body>`);
  return html;
}
