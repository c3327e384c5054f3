// SPEC 9 price: nights × price + 150 cleaning + 5% service fee rounded half-up, in cents.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  CLEANING_FEE,
  CURRENCY,
  quoteStay,
  serviceFeeCents,
  SERVICE_FEE_RATE,
} from "../../src/domain/index.ts";

describe("quoteStay", () => {
  it("prices a whole-euro stay", () => {
    expect(quoteStay(200, "2026-07-01", "2026-07-08")).toEqual({
      nights: 7,
      pricePerNight: 200,
      roomSubtotal: 1400,
      cleaningFee: 150,
      serviceFee: 70,
      totalPrice: 1620,
      currency: "EUR",
    });
  });

  it("prices a decimal nightly rate without float drift", () => {
    const q = quoteStay(99.99, "2026-07-01", "2026-07-04");
    expect(q.roomSubtotal).toBe(299.97);
    // 5% of 299.97 = 14.9985 → 15
    expect(q.serviceFee).toBe(15);
    expect(q.totalPrice).toBe(464.97);
    const q2 = quoteStay(0.1, "2026-07-01", "2026-07-04");
    expect(q2.roomSubtotal).toBe(0.3);
  });

  it("rounds the service fee half-up to whole euros", () => {
    // 5% of 10 = 0.50 → 1
    expect(quoteStay(10, "2026-07-01", "2026-07-02").serviceFee).toBe(1);
    // 5% of 9.98 = 0.499 → 0
    expect(quoteStay(9.98, "2026-07-01", "2026-07-02").serviceFee).toBe(0);
    // 5% of 50 = 2.50 → 3 (half-up, not banker's rounding to 2)
    expect(quoteStay(50, "2026-07-01", "2026-07-02").serviceFee).toBe(3);
    // 5% of 70 = 3.50 → 4
    expect(quoteStay(35, "2026-07-01", "2026-07-03").serviceFee).toBe(4);
    // 5% of 129.99 = 6.4995 → 6
    expect(quoteStay(129.99, "2026-07-01", "2026-07-02").serviceFee).toBe(6);
  });

  it("prices one night and a 365-night stay", () => {
    expect(quoteStay(150, "2026-07-01", "2026-07-02").totalPrice).toBe(150 + 150 + 8);
    const year = quoteStay(123.45, "2026-07-01", addDays("2026-07-01", 365));
    expect(year.nights).toBe(365);
    expect(year.roomSubtotal).toBe(45059.25);
    expect(year.serviceFee).toBe(2253);
  });

  it("refuses a stay without nights and a non-positive price", () => {
    expect(() => quoteStay(100, "2026-07-01", "2026-07-01")).toThrow(RangeError);
    expect(() => quoteStay(100, "2026-07-02", "2026-07-01")).toThrow(RangeError);
    expect(() => quoteStay(0, "2026-07-01", "2026-07-02")).toThrow(RangeError);
    expect(() => quoteStay(Number.NaN, "2026-07-01", "2026-07-02")).toThrow(RangeError);
  });

  it("uses SPEC 9's constants", () => {
    expect(CLEANING_FEE).toBe(150);
    expect(SERVICE_FEE_RATE).toBe(0.05);
    expect(CURRENCY).toBe("EUR");
    expect(serviceFeeCents(1999)).toBe(100);
    expect(serviceFeeCents(999)).toBe(0);
    expect(serviceFeeCents(1000)).toBe(100);
  });

  const cents = fc.integer({ min: 1, max: 2_000_000 });
  const nights = fc.integer({ min: 1, max: 365 });

  it("property: the total is exactly the sum of its parts, all in whole cents", () => {
    fc.assert(
      fc.property(cents, nights, (priceCents, n) => {
        const q = quoteStay(priceCents / 100, "2026-01-01", addDays("2026-01-01", n));
        const c = (x: number) => Math.round(x * 100);
        expect(c(q.totalPrice)).toBe(c(q.roomSubtotal) + c(q.cleaningFee) + c(q.serviceFee));
        expect(c(q.roomSubtotal)).toBe(priceCents * n);
        for (const x of [q.totalPrice, q.roomSubtotal, q.serviceFee])
          expect(Math.abs(c(x) - x * 100)).toBeLessThan(1e-6);
      }),
    );
  });

  it("property: the service fee is within half a euro of 5% of the room subtotal", () => {
    fc.assert(
      fc.property(cents, nights, (priceCents, n) => {
        const q = quoteStay(priceCents / 100, "2026-01-01", addDays("2026-01-01", n));
        expect(Number.isInteger(q.serviceFee)).toBe(true);
        const exact = (priceCents * n * 5) / 10000;
        expect(q.serviceFee - exact).toBeLessThanOrEqual(0.5);
        expect(exact - q.serviceFee).toBeLessThan(0.5);
      }),
    );
  });
});
