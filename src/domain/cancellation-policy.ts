// The cancellation terms of SPEC 9 ("free up to 14 days before arrival; 50% charge within
// 14 days; no refund within 72 hours"), at the resolution of calendar days in the villa's
// time zone, counted from `today` to the check-in day:
//   days ≥ 14      → "free"     (14 days before arrival is still "up to 14 days")
//   3 ≤ days ≤ 13  → "partial"  (50% of the total is charged)
//   days ≤ 2       → "none"     (no refund; includes the arrival day and after)
// "Within N days" is read as fewer than N days. On day −3 check-in (3:00 PM) is still more
// than 72 hours away for part of the day, so that day keeps the guest-favourable "partial";
// from day −2 on, every moment is within 72 hours.
import { daysBetween, type IsoDate } from "./dates.ts";

export const CANCELLATION_TERMS = ["free", "partial", "none"] as const;
export type CancellationTerms = (typeof CANCELLATION_TERMS)[number];

export const FREE_CANCELLATION_DAYS = 14;
export const NO_REFUND_DAYS = 3;

/** Share of the total price charged on cancellation under each term. */
export const CANCELLATION_CHARGE_SHARE: Record<CancellationTerms, number> = { free: 0, partial: 0.5, none: 1 };

export function cancellationTerms(checkIn: IsoDate, today: IsoDate): CancellationTerms {
  const days = daysBetween(today, checkIn);
  if (days >= FREE_CANCELLATION_DAYS) return "free";
  if (days >= NO_REFUND_DAYS) return "partial";
  return "none";
}
