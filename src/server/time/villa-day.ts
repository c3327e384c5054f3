// The villa's today for the hot reads (booked dates, the villa search), worked out once per minute: Intl's
// formatToParts behind villaToday costs more than answering such a read from the cache. UTC offsets are whole
// minutes, so a day never starts inside a minute of the epoch and one minute always has one villa day.
import { villaToday, type IsoDate } from "../../domain/index.ts";

const MS_PER_MINUTE = 60_000;
let last: { minute: number; day: IsoDate } | undefined;

export function villaDayAt(now: Date): IsoDate {
  const minute = Math.floor(now.getTime() / MS_PER_MINUTE);
  if (last?.minute !== minute) last = { minute, day: villaToday(now) };
  return last.day;
}
