// The villa's amenity keys on the booking page: every key the API knows has a translated name and its own icon;
// a key it does not know is still shown, spelled out, with the generic icon.
import { describe, expect, it } from "vitest";
import { AMENITIES } from "../../src/domain/schemas/villa.ts";
import { amenityIcon, amenityName, spelledOut } from "../../src/web/shared/villa/amenity-names.ts";
import { i18nFor } from "./lingui-catalog.ts";

describe("amenity names", () => {
  it("names every known key in each language, never as the raw key", async () => {
    for (const language of ["en", "fr", "ru", "de"] as const) {
      const i18n = await i18nFor(language);
      const names = AMENITIES.map((key) => amenityName(i18n, key));
      for (const [index, name] of names.entries()) expect(name, AMENITIES[index]).not.toMatch(/_|^[a-z]/);
      expect(new Set(names).size, language).toBe(AMENITIES.length);
    }
  });

  it("speaks the page's language", async () => {
    expect(amenityName(await i18nFor("en"), "air_conditioning")).toBe("Air conditioning");
    expect(amenityName(await i18nFor("ru"), "air_conditioning")).toBe("Кондиционер");
    expect(amenityName(await i18nFor("de"), "beach_access")).toBe("Strandzugang");
    expect(amenityName(await i18nFor("fr"), "wifi")).not.toBe("High-speed WiFi");
  });

  it("spells out a key it does not know", async () => {
    expect(spelledOut("sea_view")).toBe("Sea view");
    expect(amenityName(await i18nFor("ru"), "private_chef")).toBe("Private chef");
    // Not a key of the list, even though every object has it.
    expect(amenityName(await i18nFor("en"), "constructor")).toBe("Constructor");
  });
});

describe("amenity icons", () => {
  it("gives known keys their own icon and others the generic one", () => {
    expect(amenityIcon("wifi")).toBe("wifi");
    expect(amenityIcon("pool")).toBe("pool");
    expect(amenityIcon("sea_view")).toBe("sparkle");
    expect(AMENITIES.filter((key) => amenityIcon(key) === "sparkle")).toEqual([]);
  });
});
