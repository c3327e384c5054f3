// Failed calls in the visitor's language: client messages by key, API failures by code, 422 field messages by rule.
import { describe, expect, it } from "vitest";
import { OPEN_REQUEST_MESSAGES } from "../../src/domain/schemas/booking-messages.ts";
import { CONTROL_CHARACTER_MESSAGE } from "../../src/domain/text-hygiene.ts";
import { apiErrorText, apiFieldErrors, bookingErrorText } from "../../src/web/api/error-text.ts";
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
    const wrongPassword = errorFromResponse(401, {
      success: false,
      code: "INVALID_CREDENTIALS",
      message: "Invalid email or password",
    });
    expect(apiErrorText(de, wrongPassword)).toBe("E-Mail-Adresse oder Passwort ist falsch");
    const taken = errorFromResponse(409, {
      success: false,
      code: "DATES_UNAVAILABLE",
      message: "The selected dates are not available",
    });
    expect(apiErrorText(de, taken)).toBe(
      "Diese Daten wurden gerade von jemand anderem gebucht. Bitte wählen Sie andere Daten.",
    );
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
    const conflict = errorFromResponse(409, {
      success: false,
      code: "VILLA_HAS_BOOKINGS",
      message: "Villa has bookings",
    });
    expect(apiErrorText(en, conflict, "Failed to delete villa")).toBe("Failed to delete villa");
  });
});

describe("the limits on what one account can hold, in the guest's language", () => {
  const tooManyRequests = errorFromResponse(409, {
    success: false,
    code: "TOO_MANY_OPEN_REQUESTS",
    message: OPEN_REQUEST_MESSAGES.tooManyRequests,
  });
  const tooManyNights = errorFromResponse(409, {
    success: false,
    code: "TOO_MANY_OPEN_REQUESTS",
    message: OPEN_REQUEST_MESSAGES.tooManyNights,
  });
  const rateLimited = errorFromResponse(429, {
    success: false,
    code: "RATE_LIMITED",
    message: "Too many booking requests and cancellations from this account. Please try again in 50 minutes.",
  });

  it.each([
    [
      "fr",
      "Vous avez déjà autant de demandes de réservation en attente de la réponse du propriétaire qu'un compte peut en avoir. Attendez une réponse, ou annulez-en une, avant d'en envoyer une autre.",
      "Cette demande mettrait en attente plus de nuits qu'un compte ne peut en réserver en attendant la réponse du propriétaire. Choisissez un séjour plus court, ou attendez la réponse à vos autres demandes.",
      "Vous avez envoyé trop de demandes de réservation ou d'annulations au cours de la dernière heure. Patientez un peu, puis réessayez.",
    ],
    [
      "ru",
      "У вас уже столько запросов на бронирование, ожидающих ответа владельца, сколько допустимо для одной учётной записи. Дождитесь ответа или отмените один из них, прежде чем отправлять новый.",
      "Этот запрос оставил бы в ожидании ответа владельца больше ночей, чем допустимо для одной учётной записи. Выберите более короткое пребывание или дождитесь ответа на другие запросы.",
      "За последний час вы отправили слишком много запросов на бронирование или отмен. Подождите немного и попробуйте снова.",
    ],
    [
      "de",
      "Sie haben bereits so viele Buchungsanfragen, die auf die Antwort des Eigentümers warten, wie ein Konto haben darf. Bitte warten Sie eine Antwort ab oder stornieren Sie eine, bevor Sie eine weitere senden.",
      "Mit dieser Anfrage wären mehr Nächte reserviert, als ein Konto halten darf, solange sie auf die Antwort des Eigentümers warten. Bitte wählen Sie einen kürzeren Aufenthalt oder warten Sie die Antwort auf Ihre anderen Anfragen ab.",
      "Sie haben in der letzten Stunde zu viele Buchungsanfragen oder Stornierungen gesendet. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.",
    ],
  ] as const)(
    "%s: 409 TOO_MANY_OPEN_REQUESTS says which cap, and a booking's 429 says what was limited",
    async (language, requests, nights, limited) => {
      const i18n = await i18nFor(language);
      expect(apiErrorText(i18n, tooManyRequests)).toBe(requests);
      expect(apiErrorText(i18n, tooManyNights)).toBe(nights);
      expect(bookingErrorText(i18n, tooManyRequests)).toBe(requests);
      expect(bookingErrorText(i18n, rateLimited)).toBe(limited);
    },
  );

  it("an unknown wording of the cap still gets a translated sentence, never the server's English", async () => {
    const fr = await i18nFor("fr");
    const other = errorFromResponse(409, {
      success: false,
      code: "TOO_MANY_OPEN_REQUESTS",
      message: "Some newer wording",
    });
    expect(apiErrorText(fr, other)).toMatch(/^Vous avez déjà autant de demandes/);
  });

  it("a control character refused by the API is named in the guest's language, under its field", async () => {
    const de = await i18nFor("de");
    const refused = errorFromResponse(422, {
      success: false,
      code: "VALIDATION_FAILED",
      message: CONTROL_CHARACTER_MESSAGE,
      errors: [{ path: "notes", message: CONTROL_CHARACTER_MESSAGE }],
    });
    expect(apiErrorText(de, refused)).toBe("Enthält nicht erlaubte Zeichen (Steuerzeichen)");
    expect(apiFieldErrors(de, refused)).toEqual({ notes: "Enthält nicht erlaubte Zeichen (Steuerzeichen)" });
  });
});
