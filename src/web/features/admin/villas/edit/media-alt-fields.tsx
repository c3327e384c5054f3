// An uploaded photo's description (alt text) in the four languages: English first, as the text the others translate,
// then French, Russian and German. Each language still empty is flagged "Missing", and the closed editor says how
// many are. Guests who cannot see the photo hear this description.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { LANGUAGES, type Language } from "../../../../../domain/languages.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { TextField } from "../../../../ui/form/fields.tsx";
import { MEDIA_ALT_MAX } from "../../../../../domain/media.ts";
import { missingAlt } from "./media-api.ts";
import type { MediaAltState } from "./use-media-alts.ts";

export interface MediaAltFieldsProps {
  position: number;
  state: MediaAltState;
  open: boolean;
  onToggle: () => void;
  onChange: (language: Language, text: string) => void;
}

function MissingFlag() {
  return (
    <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
      <Trans>Missing</Trans>
    </span>
  );
}

export function MediaAltFields({ position, state, open, onToggle, onChange }: MediaAltFieldsProps) {
  const { t } = useLingui();
  const panelId = useId();
  const missing = state.status === "ready" ? missingAlt(state.alt).length : 0;
  return (
    <div className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
        className={buttonClass({ variant: "ghost", size: "sm", className: "ring-1 ring-slate-300" })}
      >
        {open ? <Trans>Hide description</Trans> : <Trans>Describe photo</Trans>}
        <span className="sr-only"> {t`(image ${position})`}</span>
        {missing > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 text-sm text-amber-900">
            <Trans>Missing: {missing}</Trans>
          </span>
        ) : null}
      </button>
      {open ? (
        <fieldset id={panelId} className="mt-3 min-w-0 space-y-3 rounded-lg bg-slate-50 p-3">
          <legend className="sr-only">{t`Description of image ${position}`}</legend>
          <p className="text-sm text-slate-700">
            <Trans>What the photo shows, for guests who cannot see it. Write it in English first.</Trans>
          </p>
          {state.status === "loading" ? (
            <p className="text-sm text-slate-700">
              <Trans>Loading description...</Trans>
            </p>
          ) : state.status === "failed" ? (
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm font-medium text-red-800">
                <Trans>The description could not be loaded.</Trans>
              </p>
              <button type="button" onClick={state.retry} className={buttonClass({ variant: "secondary", size: "sm" })}>
                <Trans>Try again</Trans>
              </button>
            </div>
          ) : (
            LANGUAGES.map(({ code, nativeName }) => {
              const empty = state.alt[code].trim() === "";
              const englishWritten = state.alt.en.trim() !== "";
              return (
                <TextField
                  key={code}
                  label={
                    <>
                      <span lang={code}>{nativeName}</span>
                      {empty ? <MissingFlag /> : null}
                    </>
                  }
                  hint={
                    empty && code !== "en" && englishWritten
                      ? t`Not translated yet: guests see the English.`
                      : undefined
                  }
                  value={state.alt[code]}
                  onChange={(text) => onChange(code, text)}
                  maxLength={MEDIA_ALT_MAX}
                  autoComplete="off"
                  lang={code}
                  error={undefined}
                />
              );
            })
          )}
        </fieldset>
      ) : null}
    </div>
  );
}
