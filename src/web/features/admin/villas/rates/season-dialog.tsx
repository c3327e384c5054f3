// Adding or editing one season, in a dialog (a full-width sheet on a phone): its name, first and last night, rates,
// minimum stay and, when the owner limits them, the weekdays a stay may begin and end on. Checked with the API's own
// rules (season-form-values.ts) before it is sent; a season sharing a night with another one comes back as 409
// SEASON_OVERLAP and is shown at the dates, naming the other season, in the owner's language.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { RATE_LIMITS } from "../../../../../domain/rates/rate-messages.ts";
import type { StoredSeason } from "../../../../../domain/schemas/rates.ts";
import { apiErrorText, apiFieldErrors } from "../../../../api/error-text.ts";
import { ApiRequestError } from "../../../../api/http.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { Dialog } from "../../../../ui/dialog.tsx";
import { CheckboxField, NumberField, TextField } from "../../../../ui/form/fields.tsx";
import { useFieldProblems } from "../../../../ui/form/use-field-problems.ts";
import { toast } from "../../../../ui/toast/toast-store.ts";
import { useSaveSeason } from "./rates-queries.ts";
import {
  checkSeasonValues,
  emptySeasonValues,
  SEASON_FIELDS,
  seasonFieldOf,
  seasonFormValuesOf,
  type SeasonField,
  type SeasonFormValues,
} from "./season-form-values.ts";
import { WeekdayPicker } from "./weekday-picker.tsx";
import { rateRuleText } from "./rate-rule-text.ts";

export interface SeasonDialogProps {
  villaId: string;
  /** The season to edit, or null to add one; the dialog is open while this is not undefined. */
  season: StoredSeason | null | undefined;
  onClose: () => void;
}

export function SeasonDialog({ villaId, season, onClose }: SeasonDialogProps) {
  const { t } = useLingui();
  const open = season !== undefined;
  return (
    <Dialog open={open} onClose={onClose} title={season ? t`Edit season` : t`Add a season`}>
      {open ? <SeasonForm key={season?.id ?? "new"} villaId={villaId} season={season} onDone={onClose} /> : null}
    </Dialog>
  );
}

function SeasonForm({ villaId, season, onDone }: { villaId: string; season: StoredSeason | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<SeasonFormValues>(() =>
    season ? seasonFormValuesOf(season) : emptySeasonValues(),
  );
  const { problems, setProblems, clearProblem, controlRef, focusField } = useFieldProblems<SeasonField>();
  const save = useSaveSeason(villaId);
  const saving = save.isPending;

  // The first problem gets the focus once the form is enabled again: a server's answer arrives while the fieldset is
  // still disabled for the save, and a disabled field cannot take the focus.
  const pendingFocus = useRef<SeasonField | null>(null);
  useEffect(() => {
    if (saving || pendingFocus.current === null) return;
    focusField(pendingFocus.current);
    pendingFocus.current = null;
  });

  function showProblems(marked: Partial<Record<SeasonField, string>>) {
    setProblems(marked);
    pendingFocus.current = SEASON_FIELDS.find((field) => marked[field] !== undefined) ?? null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = checkSeasonValues(values);
    if (checked.season === null) {
      const marked: Partial<Record<SeasonField, string>> = {};
      for (const issue of checked.issues) marked[issue.path as SeasonField] ??= rateRuleText(i18n, issue.message);
      showProblems(marked);
      return;
    }
    try {
      await save.mutateAsync({ id: season?.id ?? null, season: checked.season });
      toast.success(season ? t`Season saved` : t`Season added`);
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "SEASON_OVERLAP") {
        // The server names the other season; its words go through the rule texts into the owner's language.
        showProblems({ startDate: rateRuleText(i18n, error.message) });
        return;
      }
      const marked: Partial<Record<SeasonField, string>> = {};
      for (const [path, message] of Object.entries(apiFieldErrors(i18n, error, rateRuleText))) {
        const field = seasonFieldOf(path);
        if (field) marked[field] ??= message;
      }
      showProblems(marked);
      toast.error(t`Failed to save the season`, { description: apiErrorText(i18n, error, t`Please try again.`) });
    }
  }

  const set = <K extends keyof SeasonFormValues>(name: K, value: SeasonFormValues[K], field?: SeasonField) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (field) clearProblem(field);
  };
  const text = (name: SeasonField & keyof SeasonFormValues) => ({
    value: values[name] as string,
    onChange: (value: string) => set(name, value, name),
    error: problems[name],
    inputRef: controlRef(name),
  });
  const money = { min: 0.01, max: RATE_LIMITS.rateMax, step: 0.01, inputMode: "decimal" as const };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving}>
      <fieldset disabled={saving} className="min-w-0 space-y-4">
        <TextField
          label={t`Season name`}
          hint={t`For you alone, e.g. "Christmas" or "Summer"`}
          required
          maxLength={RATE_LIMITS.seasonNameMax}
          autoComplete="off"
          {...text("name")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`First night`} type="date" required {...text("startDate")} />
          <TextField
            label={t`Last night`}
            hint={t`Included. Guests staying that night check out the next morning.`}
            type="date"
            required
            min={values.startDate || undefined}
            {...text("lastNight")}
          />
          <NumberField label={t`Nightly rate (EUR)`} required {...money} {...text("nightlyRate")} />
          <NumberField
            label={t`Weekend rate (EUR)`}
            hint={t`Optional. Empty: the nightly rate.`}
            {...money}
            {...text("weekendRate")}
          />
          <NumberField
            label={t`Minimum stay (nights)`}
            hint={t`Optional. Empty: the villa's own.`}
            min={1}
            max={RATE_LIMITS.minStayMax}
            inputMode="numeric"
            {...text("minStay")}
          />
        </div>
        <DaysChoice
          limitLabel={t`Only some arrival days`}
          legend={<Trans>Guests may arrive on</Trans>}
          limit={values.limitArrival}
          onLimit={(on) => set("limitArrival", on, "arrivalDays")}
          days={values.arrivalDays}
          onDays={(days) => set("arrivalDays", days, "arrivalDays")}
          error={problems.arrivalDays}
          inputRef={controlRef("arrivalDays")}
        />
        <DaysChoice
          limitLabel={t`Only some departure days`}
          legend={<Trans>Guests may leave on</Trans>}
          limit={values.limitDeparture}
          onLimit={(on) => set("limitDeparture", on, "departureDays")}
          days={values.departureDays}
          onDays={(days) => set("departureDays", days, "departureDays")}
          error={problems.departureDays}
          inputRef={controlRef("departureDays")}
        />
      </fieldset>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={buttonClass({ variant: "secondary" })}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" disabled={saving} className={buttonClass({})}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save season</Trans>}
        </button>
      </div>
    </form>
  );
}

interface DaysChoiceProps {
  limitLabel: string;
  legend: ReactNode;
  limit: boolean;
  onLimit: (on: boolean) => void;
  days: number[];
  onDays: (days: number[]) => void;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}

/** "Any day" unless the owner limits the days; then the weekdays to allow. */
function DaysChoice({ limitLabel, legend, limit, onLimit, days, onDays, error, inputRef }: DaysChoiceProps) {
  return (
    <div className="space-y-2">
      <div className="flex min-h-11 items-center">
        <CheckboxField label={limitLabel} error={undefined} checked={limit} onChange={onLimit} />
      </div>
      {limit ? (
        <WeekdayPicker legend={legend} value={days} onChange={onDays} error={error} inputRef={inputRef} />
      ) : null}
    </div>
  );
}
