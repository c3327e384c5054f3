// Serves the built PWA (dist/) from the API's origin: hashed assets cached for a year, pages and the service
// worker revalidated on every load, a prerendered page's own HTML for its path (dist/en/about/index.html for
// /en/about; My Bookings from first-visit-pages.ts), rendered again per request once the owner's contact details
// differ from those the build printed, the booking page rendered per request (booking-page.ts), and
// any other page path answered with the shell.
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../http/api-error.ts";
import { readSiteSettings, readSiteSettingsCached } from "../settings/site-settings.ts";
import { loadBookingPages, type RenderedHtml, type SiteAnswer } from "./booking-page.ts";
import { readSitePageData, SITE_VERSION_HEADER } from "./site-page-data.ts";
import { firstVisitPageFile, firstVisitPagePaths } from "./first-visit-pages.ts";

export interface WebStaticOptions {
  /** Absolute path of the Vite build output; defaults to the package's dist/. */
  root?: string;
}

// WEB_DIST_DIR lets several builds live side by side (e.g. two working copies testing at once).
export const DEFAULT_WEB_ROOT = process.env.WEB_DIST_DIR
  ? resolve(process.env.WEB_DIST_DIR)
  : fileURLToPath(new URL("../../../dist/", import.meta.url));

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";

// A file whose name changes with its content is never revalidated nor resumed: a validator or range support on it
// only costs its answer's bytes (about 90 per file, some forty files on a first visit with the service worker).
const USELESS_ON_IMMUTABLE = ["etag", "last-modified", "accept-ranges"];

// Files whose name never changes between builds must be revalidated, or browsers keep an old app.
const ALWAYS_REVALIDATE = new Set(["index.html", "sw.js", "manifest.webmanifest"]);

const API_PATH = /^\/api(?:[/?#]|$)/;
// The last path segment looks like a file name ("logo.png"): a missing file, not a page of the app.
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/** Cache-Control for a file of the build, by its path relative to dist/ ("assets/index-3f2a.js"). */
export function cacheControlFor(relativePath: string): string {
  // A precompressed copy (sw.js.br) is the same file to the browser: it gets the same caching.
  const path = relativePath
    .split(sep)
    .join("/")
    .replace(/^\/+/, "")
    .replace(/\.(?:br|gz)$/, "");
  // The language packs of the offline pages carry a hash in their name too (build/offline-packs.ts).
  if (path.startsWith("assets/") || path.startsWith("offline/")) return IMMUTABLE;
  // A page names the build's hashed files: an old copy would load scripts a new deploy no longer has.
  if (ALWAYS_REVALIDATE.has(path) || path.endsWith(".html")) return REVALIDATE;
  return SHORT;
}

/** The page paths ("/en/about") the build prerendered: each folder of `root` holding an index.html. */
export function prerenderedPagePaths(root: string): Set<string> {
  const found = readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(sep).join("/"))
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"/index.html".length)}`);
  return new Set(found);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split(/[?#]/, 1)[0] ?? "/";
}

function searchOf(request: FastifyRequest): string {
  const query = request.url.indexOf("?");
  return query === -1 ? "" : (request.url.slice(query).split("#", 1)[0] ?? "");
}

// A language pack of the offline pages (build/offline-packs.ts).
const LANGUAGE_PACK_PATH = /^\/offline\/[a-z]{2}-[\w-]+\.json$/;

function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedHtml,
  type = "text/html; charset=utf-8",
): FastifyReply {
  const accepted = request.headers["accept-encoding"] ?? "";
  reply.code(200).type(type).header("Cache-Control", REVALIDATE).header("Vary", "Accept-Encoding");
  if (/\bbr\b/.test(accepted)) return reply.header("Content-Encoding", "br").send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("Content-Encoding", "gzip").send(page.gzip);
  return reply.send(page.html);
}

const webStatic: FastifyPluginAsync<WebStaticOptions> = async (app, options) => {
  const root = options.root ?? DEFAULT_WEB_ROOT;
  const built = existsSync(join(root, "index.html"));
  const prerendered = built ? prerenderedPagePaths(root) : new Set<string>();
  const firstVisit = built ? firstVisitPagePaths(root) : new Set<string>();
  // Only where the web app runs with its database (src/server/app.ts); without them the page is the shell.
  const bookingPages =
    built && app.hasDecorator("db") && app.hasDecorator("clock")
      ? await loadBookingPages({
          root,
          db: app.db,
          clock: app.clock,
          log: app.log,
          // Without the API's read cache (a server of pages alone), each render reads the rows.
          siteSettings: () =>
            app.hasDecorator("readCache") ? readSiteSettingsCached(app.readCache, app.db) : readSiteSettings(app.db),
          sitePageData: (language) =>
            readSitePageData(app.db, language, app.hasDecorator("readCache") ? app.readCache : undefined, app.clock()),
        })
      : null;

  /** Says which data `answer` shows; true when it was rendered and sent. */
  function answeredWith(request: FastifyRequest, reply: FastifyReply, answer: SiteAnswer | undefined, type?: string) {
    if (answer?.version) reply.header(SITE_VERSION_HEADER, answer.version);
    if (!answer?.page) return false;
    sendRendered(request, reply, answer.page, type);
    return true;
  }

  if (built && bookingPages) {
    // A language pack holds the language's prerendered pages: once the owner's data differs from the build's, the
    // pack is rendered with it, like the pages themselves, for the service worker's offline copies.
    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const path = pathOf(request);
      if (!LANGUAGE_PACK_PATH.test(path)) return;
      const answer = await bookingPages.renderPack(path);
      if (answeredWith(request, reply, answer, "application/json; charset=utf-8")) return reply;
    });
  }

  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      // One route per built file: unknown paths reach the not-found handler below instead of a catch-all,
      // so /api/* keeps its own JSON 404. A rebuild therefore needs a server restart (npm start does both).
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz copies of its text files (build/compress-build.ts): sent as the browser accepts.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const cacheControl = cacheControlFor(relative(root, filePath));
        reply.header("Cache-Control", cacheControl);
        if (cacheControl === IMMUTABLE) for (const name of USELESS_ON_IMMUTABLE) reply.removeHeader(name);
      },
    });
  } else {
    app.log.warn(`The web app is not built (${join(root, "index.html")} is missing): run \`npm run build\`.`);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (API_PATH.test(path)) {
      // The API answers its own unknown paths; this only guards against ever serving the shell for one.
      throw new ApiError("NOT_FOUND", `No API route ${request.method} ${path}`);
    }
    if ((request.method !== "GET" && request.method !== "HEAD") || FILE_PATH.test(path)) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (!built) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send(
          "The web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then restart the server.",
        );
    }
    const page = path.replace(/(.)\/+$/, "$1");
    // A query string can change what the page shows (?tab=, ?subject=): the prerendered HTML is its plain version.
    const plain = !request.url.includes("?");
    if (plain && prerendered.has(page)) {
      // With the owner's contact details and villa when they differ from those the build printed.
      if (answeredWith(request, reply, await bookingPages?.renderSite(page))) return reply;
      return reply.code(200).sendFile(`${page.slice(1)}/index.html`);
    }
    // Its island reads the query itself once it knows the guest (My Bookings' filter and page).
    if (firstVisit.has(page)) {
      if (answeredWith(request, reply, await bookingPages?.renderSite(page))) return reply;
      return reply.code(200).sendFile(firstVisitPageFile(page));
    }
    const rendered = await bookingPages?.render(path, searchOf(request));
    if (rendered) return sendRendered(request, reply, rendered);
    // Every other page of the single-page app is the same shell; the router in the browser picks the page.
    return reply.code(200).sendFile("index.html");
  });
};

export default webStatic;
