// Issue 22, item 6: on a page where the guest is about to choose dates, the picker must open with its month of prices
// at once, even on a slow phone link. Once the page is idle, its code and the booked nights of the month it opens on
// are fetched ahead (the rates come with the booking card already), so the tap only draws.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { IsoDate } from "../../../../domain/dates.ts";
import { bookedDatesQuery, firstShownMonth } from "./booked-dates.ts";
import { preloadDatePicker } from "./date-range-picker.tsx";

// Idle callbacks wait while the page is still busy starting; the warm-up must still come before a guest reaches for it.
const IDLE_TIMEOUT_MS = 2_000;

/** Warms the picker `villaId`'s page will open on `checkIn`'s month (or `openOn`'s, or this month). */
export function useDatePickerWarmUp(
  villaId: string | undefined,
  checkIn: IsoDate | null,
  openOn: IsoDate | null,
  today: IsoDate,
): void {
  const queryClient = useQueryClient();
  const month = firstShownMonth(checkIn, openOn, today);
  useEffect(() => {
    if (!villaId) return;
    const warm = () => {
      preloadDatePicker();
      void queryClient.prefetchQuery(bookedDatesQuery(villaId, month));
    };
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(warm, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 0);
    return () => clearTimeout(timer);
  }, [queryClient, villaId, month]);
}
