// A villa's iCal export: every PENDING or CONFIRMED stay as a busy all-day event, for Airbnb,
// Booking.com and any calendar app. Only dates leave: no guest name, e-mail, phone or note, and
// the UID is the booking id (random, stable across edits). Ranges imported from other channels
// are left out on purpose: re-exporting them would echo each channel's own blocks back to it. The owner's manual
// blocks (DESIGN 7.1) go out as busy dates too, without their note, so other channels stop selling those nights.
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { addDays, OCCUPYING_STATUSES, villaToday } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { bookings, villaBlocks, villas } from "../db/schema.ts";
import { escapeText, icalDate, icalStream, icalUtcDateTime } from "./ical-text.ts";

/** Stays that ended longer ago than this are dropped from the feed (no channel needs them). */
const PAST_DAYS_KEPT = 30;
const UID_DOMAIN = "red-sea-villa";

export async function villaCalendar(db: Database, villaId: string, now: Date): Promise<string | undefined> {
  const [villa] = await db.select({ title: villas.title }).from(villas).where(eq(villas.id, villaId));
  if (!villa) return undefined;
  const stays = await db
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.villaId, villaId),
        inArray(bookings.status, [...OCCUPYING_STATUSES]),
        gt(bookings.checkOut, addDays(villaToday(now), -PAST_DAYS_KEPT)),
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
  const blocks = await db
    .select({
      id: villaBlocks.id,
      checkIn: villaBlocks.startDate,
      checkOut: villaBlocks.endDate,
      updatedAt: villaBlocks.createdAt,
    })
    .from(villaBlocks)
    .where(and(eq(villaBlocks.villaId, villaId), gt(villaBlocks.endDate, addDays(villaToday(now), -PAST_DAYS_KEPT))))
    .orderBy(asc(villaBlocks.startDate), asc(villaBlocks.id));
  const events = [
    ...stays.map((s) => ({ ...s, uid: s.id, summary: "Reserved" })),
    ...blocks.map((b) => ({ ...b, uid: `block-${b.id}`, summary: "Not available" })),
  ].sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : a.uid < b.uid ? -1 : 1));

  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Red Sea Villa//Villa booking calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(villa.title)}`,
  ];
  for (const stay of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${stay.uid}@${UID_DOMAIN}`,
      // The booking's last change, not the request time: the feed stays byte-identical between
      // changes, so its ETag lets pollers skip unchanged downloads.
      `DTSTAMP:${icalUtcDateTime(stay.updatedAt)}`,
      `DTSTART;VALUE=DATE:${icalDate(stay.checkIn)}`,
      `DTEND;VALUE=DATE:${icalDate(stay.checkOut)}`,
      `SUMMARY:${stay.summary}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return icalStream(lines);
}
