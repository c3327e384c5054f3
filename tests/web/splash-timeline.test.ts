// The SPEC 2 splash's course: 0, 20, 40, 60, 80, 100 about a second apart in all, "Ready" held, then a fade, with
// the labels at SPEC's thresholds. Both runners (the page's script and the app shell's component) follow it.
import { describe, expect, it } from "vitest";
import {
  nextSplashState,
  splashLabel,
  splashStateMs,
  SPLASH_START,
  type SplashState,
} from "../../src/web/features/shell/splash/splash-timeline.ts";

function course(): { state: SplashState; ms: number }[] {
  const seen: { state: SplashState; ms: number }[] = [];
  for (let state: SplashState | null = SPLASH_START; state; state = nextSplashState(state)) {
    seen.push({ state, ms: splashStateMs(state) });
  }
  return seen;
}

describe("the splash", () => {
  it("steps 0 → 100 by 20 every 200 ms, holds Ready for 250 ms, then fades out in 400 ms and is done", () => {
    expect(course()).toEqual([
      { state: { progress: 0, phase: "running" }, ms: 200 },
      { state: { progress: 20, phase: "running" }, ms: 200 },
      { state: { progress: 40, phase: "running" }, ms: 200 },
      { state: { progress: 60, phase: "running" }, ms: 200 },
      { state: { progress: 80, phase: "running" }, ms: 200 },
      { state: { progress: 100, phase: "running" }, ms: 250 },
      { state: { progress: 100, phase: "fading" }, ms: 400 },
    ]);
  });

  it("reaches 100 % about one second after it starts", () => {
    const toReady = course()
      .filter(({ state }) => state.progress < 100)
      .reduce((sum, { ms }) => sum + ms, 0);
    expect(toReady).toBe(1000);
  });

  it("labels each progress as SPEC 2 says", () => {
    const label = (progress: number) => splashLabel(progress).message;
    expect([0, 24, 25, 49, 50, 74, 75, 94, 95, 100].map(label)).toEqual([
      "Initializing",
      "Initializing",
      "Loading Assets",
      "Loading Assets",
      "Preparing Interface",
      "Preparing Interface",
      "Finalizing",
      "Finalizing",
      "Ready",
      "Ready",
    ]);
  });
});
