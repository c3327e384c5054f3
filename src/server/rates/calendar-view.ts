// GET /villas/{id}/calendar (DESIGN 7.1): each day's availability, rate, minimum stay and arrival/departure
// weekdays for anyone; with detail, for the owner, the stays (guest name, status, dates) and the blocks (a manual
// block's note, an imported range's feed name) that share a night with the window.
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import { calendarDays, type IsoDate } from "../../domain/index.ts";
import type { VillaCalendar } from "../../domain/schemas/blocks.ts";
import { bookedNights } from "../bookings/booked-dates.ts";
import type { Database } from "../db/client.ts";
import { bookings, calendarBlocks, calendarSources, users } from "../db/schema.ts";
import { manualBlocksIn } from "./manual-blocks.ts";
import { ratesOf, type PricedVilla } from "./villa-rates.ts";

/** Stays the owner sees on the calendar: those holding or having held the nights. */
const SHOWN_STATUSES = ["PENDING", "CONFIRMED", "COMPLETED"] as const;

export async function villaCalendarDays(db: Database, villa: PricedVilla, from: IsoDate, to: IsoDate) {
  const [rates, taken] = await Promise.all([ratesOf(db, villa), bookedNights(db, villa.id, from, to)]);
  return calendarDays(rates.pricing, rates.seasons, new Set(taken), from, to);
}

export async function villaCalendarDetail(
  db: Database,
  villa: PricedVilla,
  from: IsoDate,
  to: IsoDate,
): Promise<Required<VillaCalendar>> {
  const [days, stays, manual, imported] = await Promise.all([
    villaCalendarDays(db, villa, from, to),
    db
      .select({
        id: bookings.id,
        guestName: users.fullName,
        status: bookings.status,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.guestId))
      .where(
        and(
          eq(bookings.villaId, villa.id),
          inArray(bookings.status, [...SHOWN_STATUSES]),
          lt(bookings.checkIn, to),
          gt(bookings.checkOut, from),
        ),
      )
      .orderBy(asc(bookings.checkIn)),
    manualBlocksIn(db, villa.id, from, to),
    db
      .select({ startDate: calendarBlocks.startDate, endDate: calendarBlocks.endDate, source: calendarSources.label })
      .from(calendarBlocks)
      .innerJoin(calendarSources, eq(calendarSources.id, calendarBlocks.sourceId))
      .where(
        and(eq(calendarBlocks.villaId, villa.id), lt(calendarBlocks.startDate, to), gt(calendarBlocks.endDate, from)),
      )
      .orderBy(asc(calendarBlocks.startDate)),
  ]);
  const blocks = [
    ...manual.map((b) => ({ kind: "MANUAL" as const, ...b, source: null })),
    ...imported.map((b) => ({ kind: "IMPORTED" as const, id: null, note: null, ...b })),
  ].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  return { days, stays, blocks };
}
