// The booking card's check-in / check-out box (SPEC 2): one button that opens the date picker, showing the
// chosen days, with the dates' rule messages under it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type Ref } from "react";
import type { IsoDate } from "../../../../domain/dates.ts";
import { formatCalendarDate } from "../../../i18n/format.ts";
import { Icon } from "../../../ui/icons.tsx";
import { preloadDatePicker } from "../date-picker/date-range-picker.tsx";

export interface StayDatesButtonProps {
  checkIn: IsoDate | "";
  checkOut: IsoDate | "";
  onOpen: () => void;
  /** The dates' problems, translated (both dates may be missing at once). */
  errors: readonly string[];
  buttonRef?: Ref<HTMLButtonElement>;
}

export function StayDatesButton({ checkIn, checkOut, onOpen, errors, buttonRef }: StayDatesButtonProps) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  const dateText = (date: IsoDate | "") => (date ? formatCalendarDate(i18n, date, "medium") : t`Add date`);
  const invalid = errors.length > 0;

  return (
    <div>
      <button
        ref={buttonRef}
        type="button"
        onClick={onOpen}
        onPointerEnter={preloadDatePicker}
        onFocus={preloadDatePicker}
        aria-haspopup="dialog"
        data-testid="stay-dates"
        aria-describedby={invalid ? errorId : undefined}
        className={`grid w-full grid-cols-2 overflow-hidden rounded-xl text-start ring-1 transition hover:ring-sea-700 ${
          invalid ? "ring-2 ring-red-700" : "ring-slate-400"
        }`}
      >
        <span className="flex flex-col gap-1 border-e border-slate-300 p-3">
          <span className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <Trans>Check-in</Trans>
          </span>
          <span className="flex items-center gap-2 font-medium text-slate-900" data-testid="booking-check-in">
            <Icon name="calendar" className="size-4 shrink-0 text-sea-700" />
            {dateText(checkIn)}
          </span>
        </span>
        <span className="flex flex-col gap-1 p-3">
          <span className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <Trans>Check-out</Trans>
          </span>
          <span className="flex items-center gap-2 font-medium text-slate-900" data-testid="booking-check-out">
            <Icon name="calendar" className="size-4 shrink-0 text-sea-700" />
            {dateText(checkOut)}
          </span>
        </span>
      </button>
      {invalid ? (
        <div id={errorId} className="mt-1.5 space-y-1 text-sm font-medium text-red-800">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
