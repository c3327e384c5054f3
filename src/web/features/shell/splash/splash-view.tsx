// The splash as it looks at one state (SPEC 2): the villa's name, a progress bar, the percentage and its label.
import { useLingui } from "@lingui/react/macro";
import { SPLASH_ELEMENT_ID, splashFillTransform, splashPhaseClasses, splashValueText } from "./splash-parts.ts";
import { SPLASH_FADE_MS, type SplashState, type SplashStepText } from "./splash-timeline.ts";

interface SplashViewProps {
  state: SplashState;
  text: SplashStepText;
  /** Every step's text (one per SPLASH_PROGRESS step), written into the HTML for the page's script (splash-driver.ts). */
  steps?: readonly SplashStepText[];
}

export function SplashView({ state, text, steps }: SplashViewProps) {
  const { t } = useLingui();
  return (
    <div
      id={SPLASH_ELEMENT_ID}
      data-testid="splash"
      data-splash-steps={steps ? JSON.stringify(steps) : undefined}
      className={`fixed inset-0 z-[100] flex flex-col items-center justify-center bg-sea-900 px-6 text-white transition-opacity ${splashPhaseClasses(state).join(" ")}`}
      style={{ transitionDuration: `${SPLASH_FADE_MS}ms` }}
    >
      <p className="font-serif text-3xl font-semibold">{t`Red Sea Villa`}</p>
      <div
        role="progressbar"
        aria-label={t`Loading the site`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.progress}
        aria-valuetext={splashValueText(text)}
        data-splash-part="bar"
        className="mt-8 h-2 w-64 max-w-full overflow-hidden rounded-full bg-white/20"
      >
        <div
          data-splash-part="fill"
          className="h-full w-full rounded-full bg-sand-200 transition-transform duration-200 ease-out"
          style={{ transform: splashFillTransform(state.progress) }}
        />
      </div>
      <p className="mt-4 flex gap-3 text-sm font-medium tracking-wide" aria-hidden="true">
        <span data-testid="splash-percentage" data-splash-part="percentage" className="tabular-nums">
          {text.percentage}
        </span>
        <span data-testid="splash-label" data-splash-part="label">
          {text.label}
        </span>
      </p>
    </div>
  );
}
