// On #app of a prerendered public page: the browser hydrates its islands (src/web/site/site-main.tsx) instead of
// starting the app. Its own module, so the page's first script (boot.ts) reads it without the renderer's code.
export const SITE_PAGE_ATTRIBUTE = "data-site-page";
