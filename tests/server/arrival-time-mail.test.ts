// The owner's new-request mail in each language: the guest's expected arrival time under its translated label,
// written the language's way, and no line at all when the guest gave none.
import { describe, expect, it } from "vitest";
import { composeMail, type BookingFacts } from "../../src/server/notifications/compose.ts";

const facts: BookingFacts = {
  id: "5b8f6f2e-4c1c-4a55-9f0e-0a6a3f1d2c11",
  checkIn: "2026-07-01",
  checkOut: "2026-07-04",
  nights: 3,
  totalGuests: 2,
  totalPrice: 623,
  currency: "EUR",
  paymentMethod: "BANK_TRANSFER",
  phone: "+20 100 123 4567",
  notes: null,
  arrivalTime: "21:30",
  rejectionReason: null,
  cancellationReason: null,
  language: "en",
  villa: { title: "Villa Sunrise", address: "Corniche 1", city: "Hurghada", country: "Egypt" },
  guest: { fullName: "Giulia Rossi", email: "giulia@example.com" },
};

const ownerMail = (language: "en" | "fr" | "ru" | "de", booking: BookingFacts = facts) =>
  composeMail("owner-new-request", booking, { name: "Owner", language }, { publicUrl: "https://villa.example" });

describe("the owner's new-request mail", () => {
  it.each([
    ["en", "Expected arrival time", "9:30 PM"],
    ["fr", "Heure d'arrivée prévue", "21:30"],
    ["ru", "Ожидаемое время прибытия", "21:30"],
    ["de", "Voraussichtliche Ankunftszeit", "21:30"],
  ] as const)("in %s gives the arrival time under its label", (language, label, time) => {
    const mail = ownerMail(language);
    // The text part lines its facts up: the label, a colon, padding, the value.
    const line = mail.text.split("\n").find((candidate) => candidate.startsWith(`${label}:`));
    expect(line?.trim().endsWith(time)).toBe(true);
    expect(mail.html).toContain(label.replace("'", "&#39;"));
    expect(mail.html).toContain(time);
  });

  it("leaves the line out when the guest gave no time", () => {
    const mail = ownerMail("en", { ...facts, arrivalTime: null });
    expect(mail.text).not.toContain("arrival time");
  });
});
