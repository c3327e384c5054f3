// The price of a stay under a villa's rates (DESIGN 7.1), night by night, in integer cents until the answer:
// room = the sum of the nights' rates; discount = the monthly % from 28 nights, else the weekly % from 7, on the room;
// extra guests = fee × guests above those included × nights; service fee = its % of (room − discount + extra guests)
// rounded half-up to whole euros; total = room − discount + extra guests + cleaning + service. With defaultPricing
// and no seasons it is SPEC 9's price to the cent (pricing.ts quoteStay).
import { eachNight, type IsoDate } from "../dates.ts";
import { CURRENCY, fromCents, toCents } from "../pricing.ts";
import { nightRateCents } from "./night-rate.ts";
import { seasonOfNight, type Season } from "./seasons.ts";
import { MONTHLY_DISCOUNT_NIGHTS, WEEKLY_DISCOUNT_NIGHTS, type VillaPricing } from "./villa-pricing.ts";

export type DiscountKind = "WEEKLY" | "MONTHLY";

export interface NightPrice {
  /** The night, named by the day it begins. */
  date: IsoDate;
  rate: number;
}

export interface StayDiscount {
  kind: DiscountKind;
  percent: number;
  /** Euros taken off the room subtotal. */
  amount: number;
}

export interface SeasonalQuote {
  nights: number;
  nightly: NightPrice[];
  roomSubtotal: number;
  discount: StayDiscount | null;
  extraGuestFee: number;
  cleaningFee: number;
  serviceFee: number;
  totalPrice: number;
  currency: typeof CURRENCY;
}

export interface QuoteRequest {
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
}

/** `percent` % of a cent amount, rounded half-up to whole cents. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** `percent` % of a cent amount, rounded half-up to whole euros, in cents (SPEC 9's service fee rounding). */
export function percentToWholeEurosCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 5000) / 10000) * 100;
}

/** Which discount a stay of `nights` gets: the monthly one from 28 nights (a 0% one yields to the weekly), else the weekly one from 7. */
export function discountFor(
  pricing: Pick<VillaPricing, "weeklyDiscountPercent" | "monthlyDiscountPercent">,
  nights: number,
): { kind: DiscountKind; percent: number } | null {
  if (nights >= MONTHLY_DISCOUNT_NIGHTS && pricing.monthlyDiscountPercent > 0) {
    return { kind: "MONTHLY", percent: pricing.monthlyDiscountPercent };
  }
  if (nights >= WEEKLY_DISCOUNT_NIGHTS && pricing.weeklyDiscountPercent > 0) {
    return { kind: "WEEKLY", percent: pricing.weeklyDiscountPercent };
  }
  return null;
}

/**
 * The quote for a stay. Callers check the dates and the guest count first (checkStayDates, the booking rules); a stay
 * of no nights or a guest count below 1 is a programming error, not a user error, so it throws.
 */
export function quoteSeasonalStay(
  pricing: VillaPricing,
  seasons: readonly Season[],
  { checkIn, checkOut, guests }: QuoteRequest,
): SeasonalQuote {
  const dates = eachNight(checkIn, checkOut);
  if (dates.length < 1) throw new RangeError("A stay needs at least one night");
  if (!Number.isInteger(guests) || guests < 1) throw new RangeError("A stay needs at least one guest");
  const nightCents = dates.map((date) => nightRateCents(pricing, seasonOfNight(seasons, date), date));
  if (nightCents.some((c) => !Number.isFinite(c) || c <= 0)) throw new RangeError("Nightly rates must be positive");
  const roomCents = nightCents.reduce((sum, c) => sum + c, 0);
  const discount = discountFor(pricing, dates.length);
  const discountCents = discount ? percentOfCents(roomCents, discount.percent) : 0;
  const extraGuests = Math.max(0, guests - pricing.includedGuests);
  const extraCents = toCents(pricing.extraGuestFee) * extraGuests * dates.length;
  const cleaningCents = toCents(pricing.cleaningFee);
  const serviceCents = percentToWholeEurosCents(roomCents - discountCents + extraCents, pricing.serviceFeePercent);
  return {
    nights: dates.length,
    nightly: dates.map((date, i) => ({ date, rate: fromCents(nightCents[i]!) })),
    roomSubtotal: fromCents(roomCents),
    discount: discount && { ...discount, amount: fromCents(discountCents) },
    extraGuestFee: fromCents(extraCents),
    cleaningFee: fromCents(cleaningCents),
    serviceFee: fromCents(serviceCents),
    totalPrice: fromCents(roomCents - discountCents + extraCents + cleaningCents + serviceCents),
    currency: CURRENCY,
  };
}
