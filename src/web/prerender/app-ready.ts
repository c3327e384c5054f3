// A prerendered page is on screen before the app is attached to it. Until then a form would submit the browser's way
// (a GET that puts what was typed into the address), so the head script holds submits back until the app marks
// itself ready; the same mark tells tests and benchmarks that the page now responds.
export const APP_READY_ATTRIBUTE = "data-app-ready";

/** Inline, in <head>: cancels form submissions that happen before the app is ready. */
export const HOLD_SUBMITS_SCRIPT =
  `document.addEventListener("submit",function(e){` +
  `if(!document.documentElement.hasAttribute("${APP_READY_ATTRIBUTE}"))e.preventDefault()},true)`;

export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
}
