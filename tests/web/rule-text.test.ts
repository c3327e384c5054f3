// Every SPEC 5 rule message and title the domain words in English reaches the visitor translated.
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, AUTH_TITLES } from "../../src/domain/schemas/auth.ts";
import {
  BOOKING_MESSAGES,
  BOOKING_TITLES,
  checkBookingRequest,
  UNDER_AGE_NOTICE,
} from "../../src/domain/schemas/booking.ts";
import {
  DEACTIVATE_PASSWORD_REQUIRED,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_CHANGE_TITLES,
  PROFILE_MESSAGES,
} from "../../src/domain/schemas/profile.ts";
import { STAY_MESSAGES } from "../../src/domain/stay.ts";
import { ruleNotice, ruleText, TRANSLATED_RULE_TEXTS } from "../../src/web/i18n/rule-text.ts";
import { i18nFor } from "./lingui-catalog.ts";

const strings = (record: Record<string, unknown>) =>
  Object.values(record).filter((value): value is string => typeof value === "string");

const DOMAIN_TEXTS = [
  ...strings(AUTH_MESSAGES),
  ...strings(AUTH_TITLES),
  ...strings(BOOKING_MESSAGES),
  ...strings(BOOKING_TITLES),
  UNDER_AGE_NOTICE,
  ...strings(STAY_MESSAGES),
  ...strings(PROFILE_MESSAGES),
  ...strings(PASSWORD_CHANGE_MESSAGES),
  ...strings(PASSWORD_CHANGE_TITLES),
  DEACTIVATE_PASSWORD_REQUIRED,
];

describe("rule texts", () => {
  it("covers every guest-facing domain message and title", () => {
    const missing = DOMAIN_TEXTS.filter((text) => !TRANSLATED_RULE_TEXTS.has(text));
    expect(missing).toEqual([]);
  });

  it.each(["fr", "ru", "de"] as const)("translates every one of them in %s", async (language) => {
    const i18n = await i18nFor(language);
    const untranslated = DOMAIN_TEXTS.filter((text) => ruleText(i18n, text) === text);
    expect(untranslated).toEqual([]);
  });

  it("translates the guest-count rule with the villa's maximum", async () => {
    const de = await i18nFor("de");
    expect(ruleText(de, BOOKING_MESSAGES.guestCount(10))).toBe("Zulässig sind 1 bis 10 Gäste");
    const en = await i18nFor("en");
    expect(ruleText(en, BOOKING_MESSAGES.guestCount(8))).toBe("Must be 1-8 guests");
  });

  it("shows an unknown server message as it came", async () => {
    const fr = await i18nFor("fr");
    expect(ruleText(fr, "Something only the server says")).toBe("Something only the server says");
  });

  it("words the SPEC notification of a failed booking rule", async () => {
    const en = await i18nFor("en");
    const [underAge] = checkBookingRequest(
      {
        checkIn: "2027-03-01",
        checkOut: "2027-03-04",
        totalGuests: 2,
        phone: "+4915112345678",
        dateOfBirth: "2015-01-01",
      },
      { today: "2026-11-22", maxGuests: 10 },
    );
    expect(underAge && ruleNotice(en, underAge)).toEqual({
      title: "Age Requirement",
      description: "You must be 18 or older to make a booking",
    });
    const fr = await i18nFor("fr");
    expect(underAge && ruleNotice(fr, underAge).title).toBe("Condition d'âge");
  });
});
