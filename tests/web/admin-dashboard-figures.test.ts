// The dashboard's derived figures (SPEC 2 "Admin dashboard"): Booking Success Rate = (completed + confirmed) /
// total, the utilization rate (bookable share of villas), bar heights with the 4 % floor, month labels in the
// page's language and amounts in EUR.
import { describe, expect, it } from "vitest";
import {
  MIN_BAR_PERCENT,
  barHeights,
  bookingSuccessRate,
  formatMoney,
  formatMoneyCompact,
  formatPercent,
  monthLabel,
  percentOf,
  villaUtilizationRate,
} from "../../src/web/features/admin/dashboard/dashboard-figures.ts";

describe("bookingSuccessRate", () => {
  it("is (completed + confirmed) / total, as a percentage", () => {
    expect(bookingSuccessRate({ completedBookings: 3, confirmedBookings: 2, totalBookings: 8 })).toBe(62.5);
  });

  it("counts pending, cancelled and rejected bookings in the total only", () => {
    // 1 completed + 1 confirmed out of 1 + 1 + 2 pending + 1 cancelled + 1 rejected.
    expect(bookingSuccessRate({ completedBookings: 1, confirmedBookings: 1, totalBookings: 6 })).toBeCloseTo(33.333, 3);
  });

  it("is 0 with no bookings at all, never NaN", () => {
    expect(bookingSuccessRate({ completedBookings: 0, confirmedBookings: 0, totalBookings: 0 })).toBe(0);
  });
});

describe("villaUtilizationRate", () => {
  it("is the share of villas that are active and available", () => {
    expect(villaUtilizationRate({ activeVillas: 3, totalVillas: 4 })).toBe(75);
    expect(villaUtilizationRate({ activeVillas: 0, totalVillas: 2 })).toBe(0);
  });

  it("is 0 without villas", () => {
    expect(villaUtilizationRate({ activeVillas: 0, totalVillas: 0 })).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe("barHeights", () => {
  it("puts the best month at 100 % and the others in proportion", () => {
    expect(barHeights([500, 1000, 250])).toEqual([50, 100, 25]);
  });

  it("never draws a bar under the 4 % minimum, even for a month with no revenue", () => {
    expect(MIN_BAR_PERCENT).toBe(4);
    expect(barHeights([0, 1000, 10])).toEqual([4, 100, 4]);
    expect(barHeights([30, 1000])).toEqual([4, 100]);
    expect(barHeights([50, 1000])).toEqual([5, 100]);
  });

  it("draws every bar at the minimum when no month earned anything", () => {
    expect(barHeights([0, 0, 0, 0, 0, 0])).toEqual([4, 4, 4, 4, 4, 4]);
  });

  it("keeps one height per month", () => {
    expect(barHeights([])).toEqual([]);
    expect(barHeights([1, 2, 3, 4, 5, 6])).toHaveLength(6);
  });
});

describe("monthLabel", () => {
  it("names the month in the page's language", () => {
    expect(monthLabel("en", "2026-03", "long")).toBe("March 2026");
    expect(monthLabel("fr", "2026-03", "long")).toBe("mars 2026");
    expect(monthLabel("de", "2026-03", "long")).toBe("März 2026");
    expect(monthLabel("ru", "2026-03", "long")).toMatch(/^март/i);
    expect(monthLabel("en", "2026-12", "short")).toBe("Dec");
    expect(monthLabel("de", "2026-12", "short")).toBe("Dez");
  });

  it("is not shifted by the time zone (January stays January)", () => {
    expect(monthLabel("en", "2027-01", "long")).toBe("January 2027");
  });
});

describe("formatMoney and formatPercent", () => {
  it("writes whole euros, an in-between average rounded, never cents", () => {
    expect(formatMoney("en", 12345)).toBe("€12,345");
    expect(formatMoney("en", 1234.5)).toBe("€1,235");
    expect(formatMoney("en", 1234.49)).toBe("€1,234");
    expect(formatMoney("en", 0)).toBe("€0");
    expect(formatMoney("de", 12345).replace(/\s/g, " ")).toBe("12.345 €");
  });

  it("keeps the sign with the number: only no-break spaces, in every language", () => {
    const breakable = /[ \t\n]/;
    for (const locale of ["en", "fr", "ru", "de"]) {
      for (const amount of [0, 12345.67, 1234567]) {
        const text = formatMoney(locale, amount);
        expect(text, `${locale} ${amount}`).not.toMatch(breakable);
        expect(text, `${locale} ${amount}`).not.toMatch(/[.,]\d{2}\D*$/);
      }
    }
    expect(formatMoney("fr", 12345)).toMatch(/^12\s345\u00a0€$/);
    expect(formatMoney("ru", 12345)).toMatch(/^12\s345\u00a0€$/);
    expect(formatMoney("de", 12345)).toBe("12.345\u00a0€");
  });

  it("shortens chart amounts the way each language does, without trailing zeros or cents", () => {
    expect(formatMoneyCompact("en", 12345)).toBe("€12.3K");
    expect(formatMoneyCompact("en", 500)).toBe("€500");
    expect(formatMoneyCompact("en", 950.5)).toBe("€951");
    expect(formatMoneyCompact("en", 0)).toBe("€0");
    expect(formatMoneyCompact("de", 500)).toBe("500\u00a0€");
  });

  it("lets a chart label wrap only between the number and its unit, never before the sign", () => {
    expect(formatMoneyCompact("ru", 12345)).toBe("12,3 тыс.\u00a0€");
    expect(formatMoneyCompact("fr", 12345)).toBe("12,3 k\u00a0€");
    expect(formatMoneyCompact("de", 1234567)).toBe("1,2 Mio.\u00a0€");
    for (const locale of ["en", "fr", "ru", "de"])
      for (const amount of [0, 950.5, 12345, 1234567])
        expect(formatMoneyCompact(locale, amount), `${locale} ${amount}`).not.toMatch(/ €|€ /);
  });

  it("writes a percentage with at most one decimal in the page's language", () => {
    expect(formatPercent("en", 62.5)).toBe("62.5%");
    expect(formatPercent("en", 100 / 3)).toBe("33.3%");
    expect(formatPercent("en", 0)).toBe("0%");
    expect(formatPercent("fr", 99.9).replace(/\s/g, " ")).toBe("99,9 %");
  });
});
