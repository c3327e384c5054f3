// The owner's rates page's pure parts (DESIGN 7.1): the pricing and season forms' values to and from the API's
// shapes through the domain's own rules (one rule, one place), the season's last night against the API's exclusive
// endDate, the live example's stay, the week's order, and every rate rule message in the owner's language.
import { describe, expect, it } from "vitest";
import { RATE_RULE_TEXT, SEASON_OVERLAP_MESSAGE, includedGuestsText } from "../../src/domain/rates/rate-messages.ts";
import { quoteSeasonalStay } from "../../src/domain/rates/quote.ts";
import { defaultPricing, type VillaPricing } from "../../src/domain/rates/villa-pricing.ts";
import type { StoredSeason } from "../../src/domain/schemas/rates.ts";
import {
  checkPricingValues,
  pricingFormValuesOf,
  samePricingValues,
  typedNumber,
} from "../../src/web/features/admin/villas/rates/pricing-form-values.ts";
import { formatPrice } from "../../src/web/i18n/format.ts";
import { weekdayList, weekOrder } from "../../src/web/features/admin/villas/rates/rate-format.ts";
import {
  checkSeasonValues,
  emptySeasonValues,
  seasonFieldOf,
  seasonFormValuesOf,
} from "../../src/web/features/admin/villas/rates/season-form-values.ts";
import { nextSaturday, stayExample } from "../../src/web/features/admin/villas/rates/stay-example.ts";
import {
  rateRuleText as ruleText,
  TRANSLATED_RATE_TEXTS as TRANSLATED_RULE_TEXTS,
} from "../../src/web/features/admin/villas/rates/rate-rule-text.ts";
import { i18nFor } from "./lingui-catalog.ts";

const pricing: VillaPricing = {
  ...defaultPricing(200, 8),
  weekendRate: 260,
  includedGuests: 4,
  extraGuestFee: 25,
  weeklyDiscountPercent: 10,
};

const SEASON: StoredSeason = {
  id: "0b6d2c1e-3f4a-4b5c-8d9e-0123456789ab",
  name: "Christmas",
  startDate: "2027-12-20",
  endDate: "2028-01-03",
  nightlyRate: 400,
  weekendRate: null,
  minStay: 5,
  arrivalDays: [6],
  departureDays: null,
};

describe("the pricing form's values", () => {
  it("hold the stored pricing as text and give it back unchanged", () => {
    const values = pricingFormValuesOf(pricing);
    expect(values).toMatchObject({ baseRate: "200", weekendRate: "260", weekendNights: [5, 6], cleaningFee: "150" });
    expect(checkPricingValues(values, 8)).toEqual({ pricing: { ...pricing, weekendNights: [5, 6] }, issues: [] });
  });

  it("read a comma as the decimal mark and an empty weekend rate as none", () => {
    const values = { ...pricingFormValuesOf(pricing), baseRate: "199,50", weekendRate: " " };
    expect(checkPricingValues(values, 8).pricing).toMatchObject({ baseRate: 199.5, weekendRate: null });
  });

  it("refuse an emptied fee instead of sending the server's default", () => {
    const values = { ...pricingFormValuesOf(pricing), cleaningFee: "" };
    expect(checkPricingValues(values, 8).issues).toEqual([
      { path: "cleaningFee", rule: "feeInvalid", message: RATE_RULE_TEXT.feeInvalid },
    ]);
  });

  it("name every field to fix with the API's messages", () => {
    const values = {
      ...pricingFormValuesOf(pricing),
      baseRate: "0",
      weekendRate: "abc",
      serviceFeePercent: "5.5",
      minNoticeDays: "30",
      maxAdvanceDays: "30",
    };
    expect(checkPricingValues(values, 8).issues.map((issue) => [issue.path, issue.message])).toEqual([
      ["baseRate", RATE_RULE_TEXT.rateInvalid],
      ["weekendRate", RATE_RULE_TEXT.rateInvalid],
      ["serviceFeePercent", RATE_RULE_TEXT.percentInvalid],
      ["minNoticeDays", RATE_RULE_TEXT.noticeBeyondAdvance],
    ]);
  });

  it("hold the included guests to the villa's own capacity", () => {
    const values = { ...pricingFormValuesOf(pricing), includedGuests: "9" };
    expect(checkPricingValues(values, 8).issues).toEqual([
      { path: "includedGuests", rule: "includedGuestsInvalid", message: includedGuestsText(8) },
    ]);
    expect(checkPricingValues(values, 9).pricing?.includedGuests).toBe(9);
  });

  it("are unchanged when only spaces or the weekend nights' order differ", () => {
    const values = pricingFormValuesOf(pricing);
    expect(samePricingValues(values, { ...values, baseRate: " 200 ", weekendNights: [6, 5] })).toBe(true);
    expect(samePricingValues(values, { ...values, weekendNights: [5] })).toBe(false);
    expect(samePricingValues(values, { ...values, weeklyDiscountPercent: "15" })).toBe(false);
  });

  it("type numbers as the rules read them", () => {
    expect(typedNumber("")).toBeUndefined();
    expect(typedNumber(" 12,5 ")).toBe(12.5);
    expect(typedNumber("1e3")).toBe(1000);
    expect(typedNumber("twelve")).toBe("twelve");
  });
});

describe("the season form's values", () => {
  it("show the stored season's last night, and send its exclusive end back unchanged", () => {
    const values = seasonFormValuesOf(SEASON);
    expect(values).toMatchObject({ startDate: "2027-12-20", lastNight: "2028-01-02", limitArrival: true });
    expect(values.limitDeparture).toBe(false);
    const { id: _id, ...season } = SEASON;
    expect(checkSeasonValues(values)).toEqual({ season, issues: [] });
  });

  it("make a one-night season from a first night that is also the last", () => {
    const values = {
      ...emptySeasonValues(),
      name: " Gala ",
      startDate: "2027-06-05",
      lastNight: "2027-06-05",
      nightlyRate: "500",
    };
    expect(checkSeasonValues(values).season).toEqual({
      name: "Gala",
      startDate: "2027-06-05",
      endDate: "2027-06-06",
      nightlyRate: 500,
      weekendRate: null,
      minStay: null,
      arrivalDays: null,
      departureDays: null,
    });
  });

  it("mark the last night when the season ends before it starts, and name every other field to fix", () => {
    const values = {
      ...emptySeasonValues(),
      startDate: "2027-06-05",
      lastNight: "2027-06-03",
      nightlyRate: "",
      minStay: "0",
      limitArrival: true,
      arrivalDays: [],
    };
    expect(checkSeasonValues(values).issues.map((issue) => [issue.path, issue.message])).toEqual([
      ["name", RATE_RULE_TEXT.seasonNameRequired],
      ["lastNight", RATE_RULE_TEXT.seasonEndNotAfterStart],
      ["nightlyRate", RATE_RULE_TEXT.rateInvalid],
      ["minStay", RATE_RULE_TEXT.minStayInvalid],
      ["arrivalDays", RATE_RULE_TEXT.arrivalDaysInvalid],
    ]);
  });

  it("mark missing dates at their fields", () => {
    const issues = checkSeasonValues({ ...emptySeasonValues(), name: "A", nightlyRate: "100" }).issues;
    expect(issues.map((issue) => issue.path)).toEqual(["startDate", "lastNight"]);
  });

  it("map the API's paths to the form's fields", () => {
    expect(seasonFieldOf("endDate")).toBe("lastNight");
    expect(seasonFieldOf("nightlyRate")).toBe("nightlyRate");
    expect(seasonFieldOf("villaId")).toBeNull();
  });
});

describe("the live example", () => {
  it("starts on the next Saturday, a week later when today is one", () => {
    expect(nextSaturday("2026-11-26")).toBe("2026-11-28"); // Thursday
    expect(nextSaturday("2026-11-28")).toBe("2026-12-05"); // Saturday
    expect(nextSaturday("2026-11-29")).toBe("2026-12-05"); // Sunday
  });

  it("is the domain's quote for 7 nights and 2 guests, seasons included", () => {
    const seasons = [{ ...SEASON, startDate: "2026-12-01", endDate: "2026-12-03" }];
    const example = stayExample(pricing, seasons, { today: "2026-11-26", maxGuests: 8 });
    expect(example).toMatchObject({ checkIn: "2026-11-28", checkOut: "2026-12-05", guests: 2 });
    expect(example.quote).toEqual(
      quoteSeasonalStay(pricing, seasons, { checkIn: "2026-11-28", checkOut: "2026-12-05", guests: 2 }),
    );
    // Saturday 260, Sunday and Monday 200, two season nights 400, Thursday 200, Friday 260; 10 % weekly off.
    expect(example.quote.roomSubtotal).toBe(1920);
    expect(example.quote.discount).toEqual({ kind: "WEEKLY", percent: 10, amount: 192 });
  });

  it("asks for one guest when the villa sleeps one", () => {
    expect(stayExample(pricing, [], { today: "2026-11-26", maxGuests: 1 }).guests).toBe(1);
  });
});

describe("weekdays and rates as the owner reads them", () => {
  it("order the week as each language's calendars do", () => {
    expect(weekOrder("en")).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekOrder("ru")).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayList("ru", [0, 5, 6])).toBe("пт, сб, вс");
    expect(weekdayList("en", [0, 5, 6])).toBe("Sun, Fri, Sat");
  });

  it("print cents only when a rate has them", async () => {
    const en = await i18nFor("en");
    expect(formatPrice(en, 150)).toBe("€150");
    expect(formatPrice(en, 99.5)).toBe("€99.50");
  });
});

describe("rate rule messages", () => {
  const RULE_TEXTS = [...Object.values(RATE_RULE_TEXT), includedGuestsText(6), SEASON_OVERLAP_MESSAGE("Summer")];

  it("are all known to the rule texts or their patterns", async () => {
    const en = await i18nFor("en");
    // The included guests' range is read by its pattern, with the villa's own figure (checked below).
    const unknown = Object.values(RATE_RULE_TEXT).filter(
      (text) => text !== RATE_RULE_TEXT.includedGuestsInvalid && !TRANSLATED_RULE_TEXTS.has(text),
    );
    expect(unknown).toEqual([]);
    // English keeps the domain's words, figures included, except the date messages, which say what to choose.
    const reworded = RULE_TEXTS.filter((text) => ruleText(en, text) !== text);
    expect(reworded).toEqual([
      RATE_RULE_TEXT.weekendNightsInvalid,
      RATE_RULE_TEXT.startDateInvalid,
      RATE_RULE_TEXT.endDateInvalid,
      RATE_RULE_TEXT.arrivalDaysInvalid,
      RATE_RULE_TEXT.departureDaysInvalid,
    ]);
  });

  it.each(["fr", "ru", "de"] as const)(
    "are translated in %s, the villa's figure and season's name kept",
    async (language) => {
      const i18n = await i18nFor(language);
      expect(RULE_TEXTS.filter((text) => ruleText(i18n, text) === text)).toEqual([]);
      expect(ruleText(i18n, includedGuestsText(6))).toContain("6");
      expect(ruleText(i18n, SEASON_OVERLAP_MESSAGE("Summer"))).toContain("Summer");
    },
  );
});
