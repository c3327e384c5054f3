// Runs the splash that a prerendered or server-rendered page carries in its HTML, from the page's first script
// (boot.ts): it counts from the first paint, not from the moment the app has loaded and hydrated, so on a slow
// phone it lasts about the second SPEC 2 gives it instead of waiting at 0 % for the app's code. It sits outside
// #app, so hydration never sees the DOM it changes.
import { rememberSplashSeen, splashSkipped } from "./splash-gate.ts";
import {
  SPLASH_ELEMENT_ID,
  SPLASH_FADING_CLASSES,
  SPLASH_RUNNING_CLASSES,
  SPLASH_STEPS_ATTRIBUTE,
  splashFillTransform,
  splashPart,
  splashValueText,
} from "./splash-parts.ts";
import { SPLASH_PROGRESS, SPLASH_START, nextSplashState, splashStateMs, type SplashState, type SplashStepText } from "./splash-timeline.ts";

export function runPageSplash(): void {
  const splash = document.getElementById(SPLASH_ELEMENT_ID);
  if (!splash) return;
  // Hidden by CSS since before the first paint when the gate skipped it.
  if (splashSkipped()) {
    splash.remove();
    return;
  }
  rememberSplashSeen();
  const steps = readSteps(splash);
  const run = (state: SplashState) => {
    window.setTimeout(() => {
      const next = nextSplashState(state);
      if (!next) {
        splash.remove();
        return;
      }
      show(splash, next, steps);
      run(next);
    }, splashStateMs(state));
  };
  run(SPLASH_START);
}

function readSteps(splash: HTMLElement): readonly SplashStepText[] {
  try {
    return JSON.parse(splash.getAttribute(SPLASH_STEPS_ATTRIBUTE) ?? "[]") as SplashStepText[];
  } catch {
    return [];
  }
}

function show(splash: HTMLElement, state: SplashState, steps: readonly SplashStepText[]): void {
  if (state.phase === "fading") {
    splash.classList.remove(...SPLASH_RUNNING_CLASSES);
    splash.classList.add(...SPLASH_FADING_CLASSES);
    return;
  }
  const text = steps[SPLASH_PROGRESS.indexOf(state.progress)];
  if (!text) return;
  const bar = splashPart(splash, "bar");
  bar?.setAttribute("aria-valuenow", String(state.progress));
  bar?.setAttribute("aria-valuetext", splashValueText(text));
  const fill = splashPart(splash, "fill");
  if (fill) fill.style.transform = splashFillTransform(state.progress);
  const percentage = splashPart(splash, "percentage");
  if (percentage) percentage.textContent = text.percentage;
  const label = splashPart(splash, "label");
  if (label) label.textContent = text.label;
}
