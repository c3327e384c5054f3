// From the booking form's draft to a request: the SPEC 5 rules on the villa's today and maximum, which field each
// message belongs to, the field to focus, the body sent, one Idempotency-Key per content, and the price shown.
import { describe, expect, it } from "vitest";
import { addDays, addYears } from "../../src/domain/dates.ts";
import { quoteStay } from "../../src/domain/pricing.ts";
import { defaultPricing, quoteSeasonalStay } from "../../src/domain/index.ts";
import {
  bookingRequestBody,
  checkDraft,
  fieldOf,
  firstInvalidField,
  IdempotencyKeys,
  messagesByField,
} from "../../src/web/shared/booking/booking-request.ts";
import { EMPTY_DRAFT, type BookingFormDraft } from "../../src/web/shared/booking/draft.ts";
import { breakdownFor, quoteFor } from "../../src/web/features/booking/booking-form/price-breakdown.tsx";

const TODAY = "2026-06-10";
const VILLA = { today: TODAY, maxGuests: 10 };
const VALID: BookingFormDraft = {
  checkIn: "2026-07-01",
  checkOut: "2026-07-04",
  totalGuests: 4,
  arrivalTime: "18:00",
  phone: " +49 151 1234-5678 ",
  dateOfBirth: "1990-05-01",
  paymentMethod: "BANK_TRANSFER",
  notes: "  Late arrival ",
};

const rules = (draft: BookingFormDraft, maxGuests = 10) =>
  checkDraft(draft, { today: TODAY, maxGuests }).map((i) => i.rule);

describe("checkDraft", () => {
  it("passes a complete draft", () => {
    expect(checkDraft(VALID, VILLA)).toEqual([]);
  });

  it("reports every missing field of an empty form, in SPEC order", () => {
    const issues = checkDraft(EMPTY_DRAFT, VILLA);
    expect(issues.map((issue) => [issue.rule, issue.title])).toEqual([
      ["checkInRequired", "Missing Check-in Date"],
      ["checkOutRequired", "Missing Check-out Date"],
      ["phoneRequired", "Missing Phone Number"],
      ["dateOfBirthRequired", "Missing Date of Birth"],
    ]);
  });

  it("refuses past dates as Invalid Dates", () => {
    const issues = checkDraft({ ...VALID, checkIn: addDays(TODAY, -1), checkOut: addDays(TODAY, 2) }, VILLA);
    expect(issues).toEqual([
      expect.objectContaining({
        rule: "checkInPast",
        title: "Invalid Dates",
        message: "Check-in date cannot be in the past",
      }),
    ]);
  });

  it("refuses a phone number that is not one", () => {
    expect(rules({ ...VALID, phone: "12345" })).toEqual(["phoneInvalid"]);
    expect(rules({ ...VALID, phone: "+0 151 12345678" })).toEqual(["phoneInvalid"]);
  });

  it("asks for 18 years on the villa's today", () => {
    expect(rules({ ...VALID, dateOfBirth: addYears(TODAY, -18) })).toEqual([]);
    const issues = checkDraft({ ...VALID, dateOfBirth: addDays(addYears(TODAY, -18), 1) }, VILLA);
    expect(issues).toEqual([
      expect.objectContaining({
        rule: "underAge",
        title: "Age Requirement",
        message: "Must be 18 or older",
        notice: "You must be 18 or older to make a booking",
      }),
    ]);
  });

  it("keeps the guests within the villa's maximum (a link may carry more than the select offers)", () => {
    expect(rules({ ...VALID, totalGuests: 10 })).toEqual([]);
    const issues = checkDraft({ ...VALID, totalGuests: 12 }, VILLA);
    expect(issues).toEqual([
      expect.objectContaining({ path: "totalGuests", message: "Must be 1-10 guests", title: "Invalid Guest Count" }),
    ]);
    expect(checkDraft({ ...VALID, totalGuests: 5 }, { today: TODAY, maxGuests: 4 })[0]?.message).toBe(
      "Must be 1-4 guests",
    );
  });
});

describe("the form's fields", () => {
  it("puts both dates in the dates box and ignores paths the form has no field for", () => {
    expect(fieldOf("checkIn")).toBe("dates");
    expect(fieldOf("checkOut")).toBe("dates");
    expect(fieldOf("phone")).toBe("phone");
    expect(fieldOf("villaId")).toBeNull();
  });

  it("lists every dates message and the first message of other fields", () => {
    expect(
      messagesByField([
        { path: "checkIn", message: "Check-in date required" },
        { path: "checkOut", message: "Check-out date required" },
        { path: "phone", message: "Phone number required" },
        { path: "phone", message: "Invalid phone number" },
        { path: "villaId", message: "Villa id is required" },
      ]),
    ).toEqual({ dates: ["Check-in date required", "Check-out date required"], phone: ["Phone number required"] });
  });

  it("focuses the first field with a problem in the order the guest meets them", () => {
    expect(firstInvalidField([{ path: "dateOfBirth" }, { path: "totalGuests" }])).toBe("totalGuests");
    expect(firstInvalidField([{ path: "notes" }, { path: "checkOut" }])).toBe("dates");
    expect(firstInvalidField([{ path: "villaId" }])).toBeNull();
  });
});

describe("bookingRequestBody", () => {
  it("sends the draft with the villa and trimmed text", () => {
    expect(bookingRequestBody("villa-1", VALID)).toEqual({
      villaId: "villa-1",
      checkIn: "2026-07-01",
      checkOut: "2026-07-04",
      totalGuests: 4,
      arrivalTime: "18:00",
      phone: "+49 151 1234-5678",
      dateOfBirth: "1990-05-01",
      paymentMethod: "BANK_TRANSFER",
      notes: "Late arrival",
    });
  });
});

describe("IdempotencyKeys", () => {
  it("keeps one key for the same request until it went through", () => {
    let next = 0;
    const keys = new IdempotencyKeys(() => `key-${++next}`);
    const body = bookingRequestBody("villa-1", VALID);
    expect(keys.keyFor(body)).toBe("key-1");
    // The guest presses submit again after a failure: same details, same key.
    expect(keys.keyFor({ ...body })).toBe("key-1");
    // Changed details are another request.
    expect(keys.keyFor({ ...body, totalGuests: 5 })).toBe("key-2");
    keys.forget();
    expect(keys.keyFor({ ...body, totalGuests: 5 })).toBe("key-3");
  });
});

describe("quoteFor and breakdownFor", () => {
  const flat = { pricing: defaultPricing(150, 10), seasons: [] };

  it("is the domain's quote, the server's own pricing: SPEC 9's price for a villa without rates of its own", () => {
    const quote = quoteFor(flat, "2026-07-01", "2026-07-04", 2);
    expect(quote?.totalPrice).toBe(quoteStay(150, "2026-07-01", "2026-07-04").totalPrice);
    expect(quote?.totalPrice).toBe(3 * 150 + 150 + 23);
  });

  it("prices each night by its season, with the guests above those included", () => {
    const rates = {
      pricing: { ...defaultPricing(150, 10), includedGuests: 2, extraGuestFee: 20 },
      seasons: [{ name: "High", startDate: "2026-07-03", endDate: "2026-08-01", nightlyRate: 220 }],
    };
    const quote = quoteFor(rates, "2026-07-01", "2026-07-04", 3);
    expect(quote?.nightly.map((night) => night.rate)).toEqual([150, 150, 220]);
    expect(quote?.extraGuestFee).toBe(60);
    expect(quote).toEqual(
      quoteSeasonalStay(rates.pricing, rates.seasons, { checkIn: "2026-07-01", checkOut: "2026-07-04", guests: 3 }),
    );
  });

  it("waits for a real stay and a real guest count", () => {
    expect(quoteFor(flat, "", "2026-07-04", 2)).toBeNull();
    expect(quoteFor(flat, "2026-07-04", "2026-07-04", 2)).toBeNull();
    expect(quoteFor(flat, "2026-07-01", "2026-07-04", 0)).toBeNull();
    expect(quoteFor(flat, "2026-07-01", "2027-07-04", 2)).toBeNull();
  });

  it("shows no price until the rates are in, never a wrong one", () => {
    const stay = { checkIn: "2026-07-01", checkOut: "2026-07-04", guests: 2 };
    expect(breakdownFor(null, false, { ...stay, checkOut: "" })).toEqual({ kind: "no-dates" });
    expect(breakdownFor(null, false, stay)).toEqual({ kind: "loading" });
    expect(breakdownFor(null, true, stay)).toEqual({ kind: "unavailable" });
    expect(breakdownFor(flat, false, stay)).toMatchObject({
      kind: "quote",
      serviceFeePercent: 5,
      quote: { totalPrice: 623 },
    });
  });
});
