// GET /api/stats/dashboard's `attention` (issue 23): requests waiting against the 24-hour promise, overdue parts of
// payment schedules, and the coming week's arrivals, for an ADMIN (everything) and a HOST (own villas), on the app's
// controlled clock; each list bounded, with how many more there are.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardAttention } from "../../src/domain/schemas/stats.ts";
import { bookingPayments, bookings } from "../../src/server/db/schema.ts";
import { mayBeOverdue } from "../../src/server/stats/attention.ts";
import { insertBooking, insertVilla, NOW } from "./bookings-helpers.ts";
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

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * HOUR);

// NOW is 12:00 in Cairo on Tuesday 10 March 2026. Stays of 2 nights at 100 cost 360 (deposit 180), of 3 nights 465.
describe(`dashboard attention (${TEST_DB_KIND})`, () => {
  const clock = movableClock(NOW);
  let t: TestApp;
  let admin: TestUser;
  let host: TestUser;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, seed: false });
    let guestA: TestUser;
    let guestB: TestUser;
    [admin, host, guestA, guestB] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { fullName: "Sofia Müller" }),
      registerUser(t.app, { fullName: "Иван Петров" }),
    ]);
    const hostVilla = await insertVilla(t.db, host.id, { title: "Host villa" });
    const adminVilla = await insertVilla(t.db, admin.id, { title: "Admin villa" });
    const add = async (name: string, input: Parameters<typeof insertBooking>[1], paid: number[] = []) => {
      const row = await insertBooking(t.db, input);
      id[name] = row.id;
      for (const amount of paid) {
        await t.db
          .insert(bookingPayments)
          .values({ bookingId: row.id, amount, receivedOn: "2026-03-05", method: "BANK_TRANSFER" });
      }
    };
    const host1 = { villaId: hostVilla.id, guestId: guestA.id };
    const admin1 = { villaId: adminVilla.id, guestId: guestB.id };
    // Requests: one past the promise, one well within it, one on the admin's villa.
    await add("r1", { ...host1, checkIn: "2026-06-01", checkOut: "2026-06-03", createdAt: hoursAgo(30) });
    await add("r2", { ...host1, checkIn: "2026-03-12", checkOut: "2026-03-14", createdAt: hoursAgo(5) });
    await add("r3", { ...admin1, checkIn: "2026-04-01", checkOut: "2026-04-03", createdAt: hoursAgo(1) });
    // Schedules. p1: deposit due 4 March, unpaid (balance due 9 April). p2: one payment due 5 March, 100 paid of 465.
    // p3: deposit paid, balance not yet due. p4: deposit due 12 March. p5: a past stay, deposit and balance unpaid.
    const confirmed = { status: "CONFIRMED" as const, depositDueDays: 3 };
    await add("p1", {
      ...host1,
      ...confirmed,
      checkIn: "2026-05-09",
      checkOut: "2026-05-11",
      confirmedOn: "2026-03-01",
    });
    await add(
      "p2",
      { ...host1, ...confirmed, checkIn: "2026-03-30", checkOut: "2026-04-02", confirmedOn: "2026-03-02" },
      [100],
    );
    await add(
      "p3",
      { ...host1, ...confirmed, checkIn: "2026-05-20", checkOut: "2026-05-22", confirmedOn: "2026-03-01" },
      [180],
    );
    await add("p4", {
      ...admin1,
      ...confirmed,
      checkIn: "2026-04-10",
      checkOut: "2026-04-12",
      confirmedOn: "2026-03-09",
    });
    // p6: deposit paid, balance due 6 March unpaid.
    await add(
      "p6",
      { ...admin1, ...confirmed, checkIn: "2026-04-05", checkOut: "2026-04-07", confirmedOn: "2026-01-01" },
      [180],
    );
    await add("p5", {
      ...host1,
      status: "COMPLETED",
      depositDueDays: 3,
      checkIn: "2026-01-10",
      checkOut: "2026-01-12",
      confirmedOn: "2025-12-01",
    });
    // Cancelled with nothing paid: its schedule no longer applies.
    await add("c1", {
      ...host1,
      status: "CANCELLED",
      depositDueDays: 3,
      checkIn: "2026-02-10",
      checkOut: "2026-02-12",
      confirmedOn: "2026-01-01",
      cancellationTerms: "free",
      cancellationCharge: 0,
    });
    // Arrivals: today at 16:00 (its payment is due today, not yet overdue), in 7 days (paid), in 8 days (too far),
    // yesterday (gone).
    await add("a1", {
      ...host1,
      ...confirmed,
      checkIn: "2026-03-10",
      checkOut: "2026-03-12",
      confirmedOn: "2026-03-08",
      arrivalTime: "16:00",
      totalGuests: 4,
    });
    await add(
      "a2",
      { ...host1, ...confirmed, checkIn: "2026-03-17", checkOut: "2026-03-20", confirmedOn: "2026-03-09" },
      [465],
    );
    await add("a3", {
      ...admin1,
      ...confirmed,
      checkIn: "2026-03-18",
      checkOut: "2026-03-19",
      confirmedOn: "2026-03-09",
    });
    await add(
      "a0",
      { ...admin1, ...confirmed, checkIn: "2026-03-09", checkOut: "2026-03-10", confirmedOn: "2026-03-09" },
      [255],
    );
  });
  afterAll(async () => t?.close());

  async function attention(who: TestUser): Promise<DashboardAttention> {
    const res = await t.app.inject({ method: "GET", url: "/api/stats/dashboard", headers: who.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.attention;
  }

  it("ADMIN: every request oldest first, against the 24-hour promise", async () => {
    const { requests } = await attention(admin);
    expect(requests.more).toBe(0);
    expect(requests.items.map((r) => r.bookingId)).toEqual([id.r1, id.r2, id.r3]);
    expect(requests.items[0]).toEqual({
      bookingId: id.r1,
      guestName: "Sofia Müller",
      villaTitle: "Host villa",
      checkIn: "2026-06-01",
      checkOut: "2026-06-03",
      totalGuests: 2,
      requestedAt: hoursAgo(30).toISOString(),
      answerBy: hoursAgo(6).toISOString(),
      waitingMinutes: 30 * 60,
      minutesLeft: -6 * 60,
      overdue: true,
    });
    expect(requests.items[1]).toMatchObject({ waitingMinutes: 300, minutesLeft: 19 * 60, overdue: false });
    expect(requests.items[2]).toMatchObject({ guestName: "Иван Петров", villaTitle: "Admin villa" });
  });

  it("ADMIN: each overdue part with what is left of it, earliest due first", async () => {
    const { overduePayments } = await attention(admin);
    expect(overduePayments).toEqual({
      items: [
        { bookingId: id.p5, kind: "DEPOSIT", amount: 180, remaining: 180, dueDate: "2025-12-04" },
        { bookingId: id.p5, kind: "BALANCE", amount: 180, remaining: 180, dueDate: "2025-12-11" },
        { bookingId: id.p1, kind: "DEPOSIT", amount: 180, remaining: 180, dueDate: "2026-03-04" },
        { bookingId: id.p2, kind: "FULL", amount: 465, remaining: 365, dueDate: "2026-03-05" },
        {
          bookingId: id.p6,
          kind: "BALANCE",
          amount: 180,
          remaining: 180,
          dueDate: "2026-03-06",
          guestName: "Иван Петров",
          villaTitle: "Admin villa",
        },
      ].map((item) => ({ guestName: "Sofia Müller", villaTitle: "Host villa", currency: "EUR", ...item })),
      more: 0,
    });
  });

  it("reads only the stays where a part may be overdue", async () => {
    const read = (await t.db.select({ id: bookings.id }).from(bookings).where(mayBeOverdue("2026-03-10"))).map(
      (row) => row.id,
    );
    expect(read).toEqual(expect.arrayContaining([id.p1, id.p2, id.p5, id.p6]));
    // Deposit paid and balance not yet due, deposit not yet due, paid in full, not confirmed.
    for (const name of ["p3", "p4", "a2", "r1"]) expect(read).not.toContain(id[name]);
  });

  it("ADMIN: arrivals from today to 7 days ahead, with their arrival time and what is outstanding", async () => {
    const { arrivals } = await attention(admin);
    expect(arrivals.more).toBe(0);
    expect(arrivals.items).toEqual([
      {
        bookingId: id.a1,
        guestName: "Sofia Müller",
        villaTitle: "Host villa",
        checkIn: "2026-03-10",
        checkOut: "2026-03-12",
        totalGuests: 4,
        arrivalTime: "16:00",
        outstanding: 360,
        currency: "EUR",
      },
      expect.objectContaining({ bookingId: id.a2, checkIn: "2026-03-17", arrivalTime: null, outstanding: 0 }),
    ]);
  });

  it("HOST: only their own villas' bookings", async () => {
    const data = await attention(host);
    expect(data.requests.items.map((r) => r.bookingId)).toEqual([id.r1, id.r2]);
    expect(data.overduePayments.items.map((p) => p.bookingId)).toEqual([id.p5, id.p5, id.p1, id.p2]);
    expect(data.arrivals.items.map((a) => a.bookingId)).toEqual([id.a1, id.a2]);
    const other = await registerUser(t.app, { role: "HOST" });
    expect(await attention(other)).toEqual({
      requests: { items: [], more: 0 },
      overduePayments: { items: [], more: 0 },
      arrivals: { items: [], more: 0 },
    });
  });

  it("follows the app's clock: a day later the promise has run out and the first payment is overdue", async () => {
    clock.set(new Date(Date.parse(NOW) + 24 * HOUR));
    try {
      // The access token of an hour ago has expired on this clock.
      const data = await attention(await login(t.app, admin.email, admin.password));
      expect(data.requests.items[1]).toMatchObject({ bookingId: id.r2, waitingMinutes: 29 * 60, overdue: true });
      expect(data.overduePayments.items.map((p) => p.bookingId)).toContain(id.a1);
      // Today's arrival is yesterday's now: gone from the list.
      expect(data.arrivals.items.map((a) => a.bookingId)).toEqual([id.a2, id.a3]);
    } finally {
      clock.set(NOW);
    }
  });

  it("lists at most 20 of each and says how many more", async () => {
    const villa = await insertVilla(t.db, admin.id, { title: "Busy villa" });
    const guest = await registerUser(t.app);
    for (let i = 0; i < 22; i++) {
      const checkIn = `2027-01-${String(i + 1).padStart(2, "0")}`;
      const checkOut = `2027-01-${String(i + 2).padStart(2, "0")}`;
      await insertBooking(t.db, { villaId: villa.id, guestId: guest.id, checkIn, checkOut, createdAt: hoursAgo(0.5) });
    }
    const { requests } = await attention(admin);
    expect(requests.items).toHaveLength(20);
    expect(requests.items.slice(0, 3).map((r) => r.bookingId)).toEqual([id.r1, id.r2, id.r3]);
    expect(requests.more).toBe(3 + 22 - 20);
  });
});

// The same lists as the owner's own requests change them: confirming takes a request off the waiting list and fixes
// its schedule, a part unpaid past its day shows as overdue, and recording the rest takes it off.
describe(`dashboard attention through the API (${TEST_DB_KIND})`, () => {
  const clock = movableClock(NOW);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, seed: false });
  });
  afterAll(async () => t?.close());

  it("follows confirmations and recorded payments", async () => {
    const [host, guest] = await Promise.all([
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { fullName: "Lena Fischer" }),
    ]);
    const villa = await insertVilla(t.db, host.id);
    // 10 nights at 100 from 60 days ahead: 1200 in all, a deposit of 600 due 3 days after the confirmation.
    const booking = await insertBooking(t.db, {
      villaId: villa.id,
      guestId: guest.id,
      checkIn: "2026-05-09",
      checkOut: "2026-05-19",
      createdAt: hoursAgo(2),
    });
    const call = (who: TestUser, method: "GET" | "PUT" | "POST", url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
    const attentionOf = async (who: TestUser): Promise<DashboardAttention> =>
      (await call(who, "GET", "/stats/dashboard")).json().data.attention;

    expect((await attentionOf(host)).requests.items.map((r) => r.bookingId)).toEqual([booking.id]);
    expect((await call(host, "PUT", `/bookings/${booking.id}/confirm`)).statusCode).toBe(200);
    const pay = (who: TestUser, amount: number, receivedOn: string) =>
      call(who, "POST", `/bookings/${booking.id}/payments`, { amount, receivedOn, method: "CASH" });
    expect((await pay(host, 75, "2026-03-10")).statusCode).toBe(201);
    const confirmed = await attentionOf(host);
    expect(confirmed.requests.items).toEqual([]);
    expect(confirmed.overduePayments.items).toEqual([]);

    // Four days later the deposit's day (13 March) has passed with 525 of it unpaid.
    clock.set(new Date(Date.parse(NOW) + 4 * 24 * HOUR));
    try {
      const later = await login(t.app, host.email, host.password);
      expect((await attentionOf(later)).overduePayments.items).toEqual([
        {
          bookingId: booking.id,
          guestName: "Lena Fischer",
          villaTitle: "Sea Breeze Villa",
          kind: "DEPOSIT",
          amount: 600,
          remaining: 525,
          dueDate: "2026-03-13",
          currency: "EUR",
        },
      ]);
      expect((await pay(later, 525, "2026-03-14")).statusCode).toBe(201);
      expect((await attentionOf(later)).overduePayments).toEqual({ items: [], more: 0 });
    } finally {
      clock.set(NOW);
    }
  });
});
