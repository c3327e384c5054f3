// A prerendered page is on screen before the app (or its islands, src/web/islands/) is attached to it. Two marks on
// <html> say how far that has come: "ready" once the page responds (the app has rendered, or the islands that
// hydrate at load have), "complete" once every part of it does (islands that wait for the browser to be idle, such
// as a form further down, included). Until complete a form would submit the browser's way (a GET that puts what was
// typed into the address), so the head script holds submits back (early-input-script.ts); tests and benchmarks read
// the marks too.
export const APP_READY_ATTRIBUTE = "data-app-ready";
export const APP_COMPLETE_ATTRIBUTE = "data-app-complete";

/** The page responds. */
export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
}

/** Every part of the page responds. */
export function markAppComplete(): void {
  markAppReady();
  document.documentElement.setAttribute(APP_COMPLETE_ATTRIBUTE, "");
}
