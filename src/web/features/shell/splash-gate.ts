// Whether this page load shows the splash (SPEC 2: once per browser session, never to visitors who ask for reduced
// motion), decided by a tiny script inlined in <head> (prerender/head-script.ts) before anything paints. A
// prerendered page already has the splash in its HTML; deciding in React would come after that HTML was on screen.
export const SPLASH_SEEN_KEY = "splash-seen";
/** Set on <html> when the splash is skipped; styles.css hides a prerendered splash at once. */
export const NO_SPLASH_ATTRIBUTE = "data-no-splash";

// Storage that throws (some private modes) means no splash: showing it on every load would be worse than never.
export const SPLASH_GATE_SCRIPT =
  `(function(){var show=false;try{show=!matchMedia("(prefers-reduced-motion: reduce)").matches` +
  `&&sessionStorage.getItem("${SPLASH_SEEN_KEY}")===null}catch(e){}` +
  `if(!show)document.documentElement.setAttribute("${NO_SPLASH_ATTRIBUTE}","")})()`;

/** The gate's decision for this page load (false while rendering at build time: the HTML carries the splash). */
export function splashSkipped(): boolean {
  return document.documentElement.hasAttribute(NO_SPLASH_ATTRIBUTE);
}
