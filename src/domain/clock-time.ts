// A wall-clock time of the villa written "HH:MM" (an arrival slot, check-in at 15:00): read the same way by the
// browser's and the mails' formatters, which then write it each language's way.

/** The minutes since midnight of "HH:MM" ("15:30" is 930). */
export function minuteOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}
