// The site settings screen's pure parts: the form's values from the stored settings and back through the API's own
// rules (one rule, one place), and every rule message translated.
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "../../src/domain/site-settings.ts";
import { SITE_SETTINGS_RULE_TEXT } from "../../src/domain/site-settings-messages.ts";
import {
  checkFormValues,
  formValuesOf,
  sameValues,
} from "../../src/web/features/admin/settings/settings-form-values.ts";
import { ruleText, TRANSLATED_RULE_TEXTS } from "../../src/web/i18n/rule-text.ts";
import { i18nFor } from "./lingui-catalog.ts";

const VILLA_ID = "0b6d2c1e-3f4a-4b5c-8d9e-0123456789ab";
const stored = { ...DEFAULT_SITE_SETTINGS, mainVillaId: VILLA_ID };
const RULE_TEXTS = Object.values(SITE_SETTINGS_RULE_TEXT);

describe("the site settings form's values", () => {
  it("hold every field as text and give the stored settings back unchanged", () => {
    const values = formValuesOf(stored);
    expect(values).toMatchObject({
      whatsapp: "",
      tourVideoUrl: "",
      hostPhotoUrl: "",
      latitude: "27.3237",
      longitude: "33.7033",
    });
    expect(checkFormValues(values)).toEqual({ settings: stored, issues: [] });
  });

  it("read a comma as the decimal mark and clear a blank WhatsApp number or video", () => {
    const values = { ...formValuesOf(stored), latitude: "27,5", whatsapp: "  ", tourVideoUrl: "" };
    expect(checkFormValues(values).settings).toMatchObject({ latitude: 27.5, whatsapp: null, tourVideoUrl: null });
  });

  it("name every field to fix, with the API's messages", () => {
    const values = {
      ...formValuesOf(stored),
      mainVillaId: "",
      phone: "call me",
      latitude: "95",
      tourVideoUrl: "http://x.org",
      hostPhotoUrl: "/media/karim.jpg",
    };
    expect(checkFormValues(values).issues.map((issue) => [issue.path, issue.message])).toEqual([
      ["mainVillaId", SITE_SETTINGS_RULE_TEXT.mainVillaInvalid],
      ["phone", SITE_SETTINGS_RULE_TEXT.phoneInvalid],
      ["latitude", SITE_SETTINGS_RULE_TEXT.latitudeInvalid],
      ["tourVideoUrl", SITE_SETTINGS_RULE_TEXT.tourVideoUrlInvalid],
      ["hostPhotoUrl", SITE_SETTINGS_RULE_TEXT.hostPhotoUrlInvalid],
    ]);
  });

  it("are unchanged when only spaces around a value differ", () => {
    const values = formValuesOf(stored);
    expect(sameValues(values, { ...values, phone: ` ${values.phone} ` })).toBe(true);
    expect(sameValues(values, { ...values, phone: "+20 100 000 0001" })).toBe(false);
  });
});

describe("site settings rule messages", () => {
  it("are all covered by the rule texts", () => {
    expect(RULE_TEXTS.filter((text) => !TRANSLATED_RULE_TEXTS.has(text))).toEqual([]);
  });

  it.each(["fr", "ru", "de"] as const)("are all translated in %s", async (language) => {
    const i18n = await i18nFor(language);
    expect(RULE_TEXTS.filter((text) => ruleText(i18n, text) === text)).toEqual([]);
  });
});
