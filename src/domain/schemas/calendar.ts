// Calendar sync with other channels: the external feed an owner adds (label + iCal URL,
// checked the same way by the back-office form and the API), and what the API answers about the
// villa's export link, its imported feeds and the conflicts between those and direct bookings.
import { z } from "zod";
import { isoDateSchema, idSchema, timestampSchema } from "./common.ts";

export const CALENDAR_LIMITS = {
  labelMax: 60,
  urlMax: 2000,
  sourcesPerVilla: 20,
} as const;

export const CALENDAR_RULE_TEXT = {
  labelRequired: "Give this calendar a name",
  labelTooLong: `The name must be at most ${CALENDAR_LIMITS.labelMax} characters`,
  urlInvalid: "Enter the calendar's http:// or https:// address",
  urlTooLong: `The address must be at most ${CALENDAR_LIMITS.urlMax} characters`,
  alreadyImported: "This calendar is already imported for this villa",
  tooManySources: `A villa can import at most ${CALENDAR_LIMITS.sourcesPerVilla} calendars`,
} as const;

export type CalendarRuleKey = keyof typeof CALENDAR_RULE_TEXT;

/** Only http and https feeds are fetched (webcal:// is what some sites show for the same https URL). */
export function isFeedUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

/** The feed URL as stored: trimmed, webcal:// read as https:// (Apple and Google hand those out). */
export function normalizeFeedUrl(text: string): string {
  const trimmed = text.trim();
  return /^webcals?:\/\//i.test(trimmed) ? trimmed.replace(/^webcals?:\/\//i, "https://") : trimmed;
}

/** The rule keys a label and URL break, in field order (the form shows each next to its field). */
export function checkCalendarSource(input: {
  label: string;
  url: string;
}): { path: "label" | "url"; key: CalendarRuleKey }[] {
  const issues: { path: "label" | "url"; key: CalendarRuleKey }[] = [];
  const label = input.label.trim();
  if (label === "") issues.push({ path: "label", key: "labelRequired" });
  else if (label.length > CALENDAR_LIMITS.labelMax) issues.push({ path: "label", key: "labelTooLong" });
  const url = normalizeFeedUrl(input.url);
  // Counted in UTF-8 bytes, not characters: the URL is a key of a unique index, whose entries
  // PostgreSQL caps near 2.7 kB, so 2,000 Chinese or Cyrillic characters would not fit.
  if (new TextEncoder().encode(url).length > CALENDAR_LIMITS.urlMax) issues.push({ path: "url", key: "urlTooLong" });
  else if (!isFeedUrl(url)) issues.push({ path: "url", key: "urlInvalid" });
  return issues;
}

export const calendarSourceBodySchema = z
  .object({
    label: z
      .string({ error: CALENDAR_RULE_TEXT.labelRequired })
      .max(CALENDAR_LIMITS.labelMax * 2, { error: CALENDAR_RULE_TEXT.labelTooLong, abort: true }),
    url: z
      .string({ error: CALENDAR_RULE_TEXT.urlInvalid })
      .max(CALENDAR_LIMITS.urlMax * 2, { error: CALENDAR_RULE_TEXT.urlTooLong, abort: true }),
  })
  .superRefine((body, ctx) => {
    for (const issue of checkCalendarSource(body)) {
      ctx.addIssue({
        code: "custom",
        message: CALENDAR_RULE_TEXT[issue.key],
        path: [issue.path],
      });
    }
  })
  .transform((body) => ({
    label: body.label.trim(),
    url: normalizeFeedUrl(body.url),
  }));

export type CalendarSourceBody = z.input<typeof calendarSourceBodySchema>;

/** Why the last sync of a feed failed; the back office words each one in the owner's language. */
export const FEED_ERROR_CODES = [
  "timeout",
  "too-large",
  "private-address",
  "unsupported-scheme",
  "invalid-url",
  "too-many-redirects",
  "http-status",
  "host-not-found",
  "connection-refused",
  "unreachable",
  "tls",
  "not-a-calendar",
  "invalid-calendar",
  "invalid-event",
  "too-many-events",
  "too-complex",
  "internal",
] as const;

export type FeedErrorCode = (typeof FEED_ERROR_CODES)[number];

export const calendarExportSchema = z.object({
  /** Path of the feed on this server (`/api/calendar/{token}.ics`); the browser adds its origin. */
  path: z.string(),
});

export type CalendarExport = z.infer<typeof calendarExportSchema>;

export const calendarSourceSchema = z.object({
  id: idSchema,
  villaId: idSchema,
  label: z.string(),
  url: z.string(),
  lastAttemptAt: timestampSchema.nullable(),
  lastSyncedAt: timestampSchema.nullable(),
  /** The failure of the last attempt, in English (logs, API clients), or null after a success. */
  lastError: z.string().nullable(),
  lastErrorCode: z.enum(FEED_ERROR_CODES).nullable(),
  /** Blocked night ranges currently stored for this feed. */
  blockedRanges: z.number().int().min(0),
  createdAt: timestampSchema,
});

export type CalendarSource = z.infer<typeof calendarSourceSchema>;

/** An imported range that overlaps a PENDING or CONFIRMED booking made here: both are kept. */
export const calendarConflictSchema = z.object({
  sourceId: idSchema,
  sourceLabel: z.string(),
  blockStart: isoDateSchema,
  blockEnd: isoDateSchema,
  bookingId: idSchema,
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  bookingStatus: z.enum(["PENDING", "CONFIRMED"]),
});

export type CalendarConflict = z.infer<typeof calendarConflictSchema>;

export const calendarSourcesSchema = z.object({
  sources: z.array(calendarSourceSchema),
  conflicts: z.array(calendarConflictSchema),
});

export type CalendarSources = z.infer<typeof calendarSourcesSchema>;
