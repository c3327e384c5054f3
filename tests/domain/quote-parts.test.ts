// The parts of a stored price (src/domain/rates/quote-parts.ts) that the booking card, a booking's details and the
// invoice each word: nights grouped by rate with cent-exact amounts, the discount taken off, the fees; and a booking
// from before rates read as the flat quote it would have been.
import { describe, expect, it } from "vitest";
import { quoteParts, storedQuote } from "../../src/domain/rates/quote-parts.ts";
import { quoteSeasonalStay } from "../../src/domain/rates/quote.ts";
import { defaultPricing } from "../../src/domain/rates/villa-pricing.ts";

describe("quoteParts", () => {
  it("lists nights by rate, the discount (negative), extra guests, cleaning and service, adding up to the total", () => {
    const quote = quoteSeasonalStay(
      { ...defaultPricing(180, 6), weekendRate: 220, weeklyDiscountPercent: 10, extraGuestFee: 20, includedGuests: 2 },
      [],
      // Sunday 19 April 2026 to Monday 27 April: Friday and Saturday nights at the weekend rate.
      { checkIn: "2026-04-19", checkOut: "2026-04-27", guests: 3 },
    );
    const parts = quoteParts(quote);
    expect(parts).toEqual([
      { kind: "NIGHTS", nights: 6, rate: 180, amount: 1080 },
      { kind: "NIGHTS", nights: 2, rate: 220, amount: 440 },
      { kind: "DISCOUNT", discount: "WEEKLY", percent: 10, amount: -152 },
      { kind: "EXTRA_GUESTS", amount: 160 },
      { kind: "CLEANING", amount: 150 },
      { kind: "SERVICE", amount: quote.serviceFee },
    ]);
    const cents = parts.reduce((sum, part) => sum + Math.round(part.amount * 100), 0);
    expect(cents / 100).toBe(quote.totalPrice);
  });

  it("sums a rate's nights in cents: 3 × 33.33 is 99.99", () => {
    const quote = quoteSeasonalStay(defaultPricing(33.33, 2), [], {
      checkIn: "2026-05-04",
      checkOut: "2026-05-07",
      guests: 1,
    });
    expect(quoteParts(quote)[0]).toEqual({ kind: "NIGHTS", nights: 3, rate: 33.33, amount: 99.99 });
  });

  it("leaves out a discount and extra guests the stay does not have", () => {
    const quote = quoteSeasonalStay(defaultPricing(200, 6), [], {
      checkIn: "2026-05-04",
      checkOut: "2026-05-06",
      guests: 2,
    });
    expect(quoteParts(quote).map((part) => part.kind)).toEqual(["NIGHTS", "CLEANING", "SERVICE"]);
  });
});

describe("storedQuote", () => {
  const flat = {
    checkIn: "2026-05-04",
    checkOut: "2026-05-07",
    nights: 3,
    pricePerNight: 99.99,
    cleaningFee: 150,
    serviceFee: 15,
    totalPrice: 464.97,
    priceBreakdown: null,
  };

  it("reads a booking from before rates as every night at its one price, with its fees", () => {
    const quote = storedQuote(flat);
    expect(quote.nightly).toEqual([
      { date: "2026-05-04", rate: 99.99 },
      { date: "2026-05-05", rate: 99.99 },
      { date: "2026-05-06", rate: 99.99 },
    ]);
    expect(quote).toMatchObject({ roomSubtotal: 299.97, discount: null, cleaningFee: 150, serviceFee: 15 });
    expect(quoteParts(quote)).toEqual([
      { kind: "NIGHTS", nights: 3, rate: 99.99, amount: 299.97 },
      { kind: "CLEANING", amount: 150 },
      { kind: "SERVICE", amount: 15 },
    ]);
  });

  it("keeps the breakdown a booking was priced with", () => {
    const breakdown = quoteSeasonalStay(defaultPricing(120, 6), [], {
      checkIn: "2026-05-04",
      checkOut: "2026-05-07",
      guests: 2,
    });
    expect(storedQuote({ ...flat, priceBreakdown: breakdown })).toBe(breakdown);
  });
});
