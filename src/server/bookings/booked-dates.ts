// The villa's occupied nights (check-in up to the day before check-out of every PENDING or
// CONFIRMED booking, and every night blocked by an imported calendar) within a window of dates —
// what the public date picker greys out.
import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { OCCUPYING_STATUSES, addMonths, eachNight, type IsoDate } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { blockedRanges } from "../calendar/blocked-ranges.ts";
import { preparedFor } from "../db/prepared.ts";
import { bookings } from "../db/schema.ts";

function occupyingStays(db: Database, window: "month" | "from") {
  return db
    .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
    .from(bookings)
    .where(
      and(
        eq(bookings.villaId, sql.placeholder("villaId")),
        inArray(bookings.status, [...OCCUPYING_STATUSES]),
        gt(bookings.checkOut, sql.placeholder("from")),
        window === "month" ? lt(bookings.checkIn, sql.placeholder("to")) : undefined,
      ),
    )
    .orderBy(asc(bookings.checkIn))
    .prepare(`booked_nights_${window}`);
}

const staysInMonth = preparedFor((db) => occupyingStays(db, "month"));
const staysFrom = preparedFor((db) => occupyingStays(db, "from"));

/** Nights from `from` (inclusive) to `to` (exclusive, or open-ended), sorted, each once. */
export async function bookedNights(db: Database, villaId: string, from: IsoDate, to?: IsoDate): Promise<IsoDate[]> {
  const [rows, blocks] = await Promise.all([
    to ? staysInMonth(db).execute({ villaId, from, to }) : staysFrom(db).execute({ villaId, from }),
    blockedRanges(db, villaId, from, to),
  ]);
  const nights = new Set<IsoDate>();
  const ranges = [...rows, ...blocks.map((b) => ({ checkIn: b.start, checkOut: b.end }))];
  for (const { checkIn, checkOut } of ranges) {
    for (const night of eachNight(checkIn, checkOut)) {
      if (night >= from && (to === undefined || night < to)) nights.add(night);
    }
  }
  return [...nights].sort();
}

/** The [first day, first day of next month) window of a calendar month; December rolls over. */
export function monthWindow(year: number, month: number): { from: IsoDate; to: IsoDate } {
  const from = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
  return { from, to: addMonths(from, 1) };
}
