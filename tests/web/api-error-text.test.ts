// Failed calls in the visitor's language: client messages by key, API failures by code, 422 field messages by rule.
import { describe, expect, it } from "vitest";
import { apiErrorText, apiFieldErrors } from "../../src/web/api/error-text.ts";
import { clientError, errorFromResponse } from "../../src/web/api/errors.ts";
import { i18nFor } from "./lingui-catalog.ts";

describe("apiErrorText", () => {
  it("translates the client's own messages", async () => {
    const fr = await i18nFor("fr");
    expect(apiErrorText(fr, clientError(0, "NETWORK", "network"))).toBe("La connexion réseau a échoué");
    expect(apiErrorText(fr, errorFromResponse(418, {}))).toBe("La requête a échoué (statut 418)");
    expect(apiErrorText(fr, errorFromResponse(500, { message: "boom" }))).toBe("Une erreur serveur s'est produite");
  });

  it("translates API failures by code, not by their English words", async () => {
    const de = await i18nFor("de");
    const wrongPassword = errorFromResponse(401, { success: false, code: "INVALID_CREDENTIALS", message: "Invalid email or password" });
    expect(apiErrorText(de, wrongPassword)).toBe("E-Mail-Adresse oder Passwort ist falsch");
    const taken = errorFromResponse(409, { success: false, code: "DATES_UNAVAILABLE", message: "The selected dates are not available" });
    expect(apiErrorText(de, taken)).toBe("Diese Daten wurden gerade von jemand anderem gebucht. Bitte wählen Sie andere Daten.");
  });

  it("shows a 422's first field message through the rule texts", async () => {
    const ru = await i18nFor("ru");
    const invalid = errorFromResponse(422, {
      success: false,
      code: "VALIDATION_FAILED",
      message: "Invalid phone number",
      errors: [{ path: "phone", message: "Invalid phone number" }],
    });
    expect(apiErrorText(ru, invalid)).toBe("Неверный номер телефона");
    expect(apiFieldErrors(ru, invalid)).toEqual({ phone: "Неверный номер телефона" });
  });

  it("uses the caller's fallback for an unknown code without a client message, and for non-API errors", async () => {
    const en = await i18nFor("en");
    expect(apiErrorText(en, new Error("kaboom"), "Failed to cancel booking")).toBe("Failed to cancel booking");
    expect(apiErrorText(en, new Error("kaboom"))).toBe("Something went wrong. Please try again.");
    const conflict = errorFromResponse(409, { success: false, code: "VILLA_HAS_BOOKINGS", message: "Villa has bookings" });
    expect(apiErrorText(en, conflict, "Failed to delete villa")).toBe("Failed to delete villa");
  });
});
