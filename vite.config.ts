// Vite build of the PWA: React, file routes, Lingui macros and PO catalogs, Tailwind and the service worker.
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type PluginOption } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { appStartChunk } from "./build/app-start-chunk.ts";
import { buildInputs } from "./build/build-inputs.ts";
import { compressBuild } from "./build/compress-build.ts";
import { islandImports } from "./build/island-imports.ts";
import { linguiCatalogParts } from "./build/lingui-catalog-parts.ts";
import { offlinePrecache } from "./build/offline-precache.ts";
import { prerenderPages } from "./build/prerender-pages.ts";

// What each build is made from, recorded for `npm start`'s staleness check (scripts/web-build.ts).
const inputs = buildInputs();

/** What turns the app's source into modules: used by the browser build and by the prerender's SSR build. */
function appPlugins(): PluginOption[] {
  return [
    inputs.collect(),
    // The router plugin must see route files before React does, so it can split them per route.
    tanstackRouter({
      target: "react",
      routesDirectory: "src/web/routes",
      generatedRouteTree: "src/web/routeTree.gen.ts",
      autoCodeSplitting: true,
      quoteStyle: "double",
    }),
    // Expands the Lingui macros (natively, before the React transform sees the JSX: its macro step runs "pre") and
    // compiles locales/*/messages.po on import, so neither Babel nor a separate `lingui compile` step is needed.
    lingui({ failOnCompileError: true, macroTransform: true }),
    react(),
    // `messages.po?catalog-part=…`: the core and the page-specific parts of a catalog (src/web/islands/catalog-parts.ts).
    linguiCatalogParts(),
  ];
}

const appStart = appStartChunk();
const offline = offlinePrecache();

const THEME_COLOR = "#0e7490";
const BACKGROUND_COLOR = "#fdfaf3";

export default defineConfig({
  define: {
    // Busts the persisted query cache when a new version ships (src/web/offline/query-persistence.ts).
    __APP_BUILD_ID__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    ...appPlugins(),
    tailwindcss(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/web",
      filename: "sw.ts",
      // The app registers the worker itself with workbox-window (src/web/pwa/register-service-worker.ts).
      injectRegister: false,
      // The manifest's icons are for install dialogs, which fetch them themselves; offline.precacheFilter keeps the
      // small ones the pages and notifications show.
      includeManifestIcons: false,
      manifest: {
        id: "/",
        name: "Red Sea Villa — North Hurghada",
        short_name: "Red Sea Villa",
        description:
          "A luxury holiday villa with hotel-style services in North Hurghada, on the Red Sea coast of Egypt.",
        // `/` opens the guest's language: the stored choice, else the browser's (SPEC 2 root redirect, routes/index.tsx).
        start_url: "/",
        scope: "/",
        display: "standalone",
        // The manifest's own texts are English; the app itself follows the guest's language.
        lang: "en",
        dir: "ltr",
        categories: ["travel", "lifestyle"],
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        // Shown by richer install dialogs; taken with scripts/make-screenshots.ts, pixel sizes must match the files.
        screenshots: [
          {
            src: "/screenshots/home-narrow.png",
            sizes: "540x1170",
            type: "image/png",
            form_factor: "narrow",
            label: "The villa's home page on a phone",
          },
          {
            src: "/screenshots/home-wide.png",
            sizes: "1280x800",
            type: "image/png",
            form_factor: "wide",
            label: "The villa's home page on a desktop",
          },
        ],
      },
      injectManifest: {
        // What the build holds; offline.precacheFilter keeps what every guest uses: the shell, the chunks the public
        // pages, the booking page, My Bookings and sign-in reach, and the small pictures. Not the back office's
        // chunks, not the catalogs (each language's come with its pack), not the photos (kept as they are seen).
        globPatterns: ["**/*.{js,css,html,svg,png,jpg,webp,woff2,webmanifest}"],
        manifestTransforms: [offline.precacheFilter],
        // A hashed file never changes: the worker may take it from the HTTP cache (the page has just loaded most of
        // them) instead of downloading it again.
        dontCacheBustURLsMatching: /^assets\//,
        // The map runtime (maplibre, about 1 MB, and its worker, an .mjs) is fetched only by pages that show a map;
        // every install should not download it: sw.ts keeps it at run time once a map has been shown. The manifest's
        // screenshots are for install dialogs only.
        globIgnores: ["**/map-runtime-*", "screenshots/**"],
        // The service worker's build is one of the build's own: its sources are inputs too.
        buildPlugins: { vite: [inputs.collect()] },
      },
    }),
    // A prerendered page's islands never reach the router, the data layer or zod (src/web/islands/README.md).
    islandImports(),
    prerenderPages(appPlugins),
    // The language packs of the prerendered pages, and where the worker finds them: before their compression.
    offline.plugin,
    compressBuild(),
    appStart.plugin,
    inputs.record,
  ],
  build: {
    // WEB_DIST_DIR lets several builds live side by side (the server reads the same variable).
    outDir: process.env.WEB_DIST_DIR ?? "dist",
    emptyOutDir: true,
    // .vite/manifest.json says which source each chunk comes from: the first-load benchmark reads it to tell the map,
    // the date picker and the back office apart from the marketing pages' chunks.
    manifest: true,
    // Vite's preload helper would insert a <link rel="modulepreload"> for each of the ~50 chunks a page starts
    // with, one by one on the main thread (40–80 ms on this machine, 4× that on a mid-range phone); the browser
    // finds the same chunks itself in the static imports of the chunk it loads, off the main thread.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries pages start with, in a few chunks instead of the ~20 small ones the default splitting made
          // (fewer requests and 6 KB less gzip on a first load, since bigger files compress better). React and Lingui
          // are all a prerendered page's islands need (src/web/islands/); the app adds TanStack's router and data
          // layer, which an island loads only when it needs data. boot.ts runs React in a task of its own before
          // the rest (src/web/app/react-libraries.ts, then src/web/app/libraries.ts): together they took one 25–30 ms task,
          // which a phone at 4× makes a long one.
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|@lingui)[\\/]/ },
            {
              name: "router",
              test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-store|store)[\\/]/,
            },
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/](react-query|query-core|query-persist-client-core)[\\/]/,
            },
            // What only the app starts with, the route definitions included (build/app-start-chunk.ts): one chunk rather
            // than ~40 files of 0.1-3 KB, each its own request on a phone's slow link.
            { name: "app", test: appStart.app, includeDependenciesRecursively: false },
            // What every islands page starts with (the islands runtime, the header and the footer's buttons), and
            // what such a page and the app both start with: two chunks instead of ~25.
            { name: "site-start", test: appStart.site, includeDependenciesRecursively: false },
            { name: "start", test: appStart.shared, includeDependenciesRecursively: false },
            // A signed-in host's or admin's first load: the back office's frame and its dashboard, two chunks instead
            // of ~20 small ones (the same module graph, build/app-start-chunk.ts).
            { name: "admin-frame", test: appStart.adminFrame, includeDependenciesRecursively: false },
            { name: "admin-dashboard", test: appStart.adminDashboard, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:3000", changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: "http://127.0.0.1:3000", changeOrigin: false },
    },
  },
});
