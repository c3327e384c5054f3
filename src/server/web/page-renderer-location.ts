// Where the build puts the server's page renderer (an SSR bundle of src/web/app/render-page.tsx): inside
// the web build, so each build carries its own, in a dot-folder, which the static file server never serves and
// the service worker never precaches (both skip dot-files).
export const PAGE_RENDERER_FILE = ".ssr/render-page.js";
