// A villa's rates and stay rules (DESIGN 7.1). Amounts are euros with at most two decimals, as the API carries them;
// the quote works in integer cents. The defaults are SPEC 9's flat price, so a villa nobody has priced yet costs
// exactly what the first wave charged.
import { CLEANING_FEE, SERVICE_FEE_RATE } from "../pricing.ts";

/** Weekday numbers, 0 = Sunday to 6 = Saturday; a night is named by the day it begins. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export interface VillaPricing {
  /** The nightly rate outside any season: the villa's pricePerNight. */
  baseRate: number;
  /** The nightly rate of weekend nights outside any season; null prices them at baseRate. */
  weekendRate: number | null;
  /** Which nights are weekend nights: Friday and Saturday by default. */
  weekendNights: readonly number[];
  cleaningFee: number;
  /** Whole percent of (room − discount + extra guests), rounded half-up to whole euros. */
  serviceFeePercent: number;
  /** Per guest above includedGuests, per night. */
  extraGuestFee: number;
  includedGuests: number;
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
  /** Minimum nights when the check-in night's season sets none. */
  minStay: number;
  /** Check-in at least this many days after today (0: today is fine). */
  minNoticeDays: number;
  /** Check-in at most this many days after today. */
  maxAdvanceDays: number;
}

export const DEFAULT_WEEKEND_NIGHTS: readonly Weekday[] = [5, 6];
export const WEEKLY_DISCOUNT_NIGHTS = 7;
export const MONTHLY_DISCOUNT_NIGHTS = 28;

/** The pricing of a villa that has none stored: SPEC 9 to the cent (every guest included, so no extra-guest fee). */
export function defaultPricing(pricePerNight: number, maxGuests: number): VillaPricing {
  return {
    baseRate: pricePerNight,
    weekendRate: null,
    weekendNights: DEFAULT_WEEKEND_NIGHTS,
    cleaningFee: CLEANING_FEE,
    serviceFeePercent: Math.round(SERVICE_FEE_RATE * 100),
    extraGuestFee: 0,
    includedGuests: maxGuests,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
    minStay: 1,
    minNoticeDays: 0,
    maxAdvanceDays: 730,
  };
}
