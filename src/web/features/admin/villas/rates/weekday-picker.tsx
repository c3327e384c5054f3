// A choice of weekdays (weekend nights, a season's arrival or departure days): a fieldset whose legend names the
// question, one checkbox per day in the language's week order with its short calendar name on screen and its full
// name for screen readers, each a 44 px target. The problem shows under the group and describes it.
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode, type Ref } from "react";
import { shortWeekdayName } from "../../../../i18n/calendar-week.ts";
import { longWeekdayName } from "../../../../i18n/calendar-week.ts";
import { weekOrder } from "./rate-format.ts";

export interface WeekdayPickerProps {
  legend: ReactNode;
  hint?: ReactNode;
  value: readonly number[];
  onChange: (days: number[]) => void;
  error: string | undefined;
  /** The first checkbox, for "focus the field with a problem". */
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

export function WeekdayPicker({ legend, hint, value, onChange, error, inputRef, disabled }: WeekdayPickerProps) {
  const { i18n } = useLingui();
  const id = useId();
  const locale = i18n.locale;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-problem` : ""].filter(Boolean).join(" ");
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...value.filter((d) => d !== day), day].sort((a, b) => a - b) : value.filter((d) => d !== day));
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={described === "" ? undefined : described}
      aria-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend className="font-medium text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7">
        {weekOrder(locale).map((day, index) => (
          <label
            key={day}
            className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-2 text-sm font-medium has-checked:border-sea-700 has-checked:bg-sea-50 has-checked:text-sea-900 has-focus-visible:ring-2 has-focus-visible:ring-sea-600 ${error ? "border-red-700" : "border-slate-400"}`}
          >
            <input
              ref={index === 0 ? inputRef : undefined}
              type="checkbox"
              checked={value.includes(day)}
              onChange={(event) => toggle(day, event.target.checked)}
              className="size-4 shrink-0 accent-sea-700"
            />
            <span aria-hidden="true">{shortWeekdayName(locale, day)}</span>
            <span className="sr-only">{longWeekdayName(locale, day)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-problem`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
