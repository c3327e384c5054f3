// The course of the SPEC 2 splash, shared by the two things that run it: the page's own script on a page whose HTML
// carries the splash (splash-driver.ts) and the app on the empty app shell (splash-screen.tsx).
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** 0 while the page loads, then one step every STEP_MS: about one second from 0 to 100. */
export const SPLASH_PROGRESS: readonly number[] = [0, 20, 40, 60, 80, 100];
const STEP_MS = 200;
const HOLD_READY_MS = 250;
export const SPLASH_FADE_MS = 400;

export interface SplashState {
  progress: number;
  phase: "running" | "fading";
}

export const SPLASH_START: SplashState = { progress: 0, phase: "running" };

/** How long `state` shows before what follows it. */
export function splashStateMs(state: SplashState): number {
  if (state.phase === "fading") return SPLASH_FADE_MS;
  return state.progress < 100 ? STEP_MS : HOLD_READY_MS;
}

/**
 * What follows `state`: the next step, then the fade once "Ready" has shown; null once the fade is over. Each runner
 * shows a state and only then waits for the next, so a busy first load delays the steps but never skips one.
 */
export function nextSplashState(state: SplashState): SplashState | null {
  if (state.phase === "fading") return null;
  const next = SPLASH_PROGRESS.find((step) => step > state.progress);
  return next === undefined ? { progress: state.progress, phase: "fading" } : { progress: next, phase: "running" };
}

/** SPEC 2 labels by progress: Initializing < 25 ≤ Loading Assets < 50 ≤ Preparing Interface < 75 ≤ Finalizing < 95 ≤ Ready. */
export function splashLabel(progress: number): MessageDescriptor {
  if (progress >= 95) return msg`Ready`;
  if (progress >= 75) return msg`Finalizing`;
  if (progress >= 50) return msg`Preparing Interface`;
  if (progress >= 25) return msg`Loading Assets`;
  return msg`Initializing`;
}

/** What the splash shows at one step, in the active language. */
export interface SplashStepText {
  percentage: string;
  label: string;
}

export function splashStepText(i18n: I18n, progress: number): SplashStepText {
  return { percentage: i18n.number(progress / 100, { style: "percent" }), label: i18n._(splashLabel(progress)) };
}
