// How a splash state looks in the DOM, for the React view (splash-view.tsx) and for the page's own script that runs
// a splash already in the HTML (splash-driver.ts): one description, so the two cannot drift apart.
import type { SplashState, SplashStepText } from "./splash-timeline.ts";

/** The splash's id; styles.css hides it by this id when the gate skips the splash. */
export const SPLASH_ELEMENT_ID = "splash";

/** One of the view's parts, marked `data-splash-part` ("bar", "fill", "percentage", "label"). */
export function splashPart(splash: Element, name: "bar" | "fill" | "percentage" | "label"): HTMLElement | null {
  return splash.querySelector<HTMLElement>(`[data-splash-part="${name}"]`);
}

export const SPLASH_RUNNING_CLASSES = ["opacity-100"];
export const SPLASH_FADING_CLASSES = ["pointer-events-none", "opacity-0"];

export function splashPhaseClasses(state: SplashState): string[] {
  return state.phase === "fading" ? SPLASH_FADING_CLASSES : SPLASH_RUNNING_CLASSES;
}

/**
 * The bar fills by sliding a full-width strip in from the left inside its rounded track: a transform, which the
 * browser animates without laying out the page on every frame (a width transition did, 60 times a second).
 */
export function splashFillTransform(progress: number): string {
  return `translateX(${progress - 100}%)`;
}

export function splashValueText(text: SplashStepText): string {
  return `${text.percentage} · ${text.label}`;
}
