// DESIGN 7.1's manual blocks on the wire (POST /villas/{id}/blocks), the owner's detail of the calendar
// (GET /villas/{id}/calendar?detail=1).
import { z } from "zod";
import { BOOKING_STATUSES } from "../booking-status.ts";
import { daysBetween, isIsoDate } from "../dates.ts";
import { CALENDAR_MAX_DAYS } from "../rates/calendar-days.ts";
import { idSchema, isoDateSchema } from "./common.ts";
import { calendarDaySchema } from "./rates.ts";

export const BLOCK_NOTE_MAX = 200;

export const BLOCK_MESSAGES = {
  startDateInvalid: "Invalid start date format",
  endDateInvalid: "Invalid end date format",
  endNotAfterStart: "The block must end after it starts",
  tooLong: `A block can last at most ${CALENDAR_MAX_DAYS} nights`,
  noteTooLong: `The note must be at most ${BLOCK_NOTE_MAX} characters`,
  noteNotText: "The note must be text",
} as const;

export const blockBodySchema = z
  .object({
    startDate: z.string({ error: BLOCK_MESSAGES.startDateInvalid }).max(32, { error: BLOCK_MESSAGES.startDateInvalid }),
    endDate: z.string({ error: BLOCK_MESSAGES.endDateInvalid }).max(32, { error: BLOCK_MESSAGES.endDateInvalid }),
    note: z
      .string({ error: BLOCK_MESSAGES.noteNotText })
      .trim()
      .max(BLOCK_NOTE_MAX, { error: BLOCK_MESSAGES.noteTooLong })
      .nullish()
      .transform((n) => n ?? ""),
  })
  .superRefine(({ startDate, endDate }, ctx) => {
    if (!isIsoDate(startDate))
      ctx.addIssue({ code: "custom", message: BLOCK_MESSAGES.startDateInvalid, path: ["startDate"] });
    if (!isIsoDate(endDate))
      ctx.addIssue({ code: "custom", message: BLOCK_MESSAGES.endDateInvalid, path: ["endDate"] });
    if (isIsoDate(startDate) && isIsoDate(endDate)) {
      const nights = daysBetween(startDate, endDate);
      if (nights < 1) ctx.addIssue({ code: "custom", message: BLOCK_MESSAGES.endNotAfterStart, path: ["endDate"] });
      else if (nights > CALENDAR_MAX_DAYS)
        ctx.addIssue({ code: "custom", message: BLOCK_MESSAGES.tooLong, path: ["endDate"] });
    }
  });

export type BlockBody = z.input<typeof blockBodySchema>;

export const manualBlockSchema = z.object({
  id: idSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  note: z.string(),
});

export type ManualBlock = z.infer<typeof manualBlockSchema>;

export const calendarStaySchema = z.object({
  id: idSchema,
  guestName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
});

/** A manual block (with its id, to delete it, and the owner's note) or a range of an imported feed (its name). */
export const calendarBlockSchema = z.object({
  kind: z.enum(["MANUAL", "IMPORTED"]),
  id: idSchema.nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  note: z.string().nullable(),
  source: z.string().nullable(),
});

export const villaCalendarSchema = z.object({
  days: z.array(calendarDaySchema),
  stays: z.array(calendarStaySchema).optional(),
  blocks: z.array(calendarBlockSchema).optional(),
});

export type VillaCalendar = z.infer<typeof villaCalendarSchema>;
