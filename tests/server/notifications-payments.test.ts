// The guest's mails about money (DESIGN 7.2, issue 23): the confirmation gives each amount due with its date, the
// owner's bank details, the transfer's reference and the SEPA QR code of the first amount as an inline PNG that
// reaches a real SMTP server; without bank details it says the owner will send them; a cancellation states its
// money outcome (the charge, what was paid, the refund or what is still owed).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { epcPayload } from "../../src/domain/payments/epc-qr.ts";
import { EMPTY_PAYMENT_SETTINGS } from "../../src/domain/payments/payment-rules.ts";
import { paymentSchedule } from "../../src/domain/payments/payment-schedule.ts";
import { remittanceText } from "../../src/domain/payments/remittance.ts";
import { bookingPayments, bookings, notificationOutbox } from "../../src/server/db/schema.ts";
import { enqueueBookingNotifications } from "../../src/server/notifications/enqueue.ts";
import {
  EPC_QR_CID,
  EPC_QR_MARGIN,
  EPC_QR_SCALE,
  epcQrPng,
  epcQrSymbol,
} from "../../src/server/notifications/epc-qr-image.ts";
import { mailCapOf } from "../../src/server/notifications/mail-cap.ts";
import { NotificationWorker } from "../../src/server/notifications/worker.ts";
import { writePaymentSettings } from "../../src/server/payments/payment-settings.ts";
import { NOW, TODAY, bookingBody, day, insertBooking, postBooking } from "./bookings-helpers.ts";
import { ACCOUNT, BANK, eur, factLine } from "./notifications-bank.ts";
import { startSmtpServer, type TestSmtpServer } from "./notifications-smtp.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

describe(`the confirmation mail's money (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: TestUser;
  let villaId: string;
  const clock = movableClock(NOW);
  let nextNight = 60;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ clock: clock.now, config: { smtpUrl: smtp.url } });
    admin = await loginAs(t.app, "ADMIN");
    villaId = t.seeded?.villaId ?? "";
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await writePaymentSettings(t.db, BANK, clock.now());
    smtp.received.length = 0;
  });

  const confirmationsTo = (guest: TestUser) =>
    smtp.received.filter((m) => m.to.includes(guest.email) && m.subject.startsWith("Your booking is confirmed"));

  /** A request in `language` for 3 nights, confirmed by the owner; its row afterwards. */
  async function confirmedRequest(language: string) {
    const guest = await registerUser(t.app, { fullName: "Lena Fischer" });
    const checkIn = day(nextNight);
    nextNight += 5;
    const res = await postBooking(
      t.app,
      { ...guest.headers, "x-language": language },
      bookingBody(villaId, { checkIn, checkOut: day(nextNight - 2) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { id: string } }>().data.id;
    const confirm = await t.app.inject({ method: "PUT", url: `/api/bookings/${id}/confirm`, headers: admin.headers });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw new Error("booking vanished");
    const [mailRow] = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.bookingId, id))
      .then((rows) => rows.filter((r) => r.kind === "guest-confirmed"));
    if (!mailRow) throw new Error("no confirmation mail");
    return { guest, row, mailRow };
  }

  it("gives each amount with its date, the bank details, the reference, and the first amount's QR code inline", async () => {
    const { guest, row, mailRow } = await confirmedRequest("en");
    // Confirmed on the villa's today, 60 days before arrival: a deposit 3 days later, the balance 30 days before.
    expect([row.confirmedOn, row.depositDueDays, row.invoiceNumber]).toEqual([TODAY, 3, expect.any(String)]);
    const schedule = paymentSchedule({
      totalPrice: row.totalPrice,
      confirmedOn: row.confirmedOn ?? "",
      checkIn: row.checkIn,
      paymentMethod: row.paymentMethod,
      depositDueDays: row.depositDueDays ?? 0,
    });
    expect(schedule.map((line) => [line.kind, line.dueDate])).toEqual([
      ["DEPOSIT", "2026-03-13"],
      ["BALANCE", "2026-04-09"],
    ]);
    const [deposit, balance] = schedule;
    const remittance = remittanceText(row);
    const qr = epcPayload({ ...ACCOUNT, amount: deposit?.amount ?? 0, remittance });
    // The outbox keeps the QR code's text; the mailer draws it.
    expect(mailRow.payload).toEqual({ epcQr: qr });
    expect(qr.split("\n")).toContain(`EUR${deposit?.amount.toFixed(2)}`);

    // The request's two mails and the confirmation.
    expect(await NotificationWorker.forApp(t.app).runOnce()).toMatchObject({ sent: 3, failed: 0 });
    const [mail, ...more] = confirmationsTo(guest);
    expect(more).toEqual([]);
    if (!mail) throw new Error("no mail");
    expect(mail.subject).toMatch(/^Your booking is confirmed/);

    const { text, html } = mail;
    expect(text).toContain("What to pay and when");
    expect(factLine(text, "Deposit")).toBe(`${eur(deposit?.amount ?? 0)}, due by Fri, March 13, 2026`);
    expect(factLine(text, "Balance")).toBe(`${eur(balance?.amount ?? 0)}, due by Thu, April 9, 2026`);
    expect(text).toContain(`Please transfer ${eur(deposit?.amount ?? 0)} by Fri, March 13, 2026 to the account below`);
    expect(factLine(text, "Account holder")).toBe("Élodie Müller");
    expect(factLine(text, "IBAN")).toBe("DE89 3704 0044 0532 0130 00");
    expect(factLine(text, "BIC")).toBe("COBADEFFXXX");
    expect(factLine(text, "Bank")).toBe("Commerzbank");
    expect(factLine(text, "Amount")).toBe(eur(deposit?.amount ?? 0));
    expect(factLine(text, "Payment reference")).toBe(remittance);
    expect(text).toContain(BANK.instructions.en);
    expect(text).not.toContain("The owner will send you the payment details");

    // The HTML shows the attached image by its Content-ID, and says what it is.
    expect(html).toContain(`src="cid:${EPC_QR_CID}"`);
    expect(html).toContain(`alt="Payment QR code for ${eur(deposit?.amount ?? 0)}"`);
    expect(html).toContain("DE89 3704 0044 0532 0130 00");
    const [image, ...others] = mail.attachments;
    expect(others).toEqual([]);
    expect(image).toMatchObject({ contentType: "image/png", contentId: EPC_QR_CID, disposition: "inline" });
    // A PNG of the code for exactly that text, at its full size with the quiet zone scanners need.
    const png = image?.content ?? Buffer.alloc(0);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const side = (epcQrSymbol(qr).modules.size + 2 * EPC_QR_MARGIN) * EPC_QR_SCALE;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([side, side]);
    expect(png.equals(await epcQrPng(qr))).toBe(true);
  });

  it("is written in the guest's language, with the owner's instructions in it or else in English", async () => {
    const french = await confirmedRequest("fr");
    const russian = await confirmedRequest("ru");
    expect(french.mailRow.language).toBe("fr");
    expect(french.mailRow.bodyText).toContain(BANK.instructions.fr);
    expect(russian.mailRow.language).toBe("ru");
    expect(russian.mailRow.bodyText).toContain(BANK.instructions.en);
    await NotificationWorker.forApp(t.app).runOnce();
  });

  it("without bank details says the owner will send them, and carries no QR code", async () => {
    await writePaymentSettings(t.db, EMPTY_PAYMENT_SETTINGS, clock.now());
    const { guest, mailRow } = await confirmedRequest("en");
    expect(mailRow.payload).toBeNull();
    await NotificationWorker.forApp(t.app).runOnce();
    const [mail] = confirmationsTo(guest);
    expect(mail?.text).toContain("The owner will send you the payment details.");
    // The amounts and dates are still there.
    expect(mail?.text).toMatch(/^Deposit: .*, due by Fri, March 13, 2026$/m);
    expect(mail?.text).not.toContain("IBAN");
    expect(mail?.html).not.toContain("cid:");
    expect(mail?.attachments).toEqual([]);
  });

  it("a guest cancelling after paying part: the charge the confirmed terms make, the payment, and what is left", async () => {
    // Arrival 10 days away: confirmed now, one payment of the whole; cancelling now charges 50%.
    const guest = await registerUser(t.app, { fullName: "Anna Schmidt" });
    const res = await postBooking(t.app, guest.headers, bookingBody(villaId, { checkIn: day(10), checkOut: day(13) }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { id: string; totalPrice: number } }>().data.id;
    const put = (action: string, who: TestUser) =>
      t.app.inject({ method: "PUT", url: `/api/bookings/${id}/${action}`, headers: who.headers, payload: {} });
    expect((await put("confirm", admin)).statusCode).toBe(200);
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${id}/payments`,
      headers: admin.headers,
      payload: { amount: 100, receivedOn: TODAY, method: "BANK_TRANSFER" },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const cancel = await put("cancel", guest);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { cancellation, payments } = cancel.json<{
      data: { cancellation: { terms: string; charge: number; refundDue: number }; payments: { outstanding: number } };
    }>().data;
    expect(cancellation.terms).toBe("partial");

    const [mail] = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.bookingId, id))
      .then((rows) => rows.filter((row) => row.kind === "guest-cancelled"));
    const text = mail?.bodyText ?? "";
    expect(factLine(text, "Cancellation terms")).toBe("50% charged");
    expect(factLine(text, "Cancellation charge")).toBe(eur(cancellation.charge));
    expect(factLine(text, "Paid so far")).toBe(eur(100));
    expect(factLine(text, "Still to pay")).toBe(eur(payments.outstanding));
    expect(factLine(text, "Amount")).toBe(eur(payments.outstanding));
    expect(mail?.payload).toMatchObject({
      epcQr: expect.stringContaining(`EUR${payments.outstanding.toFixed(2)}`) as unknown,
    });
    await NotificationWorker.forApp(t.app).runOnce();
  });

  it("escapes the owner's bank details and instructions in the HTML part", async () => {
    await writePaymentSettings(
      t.db,
      {
        ...BANK,
        accountHolder: "Sea & <Sun> Ltd",
        instructions: { ...BANK.instructions, en: `<script>alert("pay")</script>` },
      },
      clock.now(),
    );
    const { mailRow } = await confirmedRequest("en");
    expect(mailRow.bodyHtml).toContain("Sea &amp; &lt;Sun&gt; Ltd");
    expect(mailRow.bodyHtml).toContain("&lt;script&gt;alert(&quot;pay&quot;)&lt;/script&gt;");
    expect(mailRow.bodyHtml).not.toContain("<script>");
    expect(mailRow.bodyText).toContain("Sea & <Sun> Ltd");
    await NotificationWorker.forApp(t.app).runOnce();
  });
});

describe(`the cancellation mail's money (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let guest: TestUser;
  let villaId: string;
  const clock = movableClock(NOW);
  let nextNight = 40;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    guest = await registerUser(t.app, { fullName: "Pierre Martin" });
    villaId = t.seeded?.villaId ?? "";
    await writePaymentSettings(t.db, BANK, clock.now());
  });
  afterAll(async () => t?.close());

  /**
   * A confirmed booking of 1000 euros with `paid` received, cancelled under `terms` with `charge` as the cancelling
   * code records them; returns its cancellation mail.
   */
  async function cancelled(input: { paid: number; terms: "free" | "partial" | "none" | null; charge: number }) {
    const checkIn = day(nextNight);
    nextNight += 4;
    const booking = await insertBooking(t.db, {
      villaId,
      guestId: guest.id,
      checkIn,
      checkOut: day(nextNight - 1),
      status: "CONFIRMED",
      confirmedOn: TODAY,
      depositDueDays: 3,
      totalPrice: 1000,
      language: "en",
    });
    if (input.paid > 0) {
      await t.db
        .insert(bookingPayments)
        .values({ bookingId: booking.id, amount: input.paid, receivedOn: TODAY, method: "BANK_TRANSFER" });
    }
    await t.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({
          status: "CANCELLED",
          cancellationTerms: input.terms,
          cancellationCharge: input.terms ? input.charge : null,
        })
        .where(eq(bookings.id, booking.id));
      await enqueueBookingNotifications(tx, {
        bookingId: booking.id,
        event: "cancelled",
        now: clock.now(),
        mailCap: mailCapOf(t.app.config),
      });
    });
    const [row] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.bookingId, booking.id));
    if (!row) throw new Error("no cancellation mail");
    return { ...row, booking };
  }

  it("with less paid than the charge: the charge, what was paid, what is still owed, and how to pay it", async () => {
    const mail = await cancelled({ paid: 300, terms: "partial", charge: 500 });
    expect(mail.bodyText).toContain("Your payments");
    expect(factLine(mail.bodyText, "Cancellation terms")).toBe("50% charged");
    expect(factLine(mail.bodyText, "Cancellation charge")).toBe("€500.00");
    expect(factLine(mail.bodyText, "Paid so far")).toBe("€300.00");
    expect(factLine(mail.bodyText, "Still to pay")).toBe("€200.00");
    expect(mail.bodyText).not.toContain("To be refunded");
    expect(mail.bodyText).toContain("Under the cancellation terms, €200.00 is still to be paid.");
    expect(factLine(mail.bodyText, "IBAN")).toBe("DE89 3704 0044 0532 0130 00");
    expect(factLine(mail.bodyText, "Amount")).toBe("€200.00");
    expect(mail.payload).toEqual({
      epcQr: epcPayload({ ...ACCOUNT, amount: 200, remittance: remittanceText(mail.booking) }),
    });
  });

  it("with more paid than the charge: the refund due, and no bank details", async () => {
    const mail = await cancelled({ paid: 800, terms: "partial", charge: 500 });
    expect(factLine(mail.bodyText, "To be refunded to you")).toBe("€300.00");
    expect(mail.bodyText).toContain("The owner will refund €300.00 to you.");
    expect(mail.bodyText).not.toContain("Still to pay");
    expect(mail.bodyText).not.toContain("IBAN");
    expect(mail.payload).toBeNull();
  });

  it("a free cancellation refunds everything paid; with nothing paid, nothing is charged", async () => {
    const refunded = await cancelled({ paid: 500, terms: "free", charge: 0 });
    expect(factLine(refunded.bodyText, "Cancellation terms")).toBe("Free cancellation");
    expect(factLine(refunded.bodyText, "To be refunded to you")).toBe("€500.00");
    const nothing = await cancelled({ paid: 0, terms: "free", charge: 0 });
    expect(nothing.bodyText).toContain("Nothing is charged for this cancellation.");
    expect(nothing.bodyText).not.toContain("Cancellation charge");
  });

  it("paid exactly the charge: nothing more is owed on either side", async () => {
    const mail = await cancelled({ paid: 1000, terms: "none", charge: 1000 });
    expect(factLine(mail.bodyText, "Cancellation terms")).toBe("No refund");
    expect(mail.bodyText).toContain("nothing more is owed on either side");
    expect(mail.payload).toBeNull();
  });

  it("says nothing about money when the booking has no recorded outcome", async () => {
    const mail = await cancelled({ paid: 0, terms: null, charge: 0 });
    expect(mail.bodyText).not.toContain("Your payments");
    expect(mail.bodyText).not.toContain("charged");
  });
});
