// A broken stay rule (422 STAY_RULE, and the picker's reasons) worded from its key and figure in the guest's language,
// weekdays named by the language in its week's order; and the client keeping a STAY_RULE item's rule and figure.
import { describe, expect, it } from "vitest";
import { errorFromResponse } from "../../src/web/api/errors.ts";
import { longWeekdayName, weekdayChoice } from "../../src/web/i18n/calendar-week.ts";
import { isStayRuleKey, stayRuleText } from "../../src/web/shared/booking/date-picker/stay-rule-text.ts";
import { i18nFor } from "./lingui-catalog.ts";

describe("stayRuleText", () => {
  it("words each rule with its figure, in English plurals", async () => {
    const i18n = await i18nFor("en");
    expect(stayRuleText(i18n, { rule: "MIN_STAY", minStay: 5 })).toBe("The minimum stay for these dates is 5 nights");
    expect(stayRuleText(i18n, { rule: "MIN_STAY", minStay: 1 })).toBe("The minimum stay for these dates is 1 night");
    expect(stayRuleText(i18n, { rule: "MIN_STAY", minStay: 5 }, "2026-07-12")).toBe(
      "Minimum stay from July 12, 2026: 5 nights",
    );
    expect(stayRuleText(i18n, { rule: "ARRIVAL_DAY", days: [6, 5] })).toBe(
      "Arrival on these dates only on Friday or Saturday",
    );
    expect(stayRuleText(i18n, { rule: "DEPARTURE_DAY", days: [0] })).toBe("Departure on these dates only on Sunday");
    expect(stayRuleText(i18n, { rule: "MIN_NOTICE", minNoticeDays: 3 })).toBe(
      "Too soon: book at least 3 days before arrival",
    );
    expect(stayRuleText(i18n, { rule: "MAX_ADVANCE", maxAdvanceDays: 1 })).toBe(
      "Too far ahead: bookings open 1 day in advance",
    );
  });

  it("names weekdays in the language, in its week's order", () => {
    expect(longWeekdayName("fr", 6)).toBe("samedi");
    expect(longWeekdayName("ru", 0)).toBe("воскресенье");
    expect(longWeekdayName("de", 1)).toBe("Montag");
    // Monday-first languages put Sunday last; English starts with Sunday.
    expect(weekdayChoice("en", [1, 0])).toBe("Sunday or Monday");
    expect(weekdayChoice("de", [1, 0])).toBe("Montag oder Sonntag");
    expect(weekdayChoice("fr", [6])).toBe("samedi");
  });

  it("never shows the server's English words in another language", async () => {
    for (const language of ["fr", "ru", "de"] as const) {
      const i18n = await i18nFor(language);
      const text = stayRuleText(i18n, { rule: "ARRIVAL_DAY", days: [6] });
      expect(text).toContain(longWeekdayName(language, 6));
      expect(text).not.toContain("Saturday");
    }
  });
});

describe("a 422 STAY_RULE answer on the client", () => {
  it("keeps each item's rule and figure, and drops what does not read as such", () => {
    const error = errorFromResponse(422, {
      success: false,
      code: "STAY_RULE",
      message: "The minimum stay for these dates is 5 nights",
      errors: [
        { path: "checkOut", message: "The minimum stay for these dates is 5 nights", rule: "MIN_STAY", minStay: 5 },
        { path: "checkIn", message: "Arrival…", rule: "ARRIVAL_DAY", days: [6, 9] },
        { path: "checkIn", message: "Odd", rule: "NOT_A_RULE", minStay: 2 },
        { path: "checkIn", message: "Too soon", rule: "MIN_NOTICE", minNoticeDays: "3" },
        { path: "checkIn", message: "Bad", rule: "<script>" },
      ],
    });
    expect(error.code).toBe("STAY_RULE");
    expect(error.errors).toEqual([
      { path: "checkOut", message: "The minimum stay for these dates is 5 nights", rule: "MIN_STAY", minStay: 5 },
      { path: "checkIn", message: "Arrival…", rule: "ARRIVAL_DAY" },
      { path: "checkIn", message: "Odd", rule: "NOT_A_RULE", minStay: 2 },
      { path: "checkIn", message: "Too soon", rule: "MIN_NOTICE" },
      { path: "checkIn", message: "Bad" },
    ]);
    // Only the rules this version words are worded; an unknown one shows the server's message.
    expect(error.errors.map((item) => isStayRuleKey(item.rule))).toEqual([true, true, false, true, false]);
  });
});
