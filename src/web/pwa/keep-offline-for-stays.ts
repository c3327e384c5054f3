// A signed-in guest with a stay ahead will want the site on the spot, where the signal is weak: as soon as the app
// has their bookings, the service worker keeps the site for offline use even on a Save-Data or 2G connection.
import { i18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import { hasUpcomingStay } from "../../domain/booking-status.ts";
import { villaToday } from "../../domain/dates.ts";
import { isKeptOffline, keepOffline } from "./keep-offline.ts";

interface DatedBooking {
  status: string;
  checkOut: string;
}

/** The bookings in a guest's booking query: My Bookings' pages hold `items`, the open stays are a list. */
export function bookingsOfQuery(queryKey: readonly unknown[], data: unknown): readonly DatedBooking[] {
  if (queryKey[0] !== "bookings" || (queryKey[1] !== "my" && queryKey[1] !== "own-stays")) return [];
  if (Array.isArray(data)) return data as DatedBooking[];
  const items = (data as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as DatedBooking[]) : [];
}

/** Watches the app's queries for the guest's bookings; asks the worker once, then stops watching. */
export function keepOfflineForUpcomingStays(queryClient: QueryClient): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const bookings = bookingsOfQuery(event.query.queryKey, event.query.state.data);
    // The villa's day, as the booking rules count it: near midnight a guest's own calendar may already say tomorrow.
    if (!hasUpcomingStay(bookings, villaToday())) return;
    stop();
    const language = i18n.locale;
    void isKeptOffline(language)
      .then((kept) => (kept ? true : keepOffline(language)))
      .catch(() => undefined);
  });
}
