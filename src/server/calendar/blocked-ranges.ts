// Nights blocked by imported calendars, read the way bookings are: for the public booked dates,
// and for the overlap check of a new booking (which runs under the villa row lock that a sync
// also takes before replacing ranges, so the two can never interleave).
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { IsoDate } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { preparedFor } from "../db/prepared.ts";
import { calendarBlocks } from "../db/schema.ts";

function blocksQuery(db: Database, window: "month" | "from") {
  return db
    .select({ start: calendarBlocks.startDate, end: calendarBlocks.endDate })
    .from(calendarBlocks)
    .where(
      and(
        eq(calendarBlocks.villaId, sql.placeholder("villaId")),
        gt(calendarBlocks.endDate, sql.placeholder("from")),
        window === "month" ? lt(calendarBlocks.startDate, sql.placeholder("to")) : undefined,
      ),
    )
    .orderBy(asc(calendarBlocks.startDate))
    .prepare(`blocked_ranges_${window}`);
}

const blocksInMonth = preparedFor((db) => blocksQuery(db, "month"));
const blocksFrom = preparedFor((db) => blocksQuery(db, "from"));

/** Imported ranges ending after `from` (and starting before `to` when given). */
export async function blockedRanges(
  db: Database,
  villaId: string,
  from: IsoDate,
  to?: IsoDate,
): Promise<{ start: IsoDate; end: IsoDate }[]> {
  return to ? blocksInMonth(db).execute({ villaId, from, to }) : blocksFrom(db).execute({ villaId, from });
}

/** Whether any imported range shares a night with the stay [checkIn, checkOut). */
export async function overlapsBlockedRange(
  tx: Database,
  villaId: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
): Promise<boolean> {
  const [hit] = await tx
    .select({ id: calendarBlocks.id })
    .from(calendarBlocks)
    .where(
      and(
        eq(calendarBlocks.villaId, villaId),
        lt(calendarBlocks.startDate, checkOut),
        gt(calendarBlocks.endDate, checkIn),
      ),
    )
    .limit(1);
  return hit !== undefined;
}
