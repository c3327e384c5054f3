// The booking form's state, kept in local storage on every change (SPEC 3 booking_form_data) and restored when
// the page opens; the dates and guests of the page's link (the home teaser's choice) win over the stored ones.
// A queued request that failed because its dates were taken hands its details back here while the form is open.
import { useEffect, useState } from "react";
import type { BookingSearch } from "../booking-search.ts";
import { draftWithSearch, loadDraft, saveDraft, subscribeToRestoredDraft, type BookingFormDraft } from "./draft.ts";

export function useBookingDraft(search: BookingSearch) {
  const [draft, setDraft] = useState<BookingFormDraft>(() => draftWithSearch(loadDraft(), search));
  // Storage is outside React: writing it after each change keeps the two in step, the link's choice included.
  useEffect(() => saveDraft(draft), [draft]);
  useEffect(() => subscribeToRestoredDraft(setDraft), []);
  const update = (patch: Partial<BookingFormDraft>) => setDraft((current) => ({ ...current, ...patch }));
  return { draft, update, replace: setDraft };
}
