// The loading splash of SPEC 2: about one second of progress (20, 40, 60, 80, 100) with its labels, shown once per
// browser session over the page, which renders underneath meanwhile, then faded out. It ships in the entry
// bundle (no extra request); whether a load shows it is decided before the first paint (splash-gate.ts).
import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import { useBrowserFact } from "../../ui/external-value.ts";
import { SPLASH_SEEN_KEY, splashSkipped } from "./splash-gate.ts";

export const SPLASH_STEPS = [20, 40, 60, 80, 100] as const;
const STEP_MS = 200;
const HOLD_READY_MS = 250;
const FADE_MS = 400;

/** SPEC 2 labels by progress: Initializing < 25 ≤ Loading Assets < 50 ≤ Preparing Interface < 75 ≤ Finalizing < 95 ≤ Ready. */
export function splashLabel(progress: number): MessageDescriptor {
  if (progress >= 95) return msg`Ready`;
  if (progress >= 75) return msg`Finalizing`;
  if (progress >= 50) return msg`Preparing Interface`;
  if (progress >= 25) return msg`Loading Assets`;
  return msg`Initializing`;
}

function rememberSplashSeen(): void {
  try {
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, "1");
  } catch {
    // Not remembered: the next load shows the splash again, which is harmless.
  }
}

export function SplashScreen() {
  // A prerendered page carries the splash in its HTML, so hydration starts from "shown"; the gate's decision for
  // this load applies right after (a skipped splash was already hidden by CSS).
  const shown = useBrowserFact(() => !splashSkipped(), true);
  return shown ? <SplashOverlay /> : null;
}

function SplashOverlay() {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<"running" | "fading" | "gone">("running");

  useEffect(rememberSplashSeen, []);

  // One timer per step, each scheduled once the previous step has rendered: a busy first load delays the steps
  // but never skips one.
  useEffect(() => {
    if (phase === "gone") return;
    const next = SPLASH_STEPS.find((step) => step > progress);
    const timer =
      next !== undefined
        ? window.setTimeout(() => setProgress(next), STEP_MS)
        : phase === "running"
          ? window.setTimeout(() => setPhase("fading"), HOLD_READY_MS)
          : window.setTimeout(() => setPhase("gone"), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [progress, phase]);

  if (phase === "gone") return null;
  const label = i18n._(splashLabel(progress));
  const percentage = i18n.number(progress / 100, { style: "percent" });

  return (
    <div
      data-testid="splash"
      className={`fixed inset-0 z-[100] flex flex-col items-center justify-center bg-sea-900 px-6 text-white transition-opacity ${
        phase === "fading" ? "pointer-events-none opacity-0" : "opacity-100"
      }`}
      style={{ transitionDuration: `${FADE_MS}ms` }}
    >
      <p className="font-serif text-3xl font-semibold">{t`Red Sea Villa`}</p>
      <div
        role="progressbar"
        aria-label={t`Loading the site`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${percentage} · ${label}`}
        className="mt-8 h-2 w-64 max-w-full overflow-hidden rounded-full bg-white/20"
      >
        <div className="h-full rounded-full bg-sand-200 transition-[width] duration-200 ease-out" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-4 flex gap-3 text-sm font-medium tracking-wide" aria-hidden="true">
        <span data-testid="splash-percentage" className="tabular-nums">
          {percentage}
        </span>
        <span data-testid="splash-label">{label}</span>
      </p>
    </div>
  );
}
