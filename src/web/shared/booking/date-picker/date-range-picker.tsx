// The date picker as pages use it: a light shell that downloads the calendar (react-day-picker and
// date-fns locales) only when a guest opens it, so marketing pages stay within their JavaScript budget.
import { lazy, Suspense } from "react";
import type { IsoDate } from "../../../../domain/dates.ts";
import type DatePickerDialog from "./date-picker-dialog.tsx";

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

type DialogModule = { default: typeof DatePickerDialog };
let loadedDialog: DialogModule | null = null;
const loadDialog = () =>
  import("./date-picker-dialog.tsx").then((module) => {
    loadedDialog = module;
    return module;
  });
const LazyDatePickerDialog = lazy(loadDialog);

/** Starts the download early (hover or focus on the button that opens the picker). */
export function preloadDatePicker(): void {
  void loadDialog();
}

/** Mounted only while open, so every opening starts from the dates it is given. */
export function DateRangePicker({ open, ...props }: DateRangePickerProps & { open: boolean }) {
  if (!open) return null;
  const dialogProps: DateRangePickerProps = {
    ...props,
    onConfirm: (stay) => {
      props.onConfirm(stay);
      props.onClose();
    },
  };
  // Once its code is here (preloaded when idle or on intent), the dialog is drawn at once: through lazy it would
  // suspend for a moment anyway, and React holds a revealed boundary back for up to 300 ms after its fallback.
  if (loadedDialog) return <loadedDialog.default {...dialogProps} />;
  return (
    <Suspense fallback={null}>
      <LazyDatePickerDialog {...dialogProps} />
    </Suspense>
  );
}
