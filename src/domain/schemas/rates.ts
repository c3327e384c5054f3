// DESIGN 7.1's rates on the wire: a villa's pricing (GET/PUT /villas/{id}/pricing), its seasons, the quote of a stay
// (GET /villas/{id}/quote) and the calendar's days (GET /villas/{id}/calendar). Bodies are judged by the zod-free
// rules of rates/rate-rules.ts, which the owner's forms run too; the caps here only bound what is parsed.
import { z } from "zod";
import { isIsoDate, daysBetween } from "../dates.ts";
import { CALENDAR_MAX_DAYS } from "../rates/calendar-days.ts";
import { checkSeason, checkVillaPricing } from "../rates/rate-rules.ts";
import { checkSeasonRange } from "../rates/season-range.ts";
import { RATE_LIMITS, RATE_RULE_TEXT } from "../rates/rate-messages.ts";
import type { Season } from "../rates/seasons.ts";
import { STAY_RULE_KEYS } from "../rates/stay-rule-messages.ts";
import type { VillaPricing } from "../rates/villa-pricing.ts";
import { checkStayDateShape } from "../stay.ts";
import {
  errorEnvelopeSchema,
  fieldErrorSchema,
  idSchema,
  isoDateSchema,
  queryBooleanSchema,
  queryIntSchema,
  reportIssues,
} from "./common.ts";

const weekdays = z.array(z.number().int().min(0).max(6));

export const villaPricingSchema = z.object({
  baseRate: z.number(),
  weekendRate: z.number().nullable(),
  weekendNights: weekdays,
  cleaningFee: z.number(),
  serviceFeePercent: z.number().int(),
  extraGuestFee: z.number(),
  includedGuests: z.number().int(),
  weeklyDiscountPercent: z.number().int(),
  monthlyDiscountPercent: z.number().int(),
  minStay: z.number().int(),
  minNoticeDays: z.number().int(),
  maxAdvanceDays: z.number().int(),
}) satisfies z.ZodType<VillaPricing>;

export const seasonSchema = z.object({
  id: idSchema,
  name: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  nightlyRate: z.number(),
  weekendRate: z.number().nullable(),
  minStay: z.number().int().nullable(),
  arrivalDays: weekdays.nullable(),
  departureDays: weekdays.nullable(),
}) satisfies z.ZodType<Season>;

export type StoredSeason = z.infer<typeof seasonSchema>;

// Anything JSON can carry, bounded: the shared rules give the wrong type and the bad value the same message.
const loose = z.union([z.number(), z.string().max(200), z.boolean(), z.null(), z.array(z.unknown()).max(7)]).optional();

export const villaPricingBodySchema = z
  .object({
    baseRate: loose,
    weekendRate: loose,
    weekendNights: z.array(z.unknown()).max(14).optional(),
    cleaningFee: loose,
    serviceFeePercent: loose,
    extraGuestFee: loose,
    includedGuests: loose,
    weeklyDiscountPercent: loose,
    monthlyDiscountPercent: loose,
    minStay: loose,
    minNoticeDays: loose,
    maxAdvanceDays: loose,
  })
  .transform((body, ctx) => {
    const checked = checkVillaPricing(body);
    reportIssues(ctx, checked.issues);
    return checked.value ?? z.NEVER;
  });

export type VillaPricingBody = z.input<typeof villaPricingBodySchema>;

export const seasonBodySchema = z
  .object({
    name: z
      .string({ error: RATE_RULE_TEXT.seasonNameRequired })
      .max(RATE_LIMITS.seasonNameMax * 2, { error: RATE_RULE_TEXT.seasonNameTooLong })
      .optional(),
    startDate: loose,
    endDate: loose,
    nightlyRate: loose,
    weekendRate: loose,
    minStay: loose,
    arrivalDays: z.array(z.unknown()).max(14).nullable().optional(),
    departureDays: z.array(z.unknown()).max(14).nullable().optional(),
  })
  .transform((body, ctx) => {
    const checked = checkSeason(body);
    reportIssues(ctx, checked.issues);
    return checked.value ?? z.NEVER;
  });

export type SeasonBody = z.input<typeof seasonBodySchema>;

/**
 * PUT /villas/{id}/seasons/range, the owner's calendar's "set the price of these nights": the nights
 * [startDate, endDate), their nightly rate, and their minimum stay (null: the villa's); name optional (the nights').
 */
export const seasonRangeBodySchema = z
  .object({
    name: z
      .string({ error: RATE_RULE_TEXT.seasonNameRequired })
      .max(RATE_LIMITS.seasonNameMax * 2, { error: RATE_RULE_TEXT.seasonNameTooLong })
      .nullish(),
    startDate: loose,
    endDate: loose,
    nightlyRate: loose,
    minStay: loose,
  })
  .transform((body, ctx) => {
    const checked = checkSeasonRange(body);
    reportIssues(ctx, checked.issues);
    return checked.value ?? z.NEVER;
  });

export type SeasonRangeBody = z.input<typeof seasonRangeBodySchema>;

export const quoteQuerySchema = z
  .object({
    checkIn: z.string().max(32),
    checkOut: z.string().max(32),
    guests: queryIntSchema(1, RATE_LIMITS.guestsMax).default(1),
  })
  .superRefine((query, ctx) => reportIssues(ctx, checkStayDateShape(query, "booking")));

export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

export const CALENDAR_RANGE_MESSAGE = `The calendar spans 1 to ${CALENDAR_MAX_DAYS} days, "to" after "from"`;

/**
 * GET /villas/{id}/calendar: real dates 1 to CALENDAR_MAX_DAYS apart, `to` exclusive like a season's endDate (a month
 * is from=2026-07-01&to=2026-08-01); `detail=1` (the owner) adds the stays and blocks.
 */
export const calendarQuerySchema = z
  .object({ from: z.string().max(32), to: z.string().max(32), detail: queryBooleanSchema.optional() })
  .superRefine(({ from, to }, ctx) => {
    if (!isIsoDate(from)) ctx.addIssue({ code: "custom", message: "Invalid date format", path: ["from"] });
    if (!isIsoDate(to)) ctx.addIssue({ code: "custom", message: "Invalid date format", path: ["to"] });
    if (isIsoDate(from) && isIsoDate(to)) {
      const days = daysBetween(from, to);
      if (days < 1 || days > CALENDAR_MAX_DAYS)
        ctx.addIssue({ code: "custom", message: CALENDAR_RANGE_MESSAGE, path: ["to"] });
    }
  });

export const stayDiscountSchema = z.object({
  kind: z.enum(["WEEKLY", "MONTHLY"]),
  percent: z.number().int(),
  amount: z.number(),
});

export const seasonalQuoteSchema = z.object({
  nights: z.number().int(),
  nightly: z.array(z.object({ date: isoDateSchema, rate: z.number() })),
  roomSubtotal: z.number(),
  discount: stayDiscountSchema.nullable(),
  extraGuestFee: z.number(),
  cleaningFee: z.number(),
  serviceFee: z.number(),
  totalPrice: z.number(),
  currency: z.literal("EUR"),
});

export const calendarDaySchema = z.object({
  date: isoDateSchema,
  available: z.boolean(),
  rate: z.number(),
  minStay: z.number().int(),
  arrival: z.boolean(),
  departure: z.boolean(),
});

export const stayRuleIssueSchema = z.object({
  path: z.enum(["checkIn", "checkOut"]),
  rule: z.enum(STAY_RULE_KEYS),
  message: z.string(),
  minStay: z.number().int().optional(),
  days: weekdays.optional(),
  minNoticeDays: z.number().int().optional(),
  maxAdvanceDays: z.number().int().optional(),
});

/** The failure envelope of routes that can answer 422 STAY_RULE: a broken stay rule's item keeps its rule and figure. */
export const stayRuleErrorEnvelopeSchema = errorEnvelopeSchema.extend({
  errors: z.array(z.union([stayRuleIssueSchema, fieldErrorSchema])).optional(),
});
