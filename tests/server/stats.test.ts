// GET /api/stats/dashboard against a known data set: every figure for an ADMIN (everything)
// and a HOST (own villas only); GUEST 403, visitor 401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, insertVilla, NOW } from "./bookings-helpers.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

// NOW is Tuesday 10 March 2026 in Cairo: this month is March, this ISO week 9-15 March,
// the 6-month trend runs October 2025 to March 2026.
describe(`dashboard stats (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let host: TestUser;
  let guest: TestUser;
  const booking: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now, seed: false });
    [admin, host, guest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { fullName: "Sofia Müller" }),
    ]);
    const at = (minutes: number) => new Date(Date.parse(NOW) - 60 * 60_000 + minutes * 60_000);
    const v1 = await insertVilla(t.db, host.id, { title: "Host active", createdAt: at(1) });
    await insertVilla(t.db, host.id, { title: "Host hidden", isActive: false, createdAt: at(2) });
    const v3 = await insertVilla(t.db, admin.id, {
      title: "Admin maintenance",
      status: "MAINTENANCE",
      createdAt: at(3),
    });
    const plan: [string, string, string, string, number][] = [
      ["b1", v1.id, "CONFIRMED", "2026-03-12", 1000.55],
      ["b2", v1.id, "COMPLETED", "2026-02-05", 500],
      ["b3", v1.id, "PENDING", "2026-03-20", 700],
      ["b4", v1.id, "CANCELLED", "2026-03-11", 300],
      ["b5", v1.id, "COMPLETED", "2025-10-01", 250],
      ["b6", v1.id, "CONFIRMED", "2026-03-25", 400],
      ["b7", v1.id, "COMPLETED", "2025-09-30", 999],
      ["b8", v3.id, "REJECTED", "2026-03-13", 800],
      ["b9", v3.id, "CONFIRMED", "2026-03-09", 600],
      ["b10", v3.id, "COMPLETED", "2026-03-08", 100],
    ];
    for (const [i, [name, villaId, status, checkIn, totalPrice]] of plan.entries()) {
      const checkOut = new Date(Date.parse(checkIn) + 86_400_000).toISOString().slice(0, 10);
      const row = await insertBooking(t.db, {
        villaId,
        guestId: guest.id,
        checkIn,
        checkOut,
        status: status as "PENDING",
        totalPrice,
        createdAt: at(10 + i),
      });
      booking[name] = row.id;
    }
  });
  afterAll(async () => t?.close());

  const stats = (who?: TestUser) =>
    t.app.inject({ method: "GET", url: "/api/stats/dashboard", headers: who ? who.headers : {} });

  it("ADMIN: figures over everything", async () => {
    const res = await stats(admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      totalVillas: 3,
      activeVillas: 1, // active and AVAILABLE
      inactiveVillas: 2,
      totalBookings: 10,
      pendingBookings: 1,
      confirmedBookings: 3,
      completedBookings: 4,
      cancelledBookings: 1,
      rejectedBookings: 1,
      totalRevenue: 3849.55,
      monthlyRevenue: 2100.55, // b1 + b6 + b9 + b10 (check-in in March)
      weeklyRevenue: 1600.55, // b1 + b9 (check-in Monday 9 to Sunday 15 March)
      averageBookingValue: 549.94, // 3849.55 / 7
    });
    expect(data.monthlyTrend).toEqual([
      { month: "2025-10", revenue: 250, bookings: 1 },
      { month: "2025-11", revenue: 0, bookings: 0 },
      { month: "2025-12", revenue: 0, bookings: 0 },
      { month: "2026-01", revenue: 0, bookings: 0 },
      { month: "2026-02", revenue: 500, bookings: 1 },
      { month: "2026-03", revenue: 2100.55, bookings: 4 },
    ]);
    expect(data.recentBookings.map((b: { id: string }) => b.id)).toEqual(
      ["b10", "b9", "b8", "b7", "b6", "b5", "b4", "b3"].map((n) => booking[n]),
    );
    expect(data.recentBookings[0]).toMatchObject({
      guest: { fullName: "Sofia Müller" },
      villa: { title: "Admin maintenance" },
    });
    expect(data.recentVillas.map((v: { title: string }) => v.title)).toEqual([
      "Admin maintenance",
      "Host hidden",
      "Host active",
    ]);
  });

  it("HOST: only their own villas and those villas' bookings", async () => {
    const data = (await stats(host)).json().data;
    expect(data).toMatchObject({
      totalVillas: 2,
      activeVillas: 1,
      inactiveVillas: 1,
      totalBookings: 7,
      pendingBookings: 1,
      confirmedBookings: 2,
      completedBookings: 3,
      cancelledBookings: 1,
      rejectedBookings: 0,
      totalRevenue: 3149.55,
      monthlyRevenue: 1400.55,
      weeklyRevenue: 1000.55,
      averageBookingValue: 629.91,
    });
    expect(data.monthlyTrend.at(-1)).toEqual({ month: "2026-03", revenue: 1400.55, bookings: 2 });
    expect(data.recentBookings.map((b: { id: string }) => b.id)).toEqual(
      ["b7", "b6", "b5", "b4", "b3", "b2", "b1"].map((n) => booking[n]),
    );
    expect(data.recentVillas.map((v: { title: string }) => v.title)).toEqual(["Host hidden", "Host active"]);
  });

  it("a host with nothing yet gets zeros and an empty 6-month trend", async () => {
    const newHost = await registerUser(t.app, { role: "HOST" });
    const data = (await stats(newHost)).json().data;
    expect(data).toMatchObject({
      totalVillas: 0,
      totalBookings: 0,
      totalRevenue: 0,
      averageBookingValue: 0,
      recentBookings: [],
      recentVillas: [],
    });
    expect(data.monthlyTrend).toHaveLength(6);
    expect(
      data.monthlyTrend.every((m: { revenue: number; bookings: number }) => m.revenue === 0 && m.bookings === 0),
    ).toBe(true);
  });

  it("GUEST 403, visitor 401", async () => {
    expect((await stats(guest)).statusCode).toBe(403);
    expect((await stats()).statusCode).toBe(401);
  });
});
