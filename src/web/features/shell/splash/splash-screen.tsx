// The splash on the app shell (a page that comes without HTML of its own): the app renders it over the page it
// starts. A prerendered or server-rendered page carries the splash in its HTML instead, run by splash-driver.ts.
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { rememberSplashSeen, splashSkipped } from "./splash-gate.ts";
import { SPLASH_START, nextSplashState, splashStateMs, splashStepText, type SplashState } from "./splash-timeline.ts";
import { SplashView } from "./splash-view.tsx";

export function SplashScreen() {
  const { i18n } = useLingui();
  const [state, setState] = useState<SplashState | null>(() => (splashSkipped() ? null : SPLASH_START));

  useEffect(() => {
    if (!splashSkipped()) rememberSplashSeen();
  }, []);

  useEffect(() => {
    if (!state) return;
    const timer = window.setTimeout(() => setState(nextSplashState(state)), splashStateMs(state));
    return () => window.clearTimeout(timer);
  }, [state]);

  return state ? <SplashView state={state} text={splashStepText(i18n, state.progress)} /> : null;
}
