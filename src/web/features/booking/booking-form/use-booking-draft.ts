// The booking form's state, kept in local storage on every change (SPEC 3 booking_form_data) and restored when
// the page opens; the dates and guests of the page's link (the home teaser's choice) win over the stored ones.
import { useEffect, useState } from "react";
import type { BookingSearch } from "../booking-search.ts";
import { draftWithSearch, loadDraft, saveDraft, type BookingFormDraft } from "./draft.ts";

export function useBookingDraft(search: BookingSearch) {
  const [draft, setDraft] = useState<BookingFormDraft>(() => draftWithSearch(loadDraft(), search));
  // Storage is outside React: writing it after each change keeps the two in step, the link's choice included.
  useEffect(() => saveDraft(draft), [draft]);
  const update = (patch: Partial<BookingFormDraft>) => setDraft((current) => ({ ...current, ...patch }));
  return { draft, update, replace: setDraft };
}
