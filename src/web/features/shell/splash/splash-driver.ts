// Runs the splash that a prerendered or server-rendered page carries in its HTML, from the page's first script
// (boot.ts): it counts from the first paint, not from the moment the app has loaded and hydrated, so on a slow
// phone it lasts about the second SPEC 2 gives it instead of waiting at 0 % for the app's code. It sits outside
// #app, so hydration never sees the DOM it changes.
import { rememberSplashSeen, splashSkipped } from "./splash-gate.ts";
import {
  SPLASH_ELEMENT_ID,
  SPLASH_FADING_CLASSES,
  SPLASH_RUNNING_CLASSES,
  splashFillTransform,
  splashPart,
  splashValueText,
} from "./splash-parts.ts";
import {
  SPLASH_PROGRESS,
  SPLASH_START,
  nextSplashState,
  splashStateMs,
  type SplashState,
  type SplashStepText,
} from "./splash-timeline.ts";

export function runPageSplash(): void {
  const splash = document.getElementById(SPLASH_ELEMENT_ID);
  if (!splash) return;
  // Hidden by CSS since before the first paint when the gate skipped it.
  if (splashSkipped()) {
    splash.remove();
    return;
  }
  rememberSplashSeen();
  const show = shower(splash);
  const run = (state: SplashState) => {
    window.setTimeout(() => {
      const next = nextSplashState(state);
      if (!next) {
        splash.remove();
        return;
      }
      show(next);
      run(next);
    }, splashStateMs(state));
  };
  run(SPLASH_START);
}

/** Shows a state on the splash's own elements, as splash-view.tsx renders it. */
function shower(splash: HTMLElement): (state: SplashState) => void {
  const steps = readSteps(splash);
  const bar = splashPart(splash, "bar");
  const fill = splashPart(splash, "fill");
  const percentage = splashPart(splash, "percentage");
  const label = splashPart(splash, "label");
  return (state) => {
    if (state.phase === "fading") {
      splash.classList.remove(...SPLASH_RUNNING_CLASSES);
      splash.classList.add(...SPLASH_FADING_CLASSES);
      return;
    }
    const text = steps[SPLASH_PROGRESS.indexOf(state.progress)];
    if (!text) return;
    bar?.setAttribute("aria-valuenow", String(state.progress));
    bar?.setAttribute("aria-valuetext", splashValueText(text));
    if (fill) fill.style.transform = splashFillTransform(state.progress);
    if (percentage) percentage.textContent = text.percentage;
    if (label) label.textContent = text.label;
  };
}

// The texts come from the page's own HTML; even so, a splash that cannot read them must not stop boot.ts from
// starting the app, so it then runs without changing them.
function readSteps(splash: HTMLElement): readonly SplashStepText[] {
  try {
    return JSON.parse(splash.dataset.splashSteps ?? "[]") as SplashStepText[];
  } catch {
    return [];
  }
}
