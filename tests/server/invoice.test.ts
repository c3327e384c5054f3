// GET /api/bookings/{id}/invoice.pdf (DESIGN 7.2): a real PDF, read back with a real PDF reader (pdf.js), in the
// booking's language with its accents and Cyrillic; who may download it; no invoice before confirmation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/dates.ts";
import { bookingReference } from "../../src/domain/booking-reference.ts";
import { quoteSeasonalStay } from "../../src/domain/rates/quote.ts";
import { defaultPricing } from "../../src/domain/rates/villa-pricing.ts";
import { bookingPayments, type bookings } from "../../src/server/db/schema.ts";
import { INVOICE } from "../../src/server/invoices/invoice-messages.ts";
import { MAX_RECEIVED_LINES } from "../../src/server/invoices/invoice-pdf.ts";
import { mailTranslator } from "../../src/server/notifications/mail-catalog.ts";
import { FACT } from "../../src/server/notifications/mail-messages.ts";
import { writePaymentSettings } from "../../src/server/payments/payment-settings.ts";
import { pdfText } from "./pdf-text.ts";
import { NOW, TODAY, day, insertBooking, insertVilla } from "./bookings-helpers.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const IBAN = "DE89370400440532013000";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe(`invoice PDF (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let host: TestUser;
  let otherHost: TestUser;
  let guest: TestUser;
  let russianGuest: TestUser;
  let otherGuest: TestUser;
  let villaId: string;
  let nextNight = 40;

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now });
    [admin, host, otherHost, guest, russianGuest, otherGuest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST", fullName: "Omar Haddad" }),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { fullName: "Élodie Fraîche-Lefèvre" }),
      registerUser(t.app, { fullName: "Анна Иванова" }),
      registerUser(t.app),
    ]);
    villaId = (await insertVilla(t.db, host.id, { title: "Villa Côte Azur" })).id;
    await writePaymentSettings(
      t.db,
      {
        accountHolder: "Omar Haddad",
        iban: IBAN,
        bic: "COBADEFFXXX",
        bankName: "Commerzbank",
        instructions: { en: "Please pay in euros.", fr: "Merci de régler en euros.", ru: "", de: "" },
        depositDueDays: 3,
      },
      new Date(NOW),
    );
  });
  afterAll(async () => t?.close());

  let invoiceCount = 0;
  /** A booking of `guestId` on free nights; confirmed with an invoice number unless told otherwise. */
  async function booking(guestId: string, extra: Partial<typeof bookings.$inferInsert> = {}) {
    const checkIn = day(nextNight);
    nextNight += 5;
    invoiceCount += 1;
    return insertBooking(t.db, {
      villaId,
      guestId,
      checkIn,
      checkOut: addDays(checkIn, 3),
      status: "CONFIRMED",
      confirmedOn: TODAY,
      // Numbers far above the ones confirming through the API gives (2026-0001...): never the same.
      invoiceNumber: `2026-${9000 + invoiceCount}`,
      language: "fr",
      ...extra,
    });
  }
  const download = (who: TestUser | null, id: string) =>
    t.app.inject({ method: "GET", url: `/api/bookings/${id}/invoice.pdf`, headers: who ? who.headers : {} });

  it("gives the guest a valid PDF download in the booking's language, with the total, number, names and accents", async () => {
    const stay = await booking(guest.id, { pricePerNight: 250 });
    await t.db.insert(bookingPayments).values({
      bookingId: stay.id,
      amount: 300,
      receivedOn: TODAY,
      method: "BANK_TRANSFER",
      reference: "Virement n°1",
    });
    const res = await download(guest, stay.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${stay.invoiceNumber}.pdf"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);

    const { text } = await pdfText(pdf);
    const euros = (amount: number) =>
      plain(new Intl.NumberFormat("fr", { style: "currency", currency: "EUR" }).format(amount));
    // 3 nights × 250 + 150 cleaning + 38 service (5% of 750, half-up to whole euros).
    expect(stay.totalPrice).toBe(938);
    expect(text).toContain(euros(938));
    expect(text).toContain(euros(300));
    expect(text).toContain(euros(638));
    expect(text).toContain(stay.invoiceNumber);
    expect(text).toContain(bookingReference(stay.id));
    expect(text).toContain("Élodie Fraîche-Lefèvre");
    expect(text).toContain("Villa Côte Azur");
    expect(text).toContain("Virement n°1");
    expect(text).toContain("Merci de régler en euros.");
    // French dates (Intl): "10 mars 2026", the confirmation day.
    expect(text).toContain("10 mars 2026");
    // The bank details, the transfer reference the QR code carries too, and the QR code's caption amount.
    expect(text).toContain("DE89 3704 0044 0532 0130 00");
    expect(text).toContain(`Booking ${bookingReference(stay.id)}, invoice ${stay.invoiceNumber}`);
    expect(text).toContain(plain(mailTranslator("fr")(INVOICE.title)));
  });

  it("renders a Russian invoice's Cyrillic: the guest's name, the translated words and the dates", async () => {
    const stay = await booking(russianGuest.id, { language: "ru" });
    const res = await download(russianGuest, stay.id);
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain("Анна Иванова");
    expect(text).toContain(plain(mailTranslator("ru")(INVOICE.title)));
    expect(text).toContain(plain(mailTranslator("ru")(FACT.total)));
    // "10 марта 2026 г.": the month as Russian writes it.
    expect(text).toMatch(/10 марта 2026/);
  });

  it("lists a stored price breakdown line by line, its discount included", async () => {
    const checkIn = day(nextNight);
    nextNight += 9;
    const quote = quoteSeasonalStay({ ...defaultPricing(180, 6), weeklyDiscountPercent: 10 }, [], {
      checkIn,
      checkOut: addDays(checkIn, 7),
      guests: 2,
    });
    const stay = await booking(guest.id, {
      checkIn,
      checkOut: addDays(checkIn, 7),
      language: "en",
      pricePerNight: 180,
      cleaningFee: quote.cleaningFee,
      serviceFee: quote.serviceFee,
      totalPrice: quote.totalPrice,
      priceBreakdown: quote,
    });
    const { text } = await pdfText((await download(guest, stay.id)).rawPayload);
    expect(text).toContain("7 nights × €180.00");
    expect(text).toContain("Weekly discount (10%)");
    expect(text).toContain(`€${quote.totalPrice.toLocaleString("en", { minimumFractionDigits: 2 })}`);
  });

  it("is there once the owner confirms a request, with the payment the owner recorded", async () => {
    const stay = await booking(guest.id, { status: "PENDING", confirmedOn: null, invoiceNumber: null, language: "en" });
    expect((await download(guest, stay.id)).statusCode).toBe(404);
    const confirmed = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/${stay.id}/confirm`,
      headers: host.headers,
    });
    expect(confirmed.statusCode).toBe(200);
    const { invoiceNumber } = confirmed.json().data as { invoiceNumber: string };
    expect(invoiceNumber).toMatch(/^2026-\d{4}$/);
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${stay.id}/payments`,
      headers: host.headers,
      payload: { amount: 200, receivedOn: TODAY, method: "CASH", reference: "Receipt 42" },
    });
    expect(paid.statusCode).toBe(201);
    const res = await download(guest, stay.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${invoiceNumber}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain("Receipt 42");
    expect(text).toContain(`Paid €200.00`);
    expect(text).toContain(`Outstanding €${(stay.totalPrice - 200).toFixed(2)}`);
  });

  it("lets the villa's owner and an ADMIN download it too", async () => {
    const stay = await booking(guest.id);
    for (const who of [host, admin]) {
      const res = await download(who, stay.id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  it("answers another guest and another host exactly like a booking that does not exist", async () => {
    const stay = await booking(guest.id);
    const missing = await download(guest, "00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    for (const who of [otherGuest, otherHost]) {
      const res = await download(who, stay.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: "Booking not found" });
    }
    expect((await download(null, stay.id)).statusCode).toBe(401);
  });

  it("is 404 NOT_FOUND for a booking never confirmed (no invoice number)", async () => {
    for (const status of ["PENDING", "REJECTED"] as const) {
      const stay = await booking(guest.id, { status, confirmedOn: null, invoiceNumber: null });
      const res = await download(guest, stay.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
      expect(res.json().message).toMatch(/no invoice/);
    }
  });

  it("shows a cancelled booking's outcome: the terms, the charge and the refund due", async () => {
    const stay = await booking(guest.id, {
      language: "en",
      status: "CANCELLED",
      cancellationTerms: "partial",
      cancellationCharge: 320,
    });
    await t.db
      .insert(bookingPayments)
      .values({ bookingId: stay.id, amount: 500, receivedOn: TODAY, method: "CARD", reference: null });
    const { text } = await pdfText((await download(guest, stay.id)).rawPayload);
    expect(text).toContain("Cancellation charge €320.00");
    expect(text).toContain("Refund due to you €180.00");
    expect(text).toContain("50% charged");
  });

  it("stays short whatever the ledger holds: the latest payments, the earlier ones counted", async () => {
    const stay = await booking(guest.id, { language: "en" });
    const count = MAX_RECEIVED_LINES + 25;
    await t.db.insert(bookingPayments).values(
      Array.from({ length: count }, (_, i) => ({
        bookingId: stay.id,
        amount: 1,
        receivedOn: addDays(TODAY, -count + i),
        method: "CASH" as const,
        reference: `cash ${i}`,
      })),
    );
    const started = performance.now();
    const res = await download(guest, stay.id);
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(text).toContain("and 25 earlier payments");
    expect(text).toContain(`cash ${count - 1}`);
    expect(text).not.toContain("cash 24 ");
    expect(pages).toBeLessThanOrEqual(3);
    // Every payment still counts in the totals.
    expect(text).toContain(`Paid €${count}.00`);
  });

  it("answers a failure while drawing with the bare 500 INTERNAL envelope, no stack trace", async () => {
    // A currency code Intl refuses makes the money formatting throw half-way through the document.
    const stay = await booking(guest.id, { currency: "EURO" });
    const res = await download(guest, stay.id);
    expect(res.statusCode).toBe(500);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      success: false,
      code: "INTERNAL",
      message: "Something went wrong on our side. Please try again.",
    });
  });

  it("is documented in the OpenAPI description as a PDF download", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const op = doc.paths["/api/bookings/{id}/invoice.pdf"]?.get;
    expect(op.tags).toContain("bookings");
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "401", "404"]));
  });
});

describe(`invoice downloads per account (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it("past INVOICES_PER_10_MINUTES an account gets 429 RATE_LIMITED with Retry-After; another account is not held back", async () => {
    t = await createTestApp({ clock: movableClock(NOW).now, config: { invoicesPer10Minutes: 2 } });
    const [admin, host, guest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app),
    ]);
    const villaId = (await insertVilla(t.db, host.id)).id;
    const stay = await insertBooking(t.db, {
      villaId,
      guestId: guest.id,
      checkIn: day(40),
      checkOut: day(43),
      status: "CONFIRMED",
      confirmedOn: TODAY,
      invoiceNumber: "2026-0001",
    });
    const download = (who: TestUser) =>
      t.app.inject({ method: "GET", url: `/api/bookings/${stay.id}/invoice.pdf`, headers: who.headers });
    expect((await download(guest)).statusCode).toBe(200);
    expect((await download(guest)).statusCode).toBe(200);
    const refused = await download(guest);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await download(admin)).statusCode).toBe(200);
  });
});
