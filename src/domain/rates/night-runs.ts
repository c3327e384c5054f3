// The nights of a quote grouped for display: "5 nights × 180 €" lines on the booking card and in e-mails.
import { addDays, type IsoDate } from "../dates.ts";
import type { NightPrice } from "./quote.ts";

export interface NightRun {
  /** The first night of the run. */
  startDate: IsoDate;
  /** The day after its last night (exclusive, like a check-out). */
  endDate: IsoDate;
  nights: number;
  rate: number;
}

/** Consecutive nights at the same rate, in date order (a weekend at another rate splits a week into three runs). */
export function nightRuns(nightly: readonly NightPrice[]): NightRun[] {
  const runs: NightRun[] = [];
  for (const { date, rate } of nightly) {
    const last = runs.at(-1);
    if (last && last.rate === rate && last.endDate === date) {
      last.nights += 1;
      last.endDate = addDays(date, 1);
    } else {
      runs.push({ startDate: date, endDate: addDays(date, 1), nights: 1, rate });
    }
  }
  return runs;
}

/** The nights counted per rate, in order of each rate's first night: the compact form of a breakdown. */
export function nightsByRate(nightly: readonly NightPrice[]): { rate: number; nights: number }[] {
  const groups = new Map<number, number>();
  for (const { rate } of nightly) groups.set(rate, (groups.get(rate) ?? 0) + 1);
  return [...groups].map(([rate, nights]) => ({ rate, nights }));
}
