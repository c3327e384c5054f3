// When two stays of one villa want the same night: the same rule as the database's exclusion constraint
// (daterange [checkIn, checkOut) with &&), so the browser can tell a guest before the server refuses them.
// The check-out day is free: a stay may begin the day another ends.
import type { IsoDate } from "./dates.ts";

export interface DatedStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/** True when `a` and `b` share at least one night. A stay with no nights (check-out not after check-in) shares none. */
export function staysOverlap(a: DatedStay, b: DatedStay): boolean {
  if (a.checkOut <= a.checkIn || b.checkOut <= b.checkIn) return false;
  return a.checkIn < b.checkOut && b.checkIn < a.checkOut;
}
