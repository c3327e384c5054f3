// The booking card's check-in / check-out box (SPEC 2): one button that opens the date picker, showing the
// chosen days, with the dates' rule messages under it.
import { useId, type Ref } from "react";
import type { IsoDate } from "../../../../domain/dates.ts";
import { preloadDatePicker } from "../../../shared/booking/date-picker/date-range-picker.tsx";
import { StayDatesHalves } from "../../../shared/booking/date-picker/stay-dates-halves.tsx";

export interface StayDatesButtonProps {
  checkIn: IsoDate | "";
  checkOut: IsoDate | "";
  onOpen: () => void;
  /** The dates' problems, translated (both dates may be missing at once). */
  errors: readonly string[];
  buttonRef?: Ref<HTMLButtonElement>;
}

export function StayDatesButton({ checkIn, checkOut, onOpen, errors, buttonRef }: StayDatesButtonProps) {
  const errorId = useId();
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
        <StayDatesHalves checkIn={checkIn || null} checkOut={checkOut || null} testIdPrefix="booking" />
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
