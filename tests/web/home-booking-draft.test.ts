// What the home page's booking teaser hands to the booking page: the Book Now link and the saved draft (SPEC 3).
import { describe, expect, it } from "vitest";
import { BOOKING_DRAFT_KEY, mergeDraft, saveTeaserChoice } from "../../src/web/shared/booking/draft.ts";
import { bookingHref } from "../../src/web/shared/booking/booking-search.ts";

describe("bookingHref", () => {
  it("carries the chosen dates and guests", () => {
    expect(bookingHref("fr", { checkIn: "2027-03-12", checkOut: "2027-03-15", guests: 4 })).toBe(
      "/fr/booking?checkIn=2027-03-12&checkOut=2027-03-15&guests=4",
    );
  });

  it("leaves out dates the guest has not chosen", () => {
    expect(bookingHref("en", { checkIn: null, checkOut: null, guests: 2 })).toBe("/en/booking?guests=2");
  });
});

describe("the booking form draft", () => {
  const choice = { checkIn: "2027-03-12", checkOut: "2027-03-15", guests: 3 };

  it("starts a draft with the SPEC defaults when there is none", () => {
    expect(mergeDraft(null, choice)).toEqual({
      checkIn: "2027-03-12",
      checkOut: "2027-03-15",
      totalGuests: 3,
      arrivalTime: "",
      phone: "",
      dateOfBirth: "",
      paymentMethod: "BANK_TRANSFER",
      notes: "",
    });
  });

  it("keeps what the guest typed on the booking page", () => {
    const stored = JSON.stringify({
      checkIn: "2027-01-01",
      checkOut: "2027-01-05",
      totalGuests: 6,
      arrivalTime: "22:00",
      phone: "+49 30 1234567",
      dateOfBirth: "1990-05-01",
      paymentMethod: "PAYMENT_ON_ARRIVAL",
      notes: "Late arrival",
    });
    expect(mergeDraft(stored, choice)).toEqual({
      checkIn: "2027-03-12",
      checkOut: "2027-03-15",
      totalGuests: 3,
      arrivalTime: "22:00",
      phone: "+49 30 1234567",
      dateOfBirth: "1990-05-01",
      paymentMethod: "PAYMENT_ON_ARRIVAL",
      notes: "Late arrival",
    });
    // Without new dates, the earlier ones stay.
    expect(mergeDraft(stored, { checkIn: null, checkOut: null, guests: 2 })).toMatchObject({
      checkIn: "2027-01-01",
      checkOut: "2027-01-05",
      totalGuests: 2,
    });
  });

  it("replaces a corrupt draft", () => {
    expect(mergeDraft("{not json", choice).phone).toBe("");
    expect(mergeDraft("[1,2]", choice).paymentMethod).toBe("BANK_TRANSFER");
  });

  it("is stored under booking_form_data", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    } as Storage;
    saveTeaserChoice(choice, storage);
    expect(JSON.parse(store.get(BOOKING_DRAFT_KEY) ?? "{}")).toMatchObject({ checkIn: "2027-03-12", totalGuests: 3 });
  });
});
