// The lines a priced stay is read in (ui/booking/quote-lines.ts): nights grouped by rate, the discount, the
// extra-guest fee and the fees, in the reader's language, adding up to the quote's total.
import { describe, expect, it } from "vitest";
import { quoteSeasonalStay } from "../../src/domain/rates/quote.ts";
import { defaultPricing } from "../../src/domain/rates/villa-pricing.ts";
import { quoteLines } from "../../src/web/ui/booking/quote-lines.ts";
import { i18nFor } from "./lingui-catalog.ts";

const summer = {
  name: "Summer",
  startDate: "2027-07-03",
  endDate: "2027-08-01",
  nightlyRate: 220,
  weekendRate: null,
  minStay: null,
  arrivalDays: null,
  departureDays: null,
};
const pricing = { ...defaultPricing(180, 6), weeklyDiscountPercent: 10, extraGuestFee: 20, includedGuests: 2 };
// 2 nights at the base rate, then 6 in the season: a week's discount, and 2 guests above those included.
const quote = quoteSeasonalStay(pricing, [summer], { checkIn: "2027-07-01", checkOut: "2027-07-09", guests: 4 });

describe("quoteLines", () => {
  it("groups the nights by rate and adds up to the total", async () => {
    const i18n = await i18nFor("en");
    const lines = quoteLines(i18n, quote, pricing.serviceFeePercent);
    expect(lines.map((line) => line.label)).toEqual([
      "2 nights × €180",
      "6 nights × €220",
      "Weekly discount (10%)",
      "Extra guests",
      "Cleaning fee",
      "Service fee (5%)",
    ]);
    const sum = lines.reduce((total, line) => total + Math.round(line.amount * 100), 0) / 100;
    expect(sum).toBe(quote.totalPrice);
  });

  it("reads in the guest's language and number format", async () => {
    const i18n = await i18nFor("ru");
    const labels = quoteLines(i18n, quote).map((line) => line.label);
    expect(labels[0]).toMatch(/^2 ночи × 180\s€$/);
    expect(labels[2]).toMatch(/^Скидка за неделю \(10\s?%\)$/);
    expect(labels.at(-1)).toBe("Сервисный сбор");
  });

  it("has no discount or extra-guest line when there is none", async () => {
    const i18n = await i18nFor("en");
    const plain = quoteSeasonalStay(defaultPricing(180, 6), [], {
      checkIn: "2027-07-01",
      checkOut: "2027-07-03",
      guests: 2,
    });
    expect(quoteLines(i18n, plain).map((line) => line.key)).toEqual(["nights-180", "cleaning", "service"]);
  });
});
