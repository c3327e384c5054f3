// Reminders through the outbox (DESIGN 7.2, issue 23), on a controlled clock: the guest 3 days before a part of the
// schedule falls due (not for a part due within 3 days of the confirmation, which the confirmation mail has just
// given) and the day after it fell due unpaid; the owner side when a request has waited 12 and 20 hours for an
// answer. Each once: across runs, and with two instances running at the same moment.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, type IsoDate } from "../../src/domain/dates.ts";
import { epcPayload } from "../../src/domain/payments/epc-qr.ts";
import { remittanceText } from "../../src/domain/payments/remittance.ts";
import { bookingPayments, notificationOutbox, pushSubscriptions, users } from "../../src/server/db/schema.ts";
import { EPC_QR_CID } from "../../src/server/notifications/epc-qr-image.ts";
import { mailCapOf } from "../../src/server/notifications/mail-cap.ts";
import { enqueuePaymentRemindersDue, paymentReminderFor } from "../../src/server/notifications/payment-reminders.ts";
import { enqueueRequestReminders, requestWaitingMark } from "../../src/server/notifications/request-reminders.ts";
import { NotificationWorker } from "../../src/server/notifications/worker.ts";
import { writePaymentSettings } from "../../src/server/payments/payment-settings.ts";
import { NOW, TODAY, bookingBody, day, insertBooking, postBooking } from "./bookings-helpers.ts";
import { ACCOUNT, BANK, factLine } from "./notifications-bank.ts";
import { startSmtpServer, type TestSmtpServer } from "./notifications-smtp.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_ADMIN,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const HOUR = 60 * 60_000;

describe("which part of a schedule is reminded of on a given day", () => {
  const due = (dueDate: IsoDate, status: "DUE" | "OVERDUE" | "PAID" = "DUE") => ({ dueDate, status });
  it("3 days before its due date at the earliest, and only when it falls due more than 3 days after the confirmation", () => {
    // Confirmed on 1 March, due on 20 March.
    expect(paymentReminderFor(due("2026-03-20"), "2026-03-01", "2026-03-16")).toBeUndefined();
    expect(paymentReminderFor(due("2026-03-20"), "2026-03-01", "2026-03-17")).toBe("due");
    expect(paymentReminderFor(due("2026-03-20"), "2026-03-01", "2026-03-18")).toBe("due");
    expect(paymentReminderFor(due("2026-03-20"), "2026-03-01", "2026-03-20")).toBe("due");
    // The deposit 3 days after the confirmation: the confirmation mail said it.
    expect(paymentReminderFor(due("2026-03-04"), "2026-03-01", "2026-03-01")).toBeUndefined();
    expect(paymentReminderFor(due("2026-03-04"), "2026-03-01", "2026-03-02")).toBeUndefined();
    // 4 days after: one reminder the day after the confirmation.
    expect(paymentReminderFor(due("2026-03-05"), "2026-03-01", "2026-03-02")).toBe("due");
  });

  it("overdue from the day after its due date, for a week; a paid part never", () => {
    expect(paymentReminderFor(due("2026-03-20", "OVERDUE"), "2026-03-01", "2026-03-21")).toBe("overdue");
    expect(paymentReminderFor(due("2026-03-20", "OVERDUE"), "2026-03-01", "2026-03-27")).toBe("overdue");
    expect(paymentReminderFor(due("2026-03-20", "OVERDUE"), "2026-03-01", "2026-03-28")).toBeUndefined();
    expect(paymentReminderFor(due("2026-03-20", "PAID"), "2026-03-01", "2026-03-18")).toBeUndefined();
    expect(paymentReminderFor(due("2026-03-20", "PAID"), "2026-03-01", "2026-03-21")).toBeUndefined();
  });

  it("a request waiting 12 hours, then 20", () => {
    expect(requestWaitingMark(12 * HOUR - 60_000)).toBeUndefined();
    expect(requestWaitingMark(12 * HOUR)).toBe(12);
    expect(requestWaitingMark(20 * HOUR - 1)).toBe(12);
    expect(requestWaitingMark(20 * HOUR)).toBe(20);
    expect(requestWaitingMark(72 * HOUR)).toBe(20);
  });
});

describe(`the guest's payment reminders (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let guest: TestUser;
  let villaId: string;
  const clock = movableClock(NOW);
  let nextNight = 100;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ clock: clock.now, config: { smtpUrl: smtp.url } });
    guest = await registerUser(t.app, { fullName: "Sofia Rossi" });
    villaId = t.seeded?.villaId ?? "";
    await writePaymentSettings(t.db, BANK, clock.now());
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** The daily run at 10:00 in the villa (UTC+2 in March and April) on `date`. */
  function runOn(date: IsoDate) {
    clock.set(`${date}T08:00:00.000Z`);
    return enqueuePaymentRemindersDue(t.db, clock.now(), mailCapOf(t.app.config));
  }

  /**
   * A CONFIRMED stay of 1000 euros confirmed on 10 March (the deposit of 500 due 3 days later unless
   * `depositDueDays` says otherwise), checking in on `checkIn` (on nights no other booking uses), with `paid`
   * received.
   */
  async function confirmed(
    input: { checkIn?: IsoDate; depositDueDays?: number; paid?: number; status?: "CONFIRMED" | "CANCELLED" } = {},
    who: TestUser = guest,
  ) {
    const checkIn = input.checkIn ?? day(nextNight);
    nextNight += 4;
    const booking = await insertBooking(t.db, {
      villaId,
      guestId: who.id,
      checkIn,
      checkOut: addDays(checkIn, 3),
      status: input.status ?? "CONFIRMED",
      confirmedOn: TODAY,
      depositDueDays: input.depositDueDays ?? 3,
      totalPrice: 1000,
      language: "en",
    });
    if (input.paid) {
      await t.db
        .insert(bookingPayments)
        .values({ bookingId: booking.id, amount: input.paid, receivedOn: TODAY, method: "BANK_TRANSFER" });
    }
    return booking;
  }

  const remindersOf = async (bookingId: string) =>
    (await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.bookingId, bookingId)))
      .map((row) => row.kind)
      .sort();

  it("the balance: none 4 days before its due date, one 3 days before, none more 2 days before", async () => {
    // Arrival on 1 June: the balance is due on 2 May; the deposit is paid.
    const booking = await confirmed({ checkIn: "2026-06-01", paid: 500 });
    await runOn("2026-04-28");
    expect(await remindersOf(booking.id)).toEqual([]);
    await runOn("2026-04-29");
    expect(await remindersOf(booking.id)).toEqual(["guest-payment-due-balance"]);
    await runOn("2026-04-30");
    expect(await remindersOf(booking.id)).toEqual(["guest-payment-due-balance"]);
  });

  it("a due date first looked at 2 days before (the server was down) still gets its reminder", async () => {
    // Arrival on 11 June: the balance is due on 12 May.
    const booking = await confirmed({ checkIn: "2026-06-11", paid: 500 });
    await runOn("2026-05-10");
    expect(await remindersOf(booking.id)).toEqual(["guest-payment-due-balance"]);
  });

  it("no 'due soon' mail for a deposit due 3 days after the confirmation; one when it is due later", async () => {
    const soon = await confirmed({ depositDueDays: 3 });
    const later = await confirmed({ depositDueDays: 5 });
    // The deposit of `later` is due on 15 March.
    await runOn("2026-03-10");
    await runOn("2026-03-11");
    expect(await remindersOf(later.id)).toEqual([]);
    await runOn("2026-03-12");
    await runOn("2026-03-13");
    expect(await remindersOf(soon.id)).toEqual([]);
    expect(await remindersOf(later.id)).toEqual(["guest-payment-due-deposit"]);
  });

  it("overdue the day after the due date, not on it; a paid part gets none; a stay within 30 days pays in full", async () => {
    const unpaid = await confirmed();
    const paid = await confirmed({ paid: 500 });
    // Confirmed 20 days before arrival: one payment of the whole, due on 13 March.
    const whole = await confirmed({ checkIn: "2026-03-30" });
    await runOn("2026-03-13");
    expect(await remindersOf(unpaid.id)).toEqual([]);
    expect(await remindersOf(whole.id)).toEqual([]);
    await runOn("2026-03-14");
    expect(await remindersOf(unpaid.id)).toEqual(["guest-payment-overdue-deposit"]);
    expect(await remindersOf(whole.id)).toEqual(["guest-payment-overdue-full"]);
    expect(await remindersOf(paid.id)).toEqual([]);
    await runOn("2026-03-15");
    expect(await remindersOf(unpaid.id)).toEqual(["guest-payment-overdue-deposit"]);
  });

  it("only CONFIRMED stays are reminded", async () => {
    const cancelled = await confirmed({ status: "CANCELLED" });
    await runOn("2026-03-14");
    expect(await remindersOf(cancelled.id)).toEqual([]);
  });

  it("each reminder once, across runs and two instances running at once, delivered once with what is left to pay", async () => {
    const payer = await registerUser(t.app, { fullName: "Jonas Weber" });
    // 200 of the 500 deposit paid: 300 is overdue on 14 March.
    const booking = await confirmed({ paid: 200 }, payer);
    clock.set("2026-03-14T08:00:00.000Z");
    const racing = await Promise.all([
      enqueuePaymentRemindersDue(t.db, clock.now(), mailCapOf(t.app.config)),
      enqueuePaymentRemindersDue(t.db, clock.now(), mailCapOf(t.app.config)),
    ]);
    expect(await remindersOf(booking.id)).toEqual(["guest-payment-overdue-deposit"]);
    expect(racing.reduce((sum, n) => sum + n, 0)).toBe(1);
    await runOn("2026-03-14");
    await runOn("2026-03-15");
    expect(await remindersOf(booking.id)).toEqual(["guest-payment-overdue-deposit"]);

    smtp.received.length = 0;
    await Promise.all([NotificationWorker.forApp(t.app).runOnce(), NotificationWorker.forApp(t.app).runOnce()]);
    await NotificationWorker.forApp(t.app).runOnce();
    const mails = smtp.received.filter((mail) => mail.to.includes(payer.email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("Payment overdue: €300.00 for your stay at Red Sea Villa — North Hurghada");
    expect(mail?.text).toContain(
      "The deposit for your stay at Red Sea Villa — North Hurghada was due by Fri, March 13, 2026",
    );
    expect(factLine(mail?.text ?? "", "Deposit")).toBe("€300.00, due by Fri, March 13, 2026");
    expect(factLine(mail?.text ?? "", "IBAN")).toBe("DE89 3704 0044 0532 0130 00");
    expect(factLine(mail?.text ?? "", "Amount")).toBe("€300.00");
    expect(factLine(mail?.text ?? "", "Payment reference")).toBe(remittanceText(booking));
    expect(mail?.text).toContain("If you have already paid, thank you");
    expect(mail?.html).toContain(`src="cid:${EPC_QR_CID}"`);
    expect(mail?.attachments.map((a) => [a.contentType, a.contentId])).toEqual([["image/png", EPC_QR_CID]]);
    const [row] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.bookingId, booking.id));
    expect(row?.payload).toEqual({
      epcQr: epcPayload({ ...ACCOUNT, amount: 300, remittance: remittanceText(booking) }),
    });
  });

  it("in the guest's language, with the due date's reminder naming the amount and its date", async () => {
    const booking = await insertBooking(t.db, {
      villaId,
      guestId: guest.id,
      checkIn: "2026-09-01",
      checkOut: "2026-09-04",
      status: "CONFIRMED",
      confirmedOn: TODAY,
      depositDueDays: 3,
      totalPrice: 1000,
      language: "de",
    });
    await t.db
      .insert(bookingPayments)
      .values({ bookingId: booking.id, amount: 500, receivedOn: TODAY, method: "BANK_TRANSFER" });
    // The balance is due on 2 August.
    await runOn("2026-07-30");
    const [row] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.bookingId, booking.id));
    expect(row).toMatchObject({ kind: "guest-payment-due-balance", language: "de", recipient: guest.email });
    // The German words come with the translated catalog; the amount and date are German already.
    expect(row?.bodyText).toMatch(/500,00\s€/);
    expect(row?.bodyText).toContain("2. August 2026");
  });
});

describe(`the owner's reminders while a request waits (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let russianAdmin: TestUser;
  let villaId: string;
  let subscriptionId: string;
  const clock = movableClock(NOW);
  const start = new Date(NOW).getTime();
  let nextNight = 20;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    admin = await loginAs(t.app, "ADMIN");
    russianAdmin = await registerUser(t.app, { role: "ADMIN", fullName: "Ivan Petrov" });
    await t.db.update(users).set({ language: "ru" }).where(eq(users.id, russianAdmin.id));
    villaId = t.seeded?.villaId ?? "";
    const [subscription] = await t.db
      .insert(pushSubscriptions)
      .values({ userId: admin.id, endpoint: "https://push.example/phone-1", p256dh: "key", auth: "auth" })
      .returning({ id: pushSubscriptions.id });
    subscriptionId = subscription?.id ?? "";
  });
  afterAll(async () => t?.close());

  /** A request made at `NOW` by a new guest. */
  async function request() {
    clock.set(NOW);
    const guest = await registerUser(t.app, { fullName: "Camille Durand" });
    const checkIn = day(nextNight);
    nextNight += 4;
    const res = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn, checkOut: day(nextNight - 1) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: string } }>().data.id;
  }

  /** The job's pass `hours` (and `minutes`) after NOW. */
  function passAt(hours: number, minutes = 0) {
    clock.set(new Date(start + hours * HOUR + minutes * 60_000));
    return enqueueRequestReminders(t.db, clock.now());
  }

  const waitingRows = async (bookingId: string) =>
    (
      await t.db
        .select()
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.bookingId, bookingId),
            inArray(notificationOutbox.kind, [
              "owner-request-waiting-12h",
              "owner-request-waiting-20h",
              "push-request-waiting-12h",
              "push-request-waiting-20h",
            ]),
          ),
        )
    ).sort((a, b) => `${a.kind} ${a.recipient}`.localeCompare(`${b.kind} ${b.recipient}`));

  it("none at 11 h 59, the 12-hour one at 12 h (mail in each one's language, push to the phone), the 20-hour one at 20 h", async () => {
    const bookingId = await request();
    await passAt(11, 59);
    expect(await waitingRows(bookingId)).toEqual([]);

    await passAt(12);
    const at12 = await waitingRows(bookingId);
    expect(at12.map((row) => [row.kind, row.recipient, row.language])).toEqual(
      [
        ["owner-request-waiting-12h", TEST_ADMIN.email, "en"],
        ["owner-request-waiting-12h", russianAdmin.email, "ru"],
        ["push-request-waiting-12h", subscriptionId, "en"],
      ].sort((a, b) => a.join(" ").localeCompare(b.join(" "))),
    );
    const mail = at12.find((row) => row.recipient === TEST_ADMIN.email);
    expect(mail?.subject).toBe("Reminder: Camille Durand's booking request is waiting for your answer");
    expect(mail?.bodyText).toContain("has been waiting for your answer for 12 hours.");
    // Made at 12:00 villa time on 10 March: the answer is due by 12:00 on the 11th.
    expect(mail?.bodyText).toMatch(/please confirm or reject it by Wed, March 11.*12:00 PM\./);
    expect(mail?.bodyText).toContain(`/en/admin/bookings?booking=${bookingId}`);
    const push = at12.find((row) => row.channel === "push");
    expect(push?.payload).toMatchObject({
      title: "A request is waiting for your answer",
      body: expect.stringContaining("Camille Durand") as unknown,
      url: `/en/admin/bookings?booking=${bookingId}`,
    });

    // The job runs every few minutes: nothing more until the next mark.
    expect(await passAt(12, 5)).toBe(0);
    await passAt(19, 59);
    expect(await waitingRows(bookingId)).toHaveLength(3);
    await passAt(20);
    const at20 = (await waitingRows(bookingId)).filter((row) => row.kind.endsWith("20h"));
    expect(at20.map((row) => row.recipient).sort()).toEqual(
      [TEST_ADMIN.email, russianAdmin.email, subscriptionId].sort(),
    );
    expect(at20.find((row) => row.recipient === TEST_ADMIN.email)?.subject).toBe(
      "Urgent: Camille Durand's booking request is still waiting for your answer",
    );
    expect(await passAt(20, 5)).toBe(0);
  });

  it("a request the owner has answered gets none", async () => {
    const bookingId = await request();
    clock.set(new Date(start + HOUR));
    const owner = await loginAs(t.app, "ADMIN");
    const confirm = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/${bookingId}/confirm`,
      headers: owner.headers,
    });
    expect(confirm.statusCode).toBe(200);
    await passAt(12);
    await passAt(20);
    expect(await waitingRows(bookingId)).toEqual([]);
  });

  it("a request first seen after 20 hours gets only the 20-hour one; after 24, it says to answer as soon as possible", async () => {
    const late = await request();
    await passAt(21);
    expect(new Set((await waitingRows(late)).map((row) => row.kind))).toEqual(
      new Set(["owner-request-waiting-20h", "push-request-waiting-20h"]),
    );
    const later = await request();
    await passAt(25);
    const [mail] = (await waitingRows(later)).filter((row) => row.recipient === TEST_ADMIN.email);
    expect(mail?.kind).toBe("owner-request-waiting-20h");
    expect(mail?.bodyText).toContain("for 25 hours.");
    expect(mail?.bodyText).toContain("please confirm or reject it as soon as you can.");
  });

  it("two instances at the same moment enqueue each reminder once", async () => {
    const bookingId = await request();
    clock.set(new Date(start + 12 * HOUR));
    await Promise.all([enqueueRequestReminders(t.db, clock.now()), enqueueRequestReminders(t.db, clock.now())]);
    expect((await waitingRows(bookingId)).map((row) => row.recipient).sort()).toEqual(
      [TEST_ADMIN.email, russianAdmin.email, subscriptionId].sort(),
    );
  });
});
