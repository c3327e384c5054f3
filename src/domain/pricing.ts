// The price of a stay (SPEC 9, DESIGN 4): nights × price per night + 150 EUR cleaning +
// 5% service fee on the room subtotal rounded half-up to whole euros. Worked in integer
// cents so 99.99 × 3 is exactly 299.97, never 299.96999….
import { nightsBetween, type IsoDate } from "./dates.ts";

export const CLEANING_FEE = 150;
export const SERVICE_FEE_RATE = 0.05;
export const CURRENCY = "EUR";

export interface StayQuote {
  nights: number;
  pricePerNight: number;
  roomSubtotal: number;
  cleaningFee: number;
  serviceFee: number;
  totalPrice: number;
  currency: typeof CURRENCY;
}

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** 5% of a cent amount, rounded half-up to whole euros, in cents. */
export function serviceFeeCents(roomSubtotalCents: number): number {
  // 5% of c cents in euros is c / 2000; half-up is floor((c + 1000) / 2000).
  return Math.floor((roomSubtotalCents + 1000) / 2000) * 100;
}

/**
 * The quote for a stay. Callers validate the dates first (checkStayDates); a stay of no
 * nights or a non-positive price is a programming error, not a user error, so it throws.
 */
export function quoteStay(pricePerNight: number, checkIn: IsoDate, checkOut: IsoDate): StayQuote {
  const nights = nightsBetween(checkIn, checkOut);
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError("A stay needs at least one night");
  if (!Number.isFinite(pricePerNight) || pricePerNight <= 0) throw new RangeError("Price per night must be positive");
  const priceCents = toCents(pricePerNight);
  const roomCents = nights * priceCents;
  const cleaningCents = toCents(CLEANING_FEE);
  const serviceCents = serviceFeeCents(roomCents);
  return {
    nights,
    pricePerNight: fromCents(priceCents),
    roomSubtotal: fromCents(roomCents),
    cleaningFee: fromCents(cleaningCents),
    serviceFee: fromCents(serviceCents),
    totalPrice: fromCents(roomCents + cleaningCents + serviceCents),
    currency: CURRENCY,
  };
}
