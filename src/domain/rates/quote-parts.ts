// The lines of a priced stay (DESIGN 7.1's quote) in the order everyone reads them: the nights grouped by rate
// ("3 nights × €180"), the weekly or monthly discount, the extra-guest fee, the cleaning and service fees. The booking
// card, a booking's details and the invoice word these same parts, each in its own way (Lingui macros on the web,
// the mail catalogs on the server), so all of them list the same money. The total is left to the caller, which sets
// it apart.
import { eachNight, type IsoDate } from "../dates.ts";
import { CURRENCY, fromCents, toCents } from "../pricing.ts";
import { nightsByRate } from "./night-runs.ts";
import type { DiscountKind, SeasonalQuote } from "./quote.ts";

export type QuotePart =
  | { kind: "NIGHTS"; nights: number; rate: number; amount: number }
  /** `amount` is negative: it is taken off. */
  | { kind: "DISCOUNT"; discount: DiscountKind; percent: number; amount: number }
  | { kind: "EXTRA_GUESTS"; amount: number }
  | { kind: "CLEANING"; amount: number }
  | { kind: "SERVICE"; amount: number };

export function quoteParts(quote: SeasonalQuote): QuotePart[] {
  const parts: QuotePart[] = nightsByRate(quote.nightly).map(({ rate, nights }) => ({
    kind: "NIGHTS",
    nights,
    rate,
    // Cents summed as cents: 3 × 33.33 must not print 99.99000000000001.
    amount: fromCents(toCents(rate) * nights),
  }));
  const { discount } = quote;
  if (discount) {
    parts.push({ kind: "DISCOUNT", discount: discount.kind, percent: discount.percent, amount: -discount.amount });
  }
  if (quote.extraGuestFee > 0) parts.push({ kind: "EXTRA_GUESTS", amount: quote.extraGuestFee });
  parts.push({ kind: "CLEANING", amount: quote.cleaningFee });
  parts.push({ kind: "SERVICE", amount: quote.serviceFee });
  return parts;
}

/** What a booking keeps of its price: the quote it was priced with, or (before rates) the flat SPEC 9 figures. */
export interface StoredPrice {
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  pricePerNight: number;
  cleaningFee: number;
  serviceFee: number;
  totalPrice: number;
  priceBreakdown: SeasonalQuote | null;
}

/**
 * The quote a booking was priced with. A booking from before rates has none stored: it reads as the quote it would
 * have been, every night at its one nightly price with its fees.
 */
export function storedQuote(booking: StoredPrice): SeasonalQuote {
  if (booking.priceBreakdown) return booking.priceBreakdown;
  return {
    nights: booking.nights,
    nightly: eachNight(booking.checkIn, booking.checkOut).map((date) => ({ date, rate: booking.pricePerNight })),
    roomSubtotal: fromCents(toCents(booking.pricePerNight) * booking.nights),
    discount: null,
    extraGuestFee: 0,
    cleaningFee: booking.cleaningFee,
    serviceFee: booking.serviceFee,
    totalPrice: booking.totalPrice,
    currency: CURRENCY,
  };
}
