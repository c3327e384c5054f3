// Which nights of the main villa each spec books. The specs run side by side against one server, and a night another
// spec already holds answers 409 DATES_UNAVAILABLE: each spec books only in the months given to it here, counted from
// the villa's today, so no two can meet whatever the date. A new spec that books takes a month nobody has.
//
//   1-3   booking                          13-15  offline-outbox
//   4, 6  guest-journey (6: days 7-9)      16-18  admin-bookings
//   5     date-picker                      19     outbox-tabs
//   6     admin-notifications (days 20+)   20     admin-dashboard (days 1-12), confirm-email (days 20+)
//   7-10  my-bookings (10: days 1-12)      21     admin-dashboard (days 3-4), admin-shell (days 8+)
//   10    my-bookings-islands (days 20+)   22     admin-villas
//   10    guest-payments (days 13-16)
// The host's own villa (seed-host.ts): 16 admin-bookings (days 1-3), 20 admin-dashboard, 22 owner-payments, 12 payments.
//   11    outbox-booking-card (retry: 23)  23     outbox-booking-card's retry
//   12    auth (days 2-12), outbox-notices (days 15+)
//   20    picker-rates (days 13-19: a season on 15-19, nothing booked)
//   6     owner-to-guest (days 10-19: a price on 11-13 and a block on 16-17, nothing booked)
//
// A stay may begin at most two years ahead (MAX_ADVANCE_YEARS), so 23 is the last whole month.
import { addDays, addMonths, villaToday } from "../../src/domain/dates.ts";

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/** A stay of `nights` from day `day` (1-based, may run past the month's end) of the month `monthsAhead` from now. */
export function monthStay(monthsAhead: number, day: number, nights: number): Stay {
  const checkIn = addDays(addMonths(villaToday(), monthsAhead), day - 1);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}
