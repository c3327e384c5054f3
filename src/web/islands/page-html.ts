// A rendered page written into the app shell (index.html): its language, head tags, markup and the query data its
// markup was rendered with. The build uses it for the prerendered pages (build/prerender-pages.ts) and the server for the
// booking page it renders per request (src/server/web/booking-page.ts, through the renderer bundle).
import { escapeHtml } from "../../domain/html-text.ts";
import { pageHeadTags } from "../ui/page-head-tags.ts";
import type { PageHead } from "./page-head.ts";
import { CONTACT_ELEMENT_ID, VILLA_ELEMENT_ID, type SiteContact, type SiteVilla } from "../shared/site/site-data.ts";
import { queryDataScript } from "./page-query-data.ts";
import { SITE_PAGE_ATTRIBUTE } from "./site-page.ts";
import { contactOf, DEFAULT_SITE_CONTACT } from "../../domain/site-settings.ts";
import { defaultSiteVilla } from "../../domain/villa-facts.ts";

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

/** A JSON data block for `</body>`; "<" is escaped so no text in it can close the element. */
export function dataBlockScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
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
  // Only what differs from the shipped data, which the browser assumes without a block (shared/site/site-data.ts):
  // the build's pages, and their copies in the offline packs, carry none.
  const differs = (data: unknown, shipped: unknown) => JSON.stringify(data) !== JSON.stringify(shipped);
  if (page.siteContact && differs(contactOf(page.siteContact), contactOf(DEFAULT_SITE_CONTACT)))
    html = html.replace(
      "</body>",
      () => `${dataBlockScript(CONTACT_ELEMENT_ID, contactOf(page.siteContact!))}\n  </body>`,
    );
  if (page.siteVilla && differs(page.siteVilla, defaultSiteVilla(page.siteVilla.language)))
    html = html.replace("</body>", () => `${dataBlockScript(VILLA_ELEMENT_ID, page.siteVilla)}\n  </body>`);
  if (page.queryData !== null) html = html.replace("</body>", () => `${queryDataScript(page.queryData)}\n  </body>`);
  return html;
}
