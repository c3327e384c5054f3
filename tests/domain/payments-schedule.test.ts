// The payment schedule and the cancellation outcome of SPEC 9 / DESIGN 7.2, at every boundary: confirmed 31, 30 and
// 29 days before arrival; cancelled 15, 14, 13, 3 and 2 days before with nothing, the deposit or everything paid;
// cents that do not halve evenly. Property tests for the arithmetic.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  amountDueNow,
  bookingPayments,
  cancellationOutcome,
  daysBetween,
  nextDue,
  paymentSchedule,
  settle,
  type ReceivedPayment,
} from "../../src/domain/index.ts";

const checkIn = "2027-03-20";
const before = (days: number) => addDays(checkIn, -days);
const transfer = (confirmedDaysBefore: number, totalPrice = 1000) =>
  paymentSchedule({ totalPrice, confirmedOn: before(confirmedDaysBefore), checkIn, paymentMethod: "BANK_TRANSFER" });

describe("paymentSchedule (bank transfer)", () => {
  it("confirmed 31 days before arrival: half within 3 days, the balance 30 days before arrival", () => {
    expect(transfer(31)).toEqual([
      // The deposit is never due after the balance: here 3 days would be past the balance's day.
      { kind: "DEPOSIT", amount: 500, dueDate: before(30) },
      { kind: "BALANCE", amount: 500, dueDate: before(30) },
    ]);
  });

  it("confirmed well ahead: the deposit 3 days after confirmation", () => {
    expect(transfer(90)).toEqual([
      { kind: "DEPOSIT", amount: 500, dueDate: before(87) },
      { kind: "BALANCE", amount: 500, dueDate: before(30) },
    ]);
  });

  it("confirmed 30 days before arrival: one payment of the whole, 3 days after confirmation", () => {
    expect(transfer(30)).toEqual([{ kind: "FULL", amount: 1000, dueDate: before(27) }]);
  });

  it("confirmed 29 days before arrival: one payment of the whole", () => {
    expect(transfer(29)).toEqual([{ kind: "FULL", amount: 1000, dueDate: before(26) }]);
  });

  it("confirmed 2 days before arrival: due on the arrival day at the latest", () => {
    expect(transfer(2)).toEqual([{ kind: "FULL", amount: 1000, dueDate: checkIn }]);
  });

  it("confirmed after the arrival day: due at once", () => {
    expect(transfer(-1)).toEqual([{ kind: "FULL", amount: 1000, dueDate: before(-1) }]);
  });

  it("gives the odd cent to the deposit", () => {
    expect(transfer(60, 1001.15).map((line) => line.amount)).toEqual([500.58, 500.57]);
  });

  it("follows the owner's deposit days", () => {
    const schedule = paymentSchedule({
      totalPrice: 800,
      confirmedOn: before(60),
      checkIn,
      paymentMethod: "BANK_TRANSFER",
      depositDueDays: 7,
    });
    expect(schedule[0]?.dueDate).toBe(before(53));
  });
});

describe("paymentSchedule (payment on arrival)", () => {
  it("the deposit within 3 days, the balance on the arrival day", () => {
    expect(
      paymentSchedule({ totalPrice: 1000, confirmedOn: before(10), checkIn, paymentMethod: "PAYMENT_ON_ARRIVAL" }),
    ).toEqual([
      { kind: "DEPOSIT", amount: 500, dueDate: before(7) },
      { kind: "BALANCE", amount: 500, dueDate: checkIn },
    ]);
  });

  it("confirmed the day before arrival: both on the arrival day", () => {
    const schedule = paymentSchedule({
      totalPrice: 1000,
      confirmedOn: before(1),
      checkIn,
      paymentMethod: "PAYMENT_ON_ARRIVAL",
    });
    expect(schedule.map((line) => line.dueDate)).toEqual([checkIn, checkIn]);
  });
});

describe("paymentSchedule properties", () => {
  const cents = fc.integer({ min: 1, max: 100_000_000 });
  const days = fc.integer({ min: -5, max: 700 });
  const method = fc.constantFrom("BANK_TRANSFER" as const, "PAYMENT_ON_ARRIVAL" as const);
  const dueDays = fc.integer({ min: 1, max: 14 });

  it("adds up to the total to the cent, with due dates in order, never before the confirmation", () => {
    fc.assert(
      fc.property(cents, days, method, dueDays, (totalCents, daysBefore, paymentMethod, depositDueDays) => {
        const confirmedOn = before(daysBefore);
        const schedule = paymentSchedule({
          totalPrice: totalCents / 100,
          confirmedOn,
          checkIn,
          paymentMethod,
          depositDueDays,
        });
        const sum = schedule.reduce((s, line) => s + Math.round(line.amount * 100), 0);
        expect(sum).toBe(totalCents);
        for (const line of schedule) {
          expect(line.dueDate >= confirmedOn).toBe(true);
          expect(line.amount).toBe(Math.round(line.amount * 100) / 100);
          if (daysBefore >= 0) expect(line.dueDate <= checkIn).toBe(true);
        }
        expect(schedule.map((l) => l.dueDate)).toEqual([...schedule.map((l) => l.dueDate)].sort());
        // Deposit is at least half: never less than the balance.
        if (schedule.length === 2) expect(schedule[0]!.amount).toBeGreaterThanOrEqual(schedule[1]!.amount);
        if (schedule.length === 2 && schedule[0]?.kind === "DEPOSIT") {
          expect(daysBetween(confirmedOn, schedule[0].dueDate)).toBeLessThanOrEqual(depositDueDays);
        }
      }),
    );
  });
});

const paid = (...amounts: number[]): ReceivedPayment[] =>
  amounts.map((amount, i) => ({
    id: `0000000${i}-0000-4000-8000-000000000000`,
    amount,
    receivedOn: before(40 - i),
    method: "BANK_TRANSFER",
    reference: null,
  }));

describe("cancellationOutcome", () => {
  const quote = (daysBefore: number, paidTotal: number, totalPrice = 1000) =>
    cancellationOutcome({ status: "CONFIRMED", checkIn, today: before(daysBefore), totalPrice, paidTotal });

  it.each([
    [15, 0, { terms: "free", charge: 0, refundDue: 0 }],
    [15, 500, { terms: "free", charge: 0, refundDue: 500 }],
    [15, 1000, { terms: "free", charge: 0, refundDue: 1000 }],
    [14, 500, { terms: "free", charge: 0, refundDue: 500 }],
    [13, 0, { terms: "partial", charge: 500, refundDue: 0 }],
    [13, 500, { terms: "partial", charge: 500, refundDue: 0 }],
    [13, 1000, { terms: "partial", charge: 500, refundDue: 500 }],
    [3, 1000, { terms: "partial", charge: 500, refundDue: 500 }],
    [2, 0, { terms: "none", charge: 1000, refundDue: 0 }],
    [2, 500, { terms: "none", charge: 1000, refundDue: 0 }],
    [2, 1000, { terms: "none", charge: 1000, refundDue: 0 }],
  ] as const)("cancelled %i days before with %i paid", (days, paidTotal, expected) => {
    expect(quote(days, paidTotal)).toEqual(expected);
  });

  it("charges half of an odd total to the cent, rounded half-up", () => {
    expect(quote(10, 0, 1001.15).charge).toBe(500.58);
    expect(quote(10, 1001.15, 1001.15).refundDue).toBe(500.57);
  });

  it("a request never confirmed cancels free, whenever", () => {
    expect(
      cancellationOutcome({ status: "PENDING", checkIn, today: before(1), totalPrice: 1000, paidTotal: 0 }),
    ).toEqual({ terms: "free", charge: 0, refundDue: 0 });
  });

  it("never refunds more than was paid nor charges more than the total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -3, max: 60 }),
        (totalCents, paidCents, daysBefore) => {
          const outcome = quote(daysBefore, Math.min(paidCents, totalCents) / 100, totalCents / 100);
          expect(outcome.charge).toBeLessThanOrEqual(totalCents / 100);
          expect(outcome.refundDue).toBeLessThanOrEqual(Math.min(paidCents, totalCents) / 100);
          expect(Math.round((outcome.charge + outcome.refundDue) * 100)).toBeGreaterThanOrEqual(
            Math.min(paidCents, totalCents),
          );
        },
      ),
    );
  });
});

describe("bookingPayments", () => {
  const schedule = transfer(60);
  const view = (received: ReceivedPayment[], today = before(50), status: "CONFIRMED" | "CANCELLED" = "CONFIRMED") =>
    bookingPayments({ status, totalPrice: 1000, schedule, received, cancellationCharge: null, today });

  it("nothing paid: the deposit due, then overdue the day after its date, not on it", () => {
    expect(view([], before(57)).schedule.map((l) => l.status)).toEqual(["DUE", "DUE"]);
    expect(view([], before(56)).schedule.map((l) => l.status)).toEqual(["OVERDUE", "DUE"]);
    expect(view([], before(29)).schedule.map((l) => l.status)).toEqual(["OVERDUE", "OVERDUE"]);
    expect(view([]).outstanding).toBe(1000);
    expect(view([]).isPaid).toBe(false);
  });

  it("the deposit paid: the balance is what is next, for its amount", () => {
    const payments = view(paid(500));
    expect(payments.schedule.map((l) => l.status)).toEqual(["PAID", "DUE"]);
    expect(nextDue(payments)).toMatchObject({ kind: "BALANCE", remaining: 500 });
    expect(payments.outstanding).toBe(500);
  });

  it("a part payment settles the deposit first and leaves what remains", () => {
    const payments = view(paid(300), before(58));
    expect(payments.schedule.map((l) => [l.status, l.remaining])).toEqual([
      ["DUE", 200],
      ["DUE", 500],
    ]);
  });

  it("all paid: isPaid, nothing outstanding; a refund makes it owed again", () => {
    expect(view(paid(500, 500))).toMatchObject({ isPaid: true, outstanding: 0, paidTotal: 1000 });
    expect(view(paid(500, 500, -200))).toMatchObject({ isPaid: false, outstanding: 200, paidTotal: 800 });
  });

  it("a cancelled booking owes its charge and drops its schedule", () => {
    const cancelled = bookingPayments({
      status: "CANCELLED",
      totalPrice: 1000,
      schedule,
      received: paid(200),
      cancellationCharge: 500,
      today: before(10),
    });
    expect(cancelled).toMatchObject({ schedule: [], outstanding: 300, isPaid: false });
    expect(settle(500, 800)).toEqual({ outstanding: 0, refundDue: 300 });
  });

  it("amountDueNow: what is left of the first unpaid part, else what a cancelled booking's charge leaves", () => {
    expect(amountDueNow(view([]))).toMatchObject({ amount: 500, line: { kind: "DEPOSIT" } });
    expect(amountDueNow(view(paid(300), before(58)))).toMatchObject({ amount: 200, line: { kind: "DEPOSIT" } });
    expect(amountDueNow(view(paid(500)))).toMatchObject({ amount: 500, line: { kind: "BALANCE" } });
    expect(amountDueNow(view(paid(500, 500)))).toBeNull();
    const cancelled = bookingPayments({
      status: "CANCELLED",
      totalPrice: 1000,
      schedule,
      received: paid(200),
      cancellationCharge: 500,
      today: before(10),
    });
    expect(amountDueNow(cancelled)).toEqual({ amount: 300, line: undefined });
  });

  it("a request owes nothing yet and is not paid", () => {
    const pending = bookingPayments({
      status: "PENDING",
      totalPrice: 1000,
      schedule: [],
      received: [],
      cancellationCharge: null,
      today: before(10),
    });
    expect(pending).toMatchObject({ schedule: [], outstanding: 0, isPaid: false });
  });
});
