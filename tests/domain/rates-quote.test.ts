// DESIGN 7.1 quote: each night at its rate, the weekly or monthly discount, extra guests, cleaning and service fees.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  defaultPricing,
  discountFor,
  nightRuns,
  nightsByRate,
  quoteSeasonalStay,
  quoteStay,
  MAX_STAY_NIGHTS,
  RATE_LIMITS,
  type Season,
  type VillaPricing,
} from "../../src/domain/index.ts";

// 2026-07-01 is a Wednesday; 07-03 a Friday, 07-04 a Saturday.
const base: VillaPricing = { ...defaultPricing(100, 10), includedGuests: 2 };
const stay = (checkIn: string, nights: number, guests = 2) => ({ checkIn, checkOut: addDays(checkIn, nights), guests });

describe("quoteSeasonalStay: nightly rates", () => {
  it("prices every night at the base rate without seasons or weekend rate", () => {
    const q = quoteSeasonalStay(base, [], stay("2026-07-01", 3));
    expect(q).toEqual({
      nights: 3,
      nightly: [
        { date: "2026-07-01", rate: 100 },
        { date: "2026-07-02", rate: 100 },
        { date: "2026-07-03", rate: 100 },
      ],
      roomSubtotal: 300,
      discount: null,
      extraGuestFee: 0,
      cleaningFee: 150,
      serviceFee: 15,
      totalPrice: 465,
      currency: "EUR",
    });
  });

  it("prices the villa's weekend nights (Friday and Saturday by default) at its weekend rate", () => {
    const q = quoteSeasonalStay({ ...base, weekendRate: 130 }, [], stay("2026-07-01", 5));
    expect(q.nightly.map((n) => n.rate)).toEqual([100, 100, 130, 130, 100]);
    expect(q.roomSubtotal).toBe(560);
    const sundays = quoteSeasonalStay({ ...base, weekendRate: 130, weekendNights: [0] }, [], stay("2026-07-01", 5));
    expect(sundays.nightly.map((n) => n.rate)).toEqual([100, 100, 100, 100, 130]);
  });

  it("prices a season's nights at its rate, its weekend rate on weekend nights when set", () => {
    const summer: Season = { name: "Summer", startDate: "2026-07-02", endDate: "2026-07-05", nightlyRate: 180 };
    const withWeekend = { ...summer, weekendRate: 210 };
    const pricing = { ...base, weekendRate: 130 };
    // Season without its own weekend rate: its nightly rate on weekend nights too, not the villa's weekend rate.
    expect(quoteSeasonalStay(pricing, [summer], stay("2026-07-01", 5)).nightly.map((n) => n.rate)).toEqual([
      100, 180, 180, 180, 100,
    ]);
    expect(quoteSeasonalStay(pricing, [withWeekend], stay("2026-07-01", 5)).nightly.map((n) => n.rate)).toEqual([
      100, 180, 210, 210, 100,
    ]);
  });

  it("treats a season's endDate as the first night after it", () => {
    const s: Season = { name: "S", startDate: "2026-07-01", endDate: "2026-07-02", nightlyRate: 300 };
    expect(quoteSeasonalStay(base, [s], stay("2026-06-30", 3)).nightly.map((n) => n.rate)).toEqual([100, 300, 100]);
  });

  it("keeps decimal rates exact in cents", () => {
    const q = quoteSeasonalStay({ ...base, baseRate: 99.99 }, [], stay("2026-07-01", 3));
    expect(q.roomSubtotal).toBe(299.97);
    expect(q.serviceFee).toBe(15);
    expect(q.totalPrice).toBe(464.97);
  });

  it("refuses a stay without nights or guests", () => {
    expect(() => quoteSeasonalStay(base, [], stay("2026-07-01", 0))).toThrow(RangeError);
    expect(() => quoteSeasonalStay(base, [], { ...stay("2026-07-01", 1), guests: 0 })).toThrow(RangeError);
  });
});

describe("quoteSeasonalStay: discounts, extra guests and fees", () => {
  it("prices the dearest stay the edit rules allow within a booking's price columns (numeric(12,2))", () => {
    const dearest: VillaPricing = {
      ...defaultPricing(RATE_LIMITS.rateMax, RATE_LIMITS.guestsMax),
      weekendRate: RATE_LIMITS.rateMax,
      cleaningFee: RATE_LIMITS.feeMax,
      extraGuestFee: RATE_LIMITS.feeMax,
      includedGuests: 1,
      serviceFeePercent: RATE_LIMITS.percentMax,
    };
    const q = quoteSeasonalStay(dearest, [], stay("2026-07-01", MAX_STAY_NIGHTS, RATE_LIMITS.guestsMax));
    expect(q.totalPrice).toBeLessThan(10_000_000_000);
  });

  const discounted = { ...base, weeklyDiscountPercent: 10, monthlyDiscountPercent: 20 };

  it.each([
    [6, null, 0],
    [7, "WEEKLY", 10],
    [27, "WEEKLY", 10],
    [28, "MONTHLY", 20],
  ] as const)("a %i-night stay gets the %s discount", (nights, kind, percent) => {
    const q = quoteSeasonalStay(discounted, [], stay("2026-07-01", nights));
    const room = nights * 100;
    expect(q.roomSubtotal).toBe(room);
    if (kind === null) expect(q.discount).toBeNull();
    else expect(q.discount).toEqual({ kind, percent, amount: (room * percent) / 100 });
    const afterDiscount = room - (room * percent) / 100;
    expect(q.serviceFee).toBe(Math.floor(afterDiscount * 0.05 + 0.5));
    expect(q.totalPrice).toBe(afterDiscount + 150 + q.serviceFee);
  });

  it("gives no discount when the percent is 0, and lets a 0% monthly discount yield to the weekly one", () => {
    expect(quoteSeasonalStay(base, [], stay("2026-07-01", 30)).discount).toBeNull();
    expect(discountFor({ weeklyDiscountPercent: 10, monthlyDiscountPercent: 0 }, 30)).toEqual({
      kind: "WEEKLY",
      percent: 10,
    });
    expect(discountFor({ weeklyDiscountPercent: 0, monthlyDiscountPercent: 15 }, 27)).toBeNull();
  });

  it("rounds the discount half-up to the cent", () => {
    // 7 × 33.33 = 233.31; 15% = 34.9965 → 35.00
    const q = quoteSeasonalStay({ ...base, baseRate: 33.33, weeklyDiscountPercent: 15 }, [], stay("2026-07-01", 7));
    expect(q.discount?.amount).toBe(35);
  });

  it("charges the extra-guest fee per guest above those included, per night, and the service fee on it", () => {
    const pricing = { ...base, extraGuestFee: 20, includedGuests: 4 };
    expect(quoteSeasonalStay(pricing, [], stay("2026-07-01", 3, 4)).extraGuestFee).toBe(0);
    const q = quoteSeasonalStay(pricing, [], stay("2026-07-01", 3, 6));
    expect(q.extraGuestFee).toBe(2 * 20 * 3);
    // 5% of (300 + 120) = 21
    expect(q.serviceFee).toBe(21);
    expect(q.totalPrice).toBe(300 + 120 + 150 + 21);
  });

  it("uses the villa's cleaning fee and service percent, rounding the service fee half-up to whole euros", () => {
    const q = quoteSeasonalStay({ ...base, cleaningFee: 80.5, serviceFeePercent: 10 }, [], stay("2026-07-01", 1));
    expect(q.cleaningFee).toBe(80.5);
    expect(q.serviceFee).toBe(10);
    // 10% of 105 = 10.5 → 11
    expect(
      quoteSeasonalStay({ ...base, baseRate: 105, serviceFeePercent: 10 }, [], stay("2026-07-01", 1)).serviceFee,
    ).toBe(11);
    expect(quoteSeasonalStay({ ...base, serviceFeePercent: 0 }, [], stay("2026-07-01", 1)).serviceFee).toBe(0);
  });
});

describe("nightRuns and nightsByRate", () => {
  it("groups consecutive nights at one rate, and counts nights per rate", () => {
    const q = quoteSeasonalStay({ ...base, weekendRate: 130 }, [], stay("2026-07-01", 7));
    expect(nightRuns(q.nightly)).toEqual([
      { startDate: "2026-07-01", endDate: "2026-07-03", nights: 2, rate: 100 },
      { startDate: "2026-07-03", endDate: "2026-07-05", nights: 2, rate: 130 },
      { startDate: "2026-07-05", endDate: "2026-07-08", nights: 3, rate: 100 },
    ]);
    expect(nightsByRate(q.nightly)).toEqual([
      { rate: 100, nights: 5 },
      { rate: 130, nights: 2 },
    ]);
    expect(nightRuns([])).toEqual([]);
  });
});

// Properties over random villas, seasons and stays.
const START = "2026-01-01";
const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => c / 100);
const weekdaySet = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 });
const pricingArb: fc.Arbitrary<VillaPricing> = fc.record({
  baseRate: cents(1, 2_000_000),
  weekendRate: fc.option(cents(1, 2_000_000), { nil: null }),
  weekendNights: weekdaySet,
  cleaningFee: cents(0, 100_000),
  serviceFeePercent: fc.integer({ min: 0, max: 100 }),
  extraGuestFee: cents(0, 50_000),
  includedGuests: fc.integer({ min: 1, max: 10 }),
  weeklyDiscountPercent: fc.integer({ min: 0, max: 100 }),
  monthlyDiscountPercent: fc.integer({ min: 0, max: 100 }),
  minStay: fc.constant(1),
  minNoticeDays: fc.constant(0),
  maxAdvanceDays: fc.constant(730),
});
// Non-overlapping seasons: sorted distinct day offsets, taken in pairs, some pairs left as gaps.
const seasonsArb: fc.Arbitrary<Season[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 12 })
  .chain((offsets) => {
    const sorted = [...offsets].sort((a, b) => a - b);
    const pairs = sorted.slice(0, sorted.length - (sorted.length % 2));
    const spans = Array.from({ length: pairs.length / 2 }, (_, i) => [pairs[2 * i]!, pairs[2 * i + 1]!] as const);
    return fc.tuple(
      ...spans.map(([from, to]) =>
        fc.record({
          name: fc.constant(`S${from}`),
          startDate: fc.constant(addDays(START, from)),
          endDate: fc.constant(addDays(START, to)),
          nightlyRate: cents(1, 2_000_000),
          weekendRate: fc.option(cents(1, 2_000_000), { nil: null }),
        }),
      ),
    );
  });
const stayArb = fc.record({
  offset: fc.integer({ min: -10, max: 210 }),
  nights: fc.integer({ min: 1, max: 60 }),
  guests: fc.integer({ min: 1, max: 14 }),
});

/** An independent reading of DESIGN 7.1 for one night's rate, in cents. */
function referenceRateCents(pricing: VillaPricing, seasons: readonly Season[], night: string): number {
  const weekend = pricing.weekendNights.includes(new Date(`${night}T00:00:00Z`).getUTCDay());
  const season = seasons.find((s) => s.startDate <= night && night < s.endDate);
  const rate = season
    ? weekend && season.weekendRate != null
      ? season.weekendRate
      : season.nightlyRate
    : weekend && pricing.weekendRate !== null
      ? pricing.weekendRate
      : pricing.baseRate;
  return Math.round(rate * 100);
}

const c = (euros: number) => Math.round(euros * 100);

describe("quoteSeasonalStay: properties", () => {
  it("a stay's price is the sum of its nights less its discount plus extra guests and fees", () => {
    fc.assert(
      fc.property(pricingArb, seasonsArb, stayArb, (pricing, seasons, { offset, nights, guests }) => {
        const checkIn = addDays(START, offset);
        const q = quoteSeasonalStay(pricing, seasons, { checkIn, checkOut: addDays(checkIn, nights), guests });
        expect(q.nights).toBe(nights);
        expect(q.nightly.map((n) => n.date)).toEqual(Array.from({ length: nights }, (_, i) => addDays(checkIn, i)));
        q.nightly.forEach((n) => expect(c(n.rate)).toBe(referenceRateCents(pricing, seasons, n.date)));
        const room = q.nightly.reduce((sum, n) => sum + c(n.rate), 0);
        expect(c(q.roomSubtotal)).toBe(room);
        const percent =
          nights >= 28 && pricing.monthlyDiscountPercent > 0
            ? pricing.monthlyDiscountPercent
            : nights >= 7 && pricing.weeklyDiscountPercent > 0
              ? pricing.weeklyDiscountPercent
              : 0;
        const discount = q.discount ? c(q.discount.amount) : 0;
        expect(q.discount?.percent ?? 0).toBe(percent);
        expect(Math.abs(discount - (room * percent) / 100)).toBeLessThanOrEqual(0.5);
        const extra = c(pricing.extraGuestFee) * Math.max(0, guests - pricing.includedGuests) * nights;
        expect(c(q.extraGuestFee)).toBe(extra);
        const exactService = ((room - discount + extra) * pricing.serviceFeePercent) / 100;
        expect(c(q.serviceFee) % 100).toBe(0);
        expect(Math.abs(c(q.serviceFee) - exactService)).toBeLessThanOrEqual(50);
        expect(c(q.totalPrice)).toBe(room - discount + extra + c(q.cleaningFee) + c(q.serviceFee));
        expect(c(q.cleaningFee)).toBe(c(pricing.cleaningFee));
      }),
    );
  });

  it("splitting a season into two adjacent seasons with the same rates never changes a price", () => {
    fc.assert(
      fc.property(
        pricingArb,
        seasonsArb.filter((s) => s.some((x) => x.endDate > addDays(x.startDate, 1))),
        fc.nat(),
        fc.nat(),
        stayArb,
        (pricing, seasons, which, at, { offset, nights, guests }) => {
          const splittable = seasons.filter((s) => s.endDate > addDays(s.startDate, 1));
          const target = splittable[which % splittable.length]!;
          const length = Math.round((Date.parse(target.endDate) - Date.parse(target.startDate)) / 86_400_000);
          const cut = addDays(target.startDate, 1 + (at % (length - 1)));
          const split = seasons.flatMap((s) =>
            s === target
              ? [
                  { ...s, endDate: cut },
                  { ...s, name: `${s.name}b`, startDate: cut },
                ]
              : [s],
          );
          const checkIn = addDays(START, offset);
          const request = { checkIn, checkOut: addDays(checkIn, nights), guests };
          expect(quoteSeasonalStay(pricing, split, request)).toEqual(quoteSeasonalStay(pricing, seasons, request));
        },
      ),
    );
  });

  it("the defaults reproduce the first wave's price (pricing.ts, SPEC 9) to the cent for any stay", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        (priceCents, nights, offset, maxGuests, guestSeed) => {
          const pricePerNight = priceCents / 100;
          const checkIn = addDays(START, offset);
          const checkOut = addDays(checkIn, nights);
          const guests = 1 + (guestSeed % maxGuests);
          const flat = quoteStay(pricePerNight, checkIn, checkOut);
          const q = quoteSeasonalStay(defaultPricing(pricePerNight, maxGuests), [], { checkIn, checkOut, guests });
          expect(q.nightly.every((n) => n.rate === flat.pricePerNight)).toBe(true);
          expect({
            nights: q.nights,
            roomSubtotal: q.roomSubtotal,
            cleaningFee: q.cleaningFee,
            serviceFee: q.serviceFee,
            totalPrice: q.totalPrice,
            currency: q.currency,
          }).toEqual({
            nights: flat.nights,
            roomSubtotal: flat.roomSubtotal,
            cleaningFee: flat.cleaningFee,
            serviceFee: flat.serviceFee,
            totalPrice: flat.totalPrice,
            currency: flat.currency,
          });
          expect(q.discount).toBeNull();
          expect(q.extraGuestFee).toBe(0);
        },
      ),
    );
  });
});
