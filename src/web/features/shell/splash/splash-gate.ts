// Whether this page load shows the splash (SPEC 2: once per browser session, never to visitors who ask for reduced
// motion), decided by a tiny script inlined in <head> (app/head-script.ts) before anything paints: a page whose
// HTML carries the splash must not show it for a moment and then take it away.
export const SPLASH_SEEN_KEY = "splash-seen";
/** Set on <html> when the splash is skipped; styles.css hides a prerendered splash at once. */
export const NO_SPLASH_ATTRIBUTE = "data-no-splash";

// Storage that throws (some private modes) means no splash: showing it on every load would be worse than never.
export const SPLASH_GATE_SCRIPT =
  `(function(){var show=false;try{show=!matchMedia("(prefers-reduced-motion: reduce)").matches` +
  `&&sessionStorage.getItem("${SPLASH_SEEN_KEY}")===null}catch(e){}` +
  `if(!show)document.documentElement.setAttribute("${NO_SPLASH_ATTRIBUTE}","")})()`;

/** The gate's decision for this page load. */
export function splashSkipped(): boolean {
  return document.documentElement.hasAttribute(NO_SPLASH_ATTRIBUTE);
}

/** Called when a splash starts: the rest of this browser session goes without one. */
export function rememberSplashSeen(): void {
  try {
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, "1");
  } catch {
    // Not remembered: the next load shows the splash again, which is harmless.
  }
}
