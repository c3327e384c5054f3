// The date picker as pages use it: a light shell that downloads the calendar (react-day-picker and
// date-fns locales) only when a guest opens it, so marketing pages stay within their JavaScript budget.
import { lazy, Suspense } from "react";
import type { IsoDate } from "../../../../domain/dates.ts";

export interface ChosenStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

export interface DateRangePickerProps {
  onClose: () => void;
  /** The villa whose booked nights are greyed out; undefined while it is being looked up. */
  villaId: string | undefined;
  /** True while the villa id is still loading: the calendar waits (navigation disabled). */
  villaIdLoading?: boolean;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  /** The month to show first when no check-in is given (default: this month). */
  openOn?: IsoDate | null;
  /** Receives the confirmed pair; the picker closes itself right after. */
  onConfirm: (stay: ChosenStay) => void;
}

const loadDialog = () => import("./date-picker-dialog.tsx");
const DatePickerDialog = lazy(loadDialog);

/** Starts the download early (hover or focus on the button that opens the picker). */
export function preloadDatePicker(): void {
  void loadDialog();
}

/** Mounted only while open, so every opening starts from the dates it is given. */
export function DateRangePicker({ open, ...props }: DateRangePickerProps & { open: boolean }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DatePickerDialog
        {...props}
        onConfirm={(stay) => {
          props.onConfirm(stay);
          props.onClose();
        }}
      />
    </Suspense>
  );
}
