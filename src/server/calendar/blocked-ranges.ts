// Nights blocked by imported calendars and by the owner's manual blocks (DESIGN 7.1), read the way bookings are: for
// the public booked dates and calendar, and for the overlap check of a new booking (which runs under the villa row
// lock that a sync and a manual block also take before writing ranges, so they can never interleave).
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { IsoDate } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { preparedFor } from "../db/prepared.ts";
import { calendarBlocks, villaBlocks } from "../db/schema.ts";

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

function manualQuery(db: Database, window: "month" | "from") {
  return db
    .select({ start: villaBlocks.startDate, end: villaBlocks.endDate })
    .from(villaBlocks)
    .where(
      and(
        eq(villaBlocks.villaId, sql.placeholder("villaId")),
        gt(villaBlocks.endDate, sql.placeholder("from")),
        window === "month" ? lt(villaBlocks.startDate, sql.placeholder("to")) : undefined,
      ),
    )
    .orderBy(asc(villaBlocks.startDate))
    .prepare(`manual_blocks_${window}`);
}

const blocksInMonth = preparedFor((db) => blocksQuery(db, "month"));
const blocksFrom = preparedFor((db) => blocksQuery(db, "from"));
const manualInMonth = preparedFor((db) => manualQuery(db, "month"));
const manualFrom = preparedFor((db) => manualQuery(db, "from"));

/** Imported and manual ranges ending after `from` (and starting before `to` when given). */
export async function blockedRanges(
  db: Database,
  villaId: string,
  from: IsoDate,
  to?: IsoDate,
): Promise<{ start: IsoDate; end: IsoDate }[]> {
  const [imported, manual] = await Promise.all(
    to
      ? [blocksInMonth(db).execute({ villaId, from, to }), manualInMonth(db).execute({ villaId, from, to })]
      : [blocksFrom(db).execute({ villaId, from }), manualFrom(db).execute({ villaId, from })],
  );
  return [...imported, ...manual].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** Whether any imported or manual range shares a night with the stay [checkIn, checkOut). */
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
  if (hit) return true;
  const [manual] = await tx
    .select({ id: villaBlocks.id })
    .from(villaBlocks)
    .where(and(eq(villaBlocks.villaId, villaId), lt(villaBlocks.startDate, checkOut), gt(villaBlocks.endDate, checkIn)))
    .limit(1);
  return manual !== undefined;
}
