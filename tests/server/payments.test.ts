// DESIGN 7.2 over HTTP: confirmation fixes the schedule and a gap-free invoice number (concurrent confirmations never
// share or skip one), the owner's ledger (record, remove, refunds, never past the total even when racing), the paid
// switch on top of it, the cancellation quote and the outcome a cancelled booking keeps, and the bank details.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPayments, bookings } from "../../src/server/db/schema.ts";
import { nextInvoiceNumber } from "../../src/server/payments/invoice-number.ts";
import { NOW, day, insertBooking, insertVilla } from "./bookings-helpers.ts";
import {
  createTestApp,
  login,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const IBAN = "DE89370400440532013000";
const BANK = {
  accountHolder: "Red Sea Villa Owner",
  iban: "DE89 3704 0044 0532 0130 00",
  bic: "COBADEFFXXX",
  bankName: "Commerzbank",
  instructions: { en: "Use the booking reference.", ru: "Укажите номер бронирования." },
  depositDueDays: 3,
};

describe(`payments (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  const clock = movableClock(NOW);
  let admin: TestUser;
  let host: TestUser;
  let otherHost: TestUser;
  let guest: TestUser;
  const nextNight = 40;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    [admin, host, otherHost, guest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app),
    ]);
  });
  afterAll(async () => t?.close());

  /** A PENDING request of `guest` on a villa of its own, `daysAhead` from today; 10 nights at 100 = 1200. */
  async function request(daysAhead = nextNight, extra: Partial<typeof bookings.$inferInsert> = {}) {
    const villaId = (await insertVilla(t.db, host.id)).id;
    return insertBooking(t.db, {
      villaId,
      guestId: guest.id,
      checkIn: day(daysAhead),
      checkOut: day(daysAhead + 10),
      ...extra,
    });
  }
  /** Runs `fn` with the clock at `time` (tokens issued earlier have expired by then: `fresh` signs in again). */
  async function at<T>(time: string, fn: (fresh: (who: TestUser) => Promise<TestUser>) => Promise<T>): Promise<T> {
    clock.set(time);
    try {
      return await fn((who) => login(t.app, who.email, who.password));
    } finally {
      clock.set(NOW);
    }
  }
  const call = (
    method: "GET" | "PUT" | "POST" | "DELETE",
    who: TestUser,
    url: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  /** The is_paid column plain SQL readers see: always what the ledger gives. */
  const storedPaid = async (id: string) =>
    (await t.db.select({ isPaid: bookings.isPaid }).from(bookings).where(eq(bookings.id, id)))[0]?.isPaid;
  const confirm = (id: string, who = host) => call("PUT", who, `/bookings/${id}/confirm`);
  const pay = (id: string, amount: number | string, extra: Record<string, unknown> = {}, who = host) =>
    call("POST", who, `/bookings/${id}/payments`, { amount, receivedOn: day(0), method: "BANK_TRANSFER", ...extra });

  it("confirming fixes the schedule from the villa's day, and the booking carries it", async () => {
    const booking = await request(60);
    const res = await confirm(booking.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.confirmedOn).toBe(day(0));
    expect(data.invoiceNumber).toMatch(/^2026-\d{4}$/);
    expect(data.payments).toEqual({
      schedule: [
        { kind: "DEPOSIT", amount: 600, dueDate: day(3), status: "DUE", remaining: 600 },
        { kind: "BALANCE", amount: 600, dueDate: day(30), status: "DUE", remaining: 600 },
      ],
      received: [],
      paidTotal: 0,
      outstanding: 1200,
      payTo: null,
    });
    expect(data.isPaid).toBe(false);
    expect(data.cancellation).toBeNull();
  });

  it("a request carries no schedule and owes nothing yet", async () => {
    const booking = await request();
    const res = await call("GET", guest, `/bookings/${booking.id}`);
    expect(res.json().data).toMatchObject({
      confirmedOn: null,
      invoiceNumber: null,
      isPaid: false,
      payments: { schedule: [], received: [], paidTotal: 0, outstanding: 0, payTo: null },
    });
  });

  it("records the deposit, then the balance: the parts turn PAID and the booking is paid", async () => {
    const booking = await request(50);
    await confirm(booking.id);
    const deposit = await pay(booking.id, "600,00", { reference: "SEPA 1" });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json().message).toBe("Payment recorded");
    const afterDeposit = deposit.json().data;
    expect(afterDeposit.payments.schedule.map((l: { status: string }) => l.status)).toEqual(["PAID", "DUE"]);
    expect(afterDeposit.payments.received).toEqual([
      { id: expect.any(String), amount: 600, receivedOn: day(0), method: "BANK_TRANSFER", reference: "SEPA 1" },
    ]);
    expect(afterDeposit).toMatchObject({ isPaid: false, payments: { paidTotal: 600, outstanding: 600 } });

    const balance = await pay(booking.id, 600, { method: "CASH" }, admin);
    expect(balance.json().data).toMatchObject({ isPaid: true, payments: { paidTotal: 1200, outstanding: 0 } });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.isPaid).toBe(true);

    // The guest sees the same in My Bookings.
    const mine = await call("GET", guest, "/bookings/my?limit=100");
    const listed = mine.json().data.find((b: { id: string }) => b.id === booking.id);
    expect(listed).toMatchObject({ isPaid: true, payments: { paidTotal: 1200, outstanding: 0 } });
  });

  it("a payment is overdue the day after its date, in My Bookings too", async () => {
    const booking = await request(70);
    await confirm(booking.id);
    const firstStatus = async (fresh: (who: TestUser) => Promise<TestUser>) => {
      const mine = await call("GET", await fresh(guest), "/bookings/my?limit=100");
      return mine.json().data.find((b: { id: string }) => b.id === booking.id).payments.schedule[0].status;
    };
    expect(await at(`${day(3)}T10:00:00.000Z`, firstStatus)).toBe("DUE");
    expect(await at(`${day(4)}T10:00:00.000Z`, firstStatus)).toBe("OVERDUE");
  });

  it("refuses payments beyond the total, refunds beyond what was paid, future days, and bad input (422)", async () => {
    const booking = await request();
    await confirm(booking.id);
    await pay(booking.id, 1000);
    for (const [body, path] of [
      [{ amount: 200.01 }, "amount"],
      [{ amount: 0 }, "amount"],
      [{ amount: "12.345" }, "amount"],
      [{ amount: -1000.01 }, "amount"],
      [{ amount: 10, receivedOn: day(1) }, "receivedOn"],
      [{ amount: 10, method: "BITCOIN" }, "method"],
      [{ amount: 10, reference: "x".repeat(101) }, "reference"],
    ] as const) {
      const res = await pay(booking.id, body.amount, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await pay(booking.id, 200)).statusCode).toBe(201);
  });

  it("who may record: the owner and admins; a guest is refused, another host sees nothing", async () => {
    const booking = await request();
    await confirm(booking.id);
    expect((await pay(booking.id, 10, {}, guest)).statusCode).toBe(403);
    expect((await pay(booking.id, 10, {}, otherHost)).statusCode).toBe(404);
    expect((await pay(booking.id, 10, {}, admin)).statusCode).toBe(201);
  });

  it("no payments on a request or a rejected booking (409)", async () => {
    const pending = await request();
    expect((await pay(pending.id, 10)).json()).toMatchObject({ code: "INVALID_TRANSITION" });
    const rejected = await request(undefined, { status: "REJECTED" });
    expect((await pay(rejected.id, 10)).statusCode).toBe(409);
  });

  it("removes a recorded payment; an unknown one is 404", async () => {
    const booking = await request();
    await confirm(booking.id);
    const paid = (await pay(booking.id, 300)).json().data;
    const paymentId = paid.payments.received[0].id;
    expect((await call("DELETE", guest, `/bookings/${booking.id}/payments/${paymentId}`)).statusCode).toBe(403);
    const removed = await call("DELETE", host, `/bookings/${booking.id}/payments/${paymentId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.payments).toMatchObject({ received: [], paidTotal: 0 });
    expect((await call("DELETE", host, `/bookings/${booking.id}/payments/${paymentId}`)).statusCode).toBe(404);
  });

  it("concurrent recordings never add up past the total", async () => {
    const booking = await request();
    await confirm(booking.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => pay(booking.id, 500)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(3);
    const rows = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    expect(rows).toHaveLength(2);
  });

  describe("the paid switch on the ledger", () => {
    it("unpaid → one payment of what is outstanding; paid → that payment taken back", async () => {
      const booking = await request();
      await confirm(booking.id);
      await pay(booking.id, 200);
      const on = await call("PUT", host, `/bookings/${booking.id}/toggle-payment`);
      expect(on.json().data).toMatchObject({ isPaid: true, payments: { paidTotal: 1200, outstanding: 0 } });
      expect(await storedPaid(booking.id)).toBe(true);
      expect(on.json().data.payments.received.map((p: { amount: number }) => p.amount)).toEqual([200, 1000]);
      const off = await call("PUT", host, `/bookings/${booking.id}/toggle-payment`);
      expect(off.json().data).toMatchObject({ isPaid: false, payments: { paidTotal: 200 } });
      expect(await storedPaid(booking.id)).toBe(false);
    });

    it("never removes payments recorded one by one: it refuses, and they stay", async () => {
      const booking = await request();
      await confirm(booking.id);
      await pay(booking.id, 600);
      await pay(booking.id, 600);
      const res = await call("PUT", host, `/bookings/${booking.id}/toggle-payment`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "INVALID_TRANSITION", message: expect.stringMatching(/one by one/) });
      const rows = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
      expect(rows).toHaveLength(2);
    });
  });

  describe("cancellation outcome", () => {
    it("quotes free cancellation for a request, and for a stay more than 14 days away refunds what was paid", async () => {
      const pendingQuote = await call("GET", guest, `/bookings/${(await request(5)).id}/cancellation-quote`);
      expect(pendingQuote.json().data).toEqual({ terms: "free", charge: 0, refundDue: 0 });

      const booking = await request(20);
      await confirm(booking.id);
      await pay(booking.id, 600);
      const quote = await call("GET", guest, `/bookings/${booking.id}/cancellation-quote`);
      expect(quote.json().data).toEqual({ terms: "free", charge: 0, refundDue: 600 });
    });

    it("a cancelled booking keeps its outcome: the charge stands, the refund due follows the refunds recorded", async () => {
      const booking = await request(10);
      await confirm(booking.id);
      await pay(booking.id, 1200);
      const quote = (await call("GET", guest, `/bookings/${booking.id}/cancellation-quote`)).json().data;
      expect(quote).toEqual({ terms: "partial", charge: 600, refundDue: 600 });

      const cancelled = await call("PUT", guest, `/bookings/${booking.id}/cancel`, { cancellationReason: "Ill" });
      expect(cancelled.json().data).toMatchObject({
        status: "CANCELLED",
        cancellation: { terms: "partial", charge: 600, refundDue: 600 },
        payments: { schedule: [], paidTotal: 1200, outstanding: 0 },
      });
      // Days later the terms would be stricter; the booking keeps the outcome of the day it was cancelled.
      const later = await at(`${day(9)}T10:00:00.000Z`, async (fresh) =>
        call("GET", await fresh(guest), `/bookings/${booking.id}/cancellation-quote`),
      );
      expect(later.json().data).toEqual({ terms: "partial", charge: 600, refundDue: 600 });

      const refunded = await pay(booking.id, -600, { reference: "Refund" });
      expect(refunded.statusCode).toBe(201);
      expect(refunded.json().data.cancellation).toEqual({ terms: "partial", charge: 600, refundDue: 0 });
      expect(refunded.json().data).toMatchObject({ isPaid: true, payments: { paidTotal: 600 } });
      expect(await storedPaid(booking.id)).toBe(true);

      // The payment the refund was made from cannot go while the refund stays: the ledger would fall below nothing.
      const [paid] = refunded.json().data.payments.received;
      const refused = await call("DELETE", host, `/bookings/${booking.id}/payments/${paid.id}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        errors: [{ path: "paymentId", message: expect.stringMatching(/^Remove the refund first/) }],
      });
    });

    it("within 72 hours nothing is refunded and what was not paid is still owed", async () => {
      const booking = await request(2);
      await confirm(booking.id);
      await pay(booking.id, 600);
      const res = await call("PUT", host, `/bookings/${booking.id}/cancel`, {});
      expect(res.json().data).toMatchObject({
        cancellation: { terms: "none", charge: 1200, refundDue: 0 },
        payments: { outstanding: 600 },
        isPaid: false,
      });
      expect(await storedPaid(booking.id)).toBe(false);
    });

    it("a finished or rejected booking has nothing to quote (409)", async () => {
      const rejected = await request(undefined, { status: "REJECTED" });
      expect((await call("GET", guest, `/bookings/${rejected.id}/cancellation-quote`)).statusCode).toBe(409);
      const someoneElse = await registerUser(t.app);
      expect((await call("GET", someoneElse, `/bookings/${rejected.id}/cancellation-quote`)).statusCode).toBe(404);
    });
  });

  describe("invoice numbers", () => {
    it("concurrent confirmations never share or skip a number", async () => {
      const requests = await Promise.all(Array.from({ length: 8 }, (_, i) => request(200 + i * 12)));
      const before = await t.db.select({ n: bookings.invoiceNumber }).from(bookings);
      const highest = Math.max(0, ...before.map((r) => Number(r.n?.slice(5) ?? 0)));
      const results = await Promise.all(requests.map((r, i) => confirm(r.id, i % 2 ? admin : host)));
      const numbers = results.map((r) => r.json().data.invoiceNumber as string).sort();
      expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `2026-${String(highest + i + 1).padStart(4, "0")}`));
    });

    it("a confirmation that rolls back gives its number back", async () => {
      const [{ n } = { n: null }] = await t.db
        .select({ n: bookings.invoiceNumber })
        .from(bookings)
        .orderBy(bookings.invoiceNumber)
        .then((rows) => rows.filter((r) => r.n !== null).slice(-1));
      await expect(
        t.db.transaction(async (tx) => {
          await nextInvoiceNumber(tx, 2026);
          throw new Error("rollback");
        }),
      ).rejects.toThrow("rollback");
      const booking = await request();
      const next = (await confirm(booking.id)).json().data.invoiceNumber;
      expect(Number(next.slice(5))).toBe(Number(n?.slice(5)) + 1);
    });

    it("numbers start again each year", async () => {
      const booking = await request(320);
      const confirmed = await at("2027-01-02T10:00:00.000Z", async (fresh) => confirm(booking.id, await fresh(host)));
      expect(confirmed.json().data.invoiceNumber).toBe("2027-0001");
    });
  });

  describe("bank details", () => {
    it("only an admin reads and changes them; the IBAN's check digits are verified", async () => {
      expect((await call("GET", host, "/settings/payment")).statusCode).toBe(403);
      expect((await call("PUT", guest, "/settings/payment", BANK)).statusCode).toBe(403);
      const bad = await call("PUT", admin, "/settings/payment", { ...BANK, iban: "DE88 3704 0044 0532 0130 00" });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual([{ path: "iban", message: expect.stringMatching(/IBAN/) }]);
      const saved = await call("PUT", admin, "/settings/payment", BANK);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        message: "Payment details saved",
        data: { iban: IBAN, bic: "COBADEFFXXX", instructions: { en: "Use the booking reference.", fr: "" } },
      });
      expect((await call("GET", admin, "/settings/payment")).json().data.iban).toBe(IBAN);
    });

    it("go with a confirmed booking while something is outstanding, and not once it is paid", async () => {
      await call("PUT", admin, "/settings/payment", BANK);
      const booking = await request();
      const confirmed = (await confirm(booking.id)).json().data;
      expect(confirmed.payments.payTo).toEqual({
        accountHolder: BANK.accountHolder,
        iban: IBAN,
        bic: "COBADEFFXXX",
        bankName: "Commerzbank",
        instructions: { en: "Use the booking reference.", fr: "", ru: "Укажите номер бронирования.", de: "" },
      });
      const mine = (await call("GET", guest, "/bookings/my?limit=100")).json().data;
      expect(mine.find((b: { id: string }) => b.id === booking.id).payments.payTo.iban).toBe(IBAN);
      expect((await pay(booking.id, 1200)).json().data.payments.payTo).toBeNull();
    });

    it("cleared: guests get no bank details", async () => {
      await call("PUT", admin, "/settings/payment", { ...BANK, accountHolder: "", iban: "" });
      const booking = await request();
      expect((await confirm(booking.id)).json().data.payments.payTo).toBeNull();
    });
  });
});
