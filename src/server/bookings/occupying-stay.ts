// Whether a PENDING or CONFIRMED stay of the villa holds any night of [start, end): what a quote and an owner's block
// must not overlap (a booking request checks the same under its lock, create-booking.ts).
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { OCCUPYING_STATUSES, type IsoDate } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { bookings } from "../db/schema.ts";

export async function hasOccupyingStay(db: Database, villaId: string, start: IsoDate, end: IsoDate): Promise<boolean> {
  const [stay] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.villaId, villaId),
        inArray(bookings.status, [...OCCUPYING_STATUSES]),
        lt(bookings.checkIn, end),
        gt(bookings.checkOut, start),
      ),
    )
    .limit(1);
  return stay !== undefined;
}
