// Vite build of the PWA: React, file routes, Lingui macros and PO catalogs, Tailwind and the service worker.
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { linguiMacroPreset } from "./lingui-macro.ts";


const THEME_COLOR = "#0e7490";
const BACKGROUND_COLOR = "#fdfaf3";

export default defineConfig({
  plugins: [
    // The router plugin must see route files before React does, so it can split them per route.
    tanstackRouter({
      target: "react",
      routesDirectory: "src/web/routes",
      generatedRouteTree: "src/web/routeTree.gen.ts",
      autoCodeSplitting: true,
      quoteStyle: "double",
    }),
    // Lingui macros are expanded by Babel before the React transform sees the JSX (lingui/js-lingui#2657).
    babel({ presets: [linguiMacroPreset] }),
    react(),
    // Compiles locales/*/messages.po on import, so no separate `lingui compile` step is needed.
    lingui({ failOnCompileError: true }),
    tailwindcss(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/web",
      filename: "sw.ts",
      // The app registers the worker itself with workbox-window (src/web/pwa/register-service-worker.ts).
      injectRegister: false,
      manifest: {
        id: "/",
        name: "Red Sea Villa — North Hurghada",
        short_name: "Red Sea Villa",
        description: "A luxury holiday villa with hotel-style services in North Hurghada, on the Red Sea coast of Egypt.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        // The shell, every route chunk, the four catalogs, icons and the villa images (the offline fallbacks).
        globPatterns: ["**/*.{js,css,html,svg,png,jpg,webp,woff2,webmanifest}"],
        // The map runtime (maplibre, about 1 MB) is fetched only by pages that show a map; every
        // install should not download it.
        globIgnores: ["**/map-runtime-*"],
      },
    }),
  ],
  build: {
    // WEB_DIST_DIR lets several builds live side by side (the server reads the same variable).
    outDir: process.env.WEB_DIST_DIR ?? "dist",
    emptyOutDir: true,
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
