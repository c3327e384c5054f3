// The back office's villa words: every SPEC amenity key offered once, in its group, with a human name in each
// language; the status labels; and every villa rule message translated (SPEC 5, DESIGN 6).
import { describe, expect, it } from "vitest";
import { AMENITIES, VILLA_MESSAGES, VILLA_STATUSES, VILLA_TITLES } from "../../src/domain/schemas/villa.ts";
import { amenityChoiceGroups } from "../../src/web/features/admin/villas/edit/amenity-choices.ts";
import {
  VILLA_STATUS_LABELS,
  villaDisplayStatus,
  villaIdPrefix,
} from "../../src/web/features/admin/villas/villa-status.ts";
import {
  detailTabSearch,
  parseDetailTab,
  parseListPage,
} from "../../src/web/features/admin/villas/villa-search-params.ts";
import { ruleText, TRANSLATED_RULE_TEXTS } from "../../src/web/i18n/rule-text.ts";
import { i18nFor } from "./lingui-catalog.ts";

const LANGUAGES = ["en", "fr", "ru", "de"] as const;
const VILLA_TEXTS = [...Object.values(VILLA_MESSAGES), ...Object.values(VILLA_TITLES)];

describe("amenity choices", () => {
  it("offer every SPEC key exactly once, each with a human name in every language", async () => {
    for (const language of LANGUAGES) {
      const i18n = await i18nFor(language);
      const groups = amenityChoiceGroups(i18n, []);
      const keys = groups.flatMap((group) => group.choices.map((choice) => choice.key));
      expect([...keys].sort(), language).toEqual([...AMENITIES].sort());
      for (const group of groups) {
        expect(group.label, language).not.toBe("");
        for (const choice of group.choices) expect(choice.label, `${language} ${choice.key}`).not.toMatch(/_|^[a-z]/);
      }
      const labels = groups.flatMap((group) => group.choices.map((choice) => choice.label));
      expect(new Set(labels).size, language).toBe(AMENITIES.length);
    }
  });

  it("name the groups in the page's language", async () => {
    const en = amenityChoiceGroups(await i18nFor("en"), []).map((group) => group.label);
    expect(en).toEqual(["Basic", "Comfort", "Outdoor", "Luxury", "Views", "Other"]);
    for (const language of ["fr", "ru", "de"] as const) {
      const labels = amenityChoiceGroups(await i18nFor(language), []).map((group) => group.label);
      expect(
        labels.filter((label, index) => label === en[index] && label !== "Comfort"),
        language,
      ).toEqual([]);
    }
  });

  it("keep a key the villa carries beyond the list, spelled out, so it can be removed", async () => {
    const groups = amenityChoiceGroups(await i18nFor("en"), ["wifi", "sea_view", "sea_view"]);
    const extra = groups.at(-1);
    expect(extra?.id).toBe("extra");
    expect(extra?.choices).toEqual([{ key: "sea_view", label: "Sea view" }]);
  });
});

describe("villa status", () => {
  it("shows INACTIVE for a hidden villa whatever its status", () => {
    expect(villaDisplayStatus({ status: "AVAILABLE", isActive: false })).toBe("INACTIVE");
    expect(villaDisplayStatus({ status: "MAINTENANCE", isActive: true })).toBe("MAINTENANCE");
  });

  it("has a label for every status and INACTIVE in every language", async () => {
    for (const language of ["fr", "ru", "de"] as const) {
      const i18n = await i18nFor(language);
      for (const status of [...VILLA_STATUSES, "INACTIVE"] as const) {
        expect(i18n._(VILLA_STATUS_LABELS[status]), `${language} ${status}`).not.toBe(
          status.charAt(0) + status.slice(1).toLowerCase(),
        );
      }
    }
  });

  it("names a villa by the first 8 characters of its id", () => {
    expect(villaIdPrefix("0b7c3f0e-5d7a-4a53-9f3e-2a4f2c1d9e10")).toBe("0b7c3f0e");
  });
});

describe("search parameters", () => {
  it("read the list page and the detail tab, ignoring anything else", () => {
    expect(parseListPage("3")).toBe(3);
    expect(parseListPage(2)).toBe(2);
    for (const bad of ["1", "0", "-2", "x", "2.5", undefined]) expect(parseListPage(bad)).toBeUndefined();
    expect(parseDetailTab(" Bookings ")).toBe("bookings");
    expect(parseDetailTab("details")).toBe("details");
    expect(parseDetailTab("photos")).toBeUndefined();
    expect(detailTabSearch("details")).toEqual({});
    expect(detailTabSearch("bookings")).toEqual({ tab: "bookings" });
  });
});

describe("villa rule messages", () => {
  it("are all covered by the rule texts", () => {
    expect(VILLA_TEXTS.filter((text) => !TRANSLATED_RULE_TEXTS.has(text))).toEqual([]);
  });

  it.each(["fr", "ru", "de"] as const)("are all translated in %s", async (language) => {
    const i18n = await i18nFor(language);
    expect(VILLA_TEXTS.filter((text) => ruleText(i18n, text) === text)).toEqual([]);
  });
});
