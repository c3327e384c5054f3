// The booking form's state, kept in local storage on every change (SPEC 3 booking_form_data) and restored when
// the page opens; the dates and guests of the page's link (the home teaser's choice) win over the stored ones.
// A queued request that failed because its dates were taken hands its details back here while the form is open.
import { useEffect, useState } from "react";
import { useBrowserFact } from "../../../ui/external-value.ts";
import type { BookingSearch } from "../../../shared/booking/booking-search.ts";
import {
  draftWithSearch,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  subscribeToRestoredDraft,
  type BookingFormDraft,
} from "../../../shared/booking/draft.ts";

const inBrowser = () => true;

export function useBookingDraft(search: BookingSearch) {
  // The server's render (and the browser's hydration of it) knows no stored draft: the card starts from the link's
  // choice alone and takes the stored draft on the render after hydration.
  const storageReadable = useBrowserFact(inBrowser, false);
  const [draft, setDraft] = useState<BookingFormDraft>(() =>
    draftWithSearch(storageReadable ? loadDraft() : EMPTY_DRAFT, search),
  );
  const [restored, setRestored] = useState(storageReadable);
  if (storageReadable && !restored) {
    setRestored(true);
    setDraft(draftWithSearch(loadDraft(), search));
  }
  // Storage is outside React: writing it after each change keeps the two in step, the link's choice included. Not
  // before the stored draft has been read, which the server's starting draft would otherwise overwrite.
  useEffect(() => {
    if (restored) saveDraft(draft);
  }, [draft, restored]);
  useEffect(() => subscribeToRestoredDraft(setDraft), []);
  const update = (patch: Partial<BookingFormDraft>) => setDraft((current) => ({ ...current, ...patch }));
  return { draft, update, replace: setDraft };
}
