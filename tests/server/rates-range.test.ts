// PUT /villas/{id}/seasons/range, the owner's calendar's "set the price and minimum stay of these nights": seasons
// split around the range keep their own settings, the change is all or nothing, and the public (cached) calendar
// and quote show it at once.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOW, insertVilla } from "./bookings-helpers.ts";
import { highSeason, rates } from "./rates-helpers.ts";
import { createTestApp, movableClock, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

describe(`seasons range (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let host: TestUser;
  let otherHost: TestUser;
  let admin: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now, seed: false });
    [host, otherHost, admin, guest] = await Promise.all([
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { role: "ADMIN" }),
      registerUser(t.app, { fullName: "Range Guest" }),
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  const newVilla = async () => rates(t.app, (await insertVilla(t.db, host.id)).id);
  const brief = (list: { name: string; startDate: string; endDate: string; nightlyRate: number }[]) =>
    list.map((s) => [s.name, s.startDate, s.endDate, s.nightlyRate]);

  it("splits a season around the range: the parts outside keep their settings, the range gets the new ones", async () => {
    const r = await newVilla();
    expect((await r.addSeason(host.headers, highSeason())).statusCode).toBe(201);
    const res = await r.setRange(host.headers, {
      startDate: "2026-04-10",
      endDate: "2026-04-15",
      nightlyRate: 420,
      minStay: 2,
      name: "Easter",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Prices saved");
    const list = res.json().data;
    expect(brief(list)).toEqual([
      ["High season", "2026-04-01", "2026-04-10", 300],
      ["Easter", "2026-04-10", "2026-04-15", 420],
      ["High season", "2026-04-15", "2026-05-01", 300],
    ]);
    expect(list[2]).toMatchObject({ weekendRate: 350, minStay: 3, arrivalDays: [6], departureDays: null });
    expect(list[1]).toMatchObject({ weekendRate: null, minStay: 2, arrivalDays: null, departureDays: null });
    expect((await r.seasons()).json().data).toEqual(list);
  });

  it("is visible at once in the public calendar and quote, though they are cached", async () => {
    const r = await newVilla();
    const query = "from=2026-06-01&to=2026-06-05";
    const before = await r.calendar(query);
    expect(before.json().data.days.map((d: { rate: number }) => d.rate)).toEqual([200, 200, 200, 200]);
    await r.quote("checkIn=2026-06-02&checkOut=2026-06-04");
    const res = await r.setRange(host.headers, {
      startDate: "2026-06-02",
      endDate: "2026-06-04",
      nightlyRate: 275.5,
      minStay: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].name).toBe("2026-06-02 – 2026-06-03");
    const after = await r.calendar(query);
    expect(after.json().data.days.map((d: { rate: number; minStay: number }) => [d.rate, d.minStay])).toEqual([
      [200, 1],
      [275.5, 1],
      [275.5, 1],
      [200, 1],
    ]);
    const quote = await r.quote("checkIn=2026-06-02&checkOut=2026-06-04");
    expect(quote.json().data.roomSubtotal).toBe(551);
  });

  it("an ADMIN may too; painting the next nights the same joins them into one season", async () => {
    const r = await newVilla();
    const body = (startDate: string, endDate: string) => ({ startDate, endDate, nightlyRate: 180, minStay: 4 });
    expect((await r.setRange(admin.headers, body("2026-07-01", "2026-07-05"))).statusCode).toBe(200);
    const joined = await r.setRange(host.headers, body("2026-07-05", "2026-07-09"));
    expect(brief(joined.json().data)).toEqual([["2026-07-01 – 2026-07-04", "2026-07-01", "2026-07-09", 180]]);
  });

  it("refuses strangers (401, 403), unknown villas (404) and bad bodies (422 with each field)", async () => {
    const r = await newVilla();
    const body = { startDate: "2026-07-01", endDate: "2026-07-05", nightlyRate: 180, minStay: 2 };
    expect((await r.setRange({}, body)).statusCode).toBe(401);
    const byGuest = await r.setRange(guest.headers, body);
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json().code).toBe("FORBIDDEN");
    expect((await r.setRange(otherHost.headers, body)).statusCode).toBe(403);
    const unknown = await rates(t.app, "00000000-0000-4000-8000-000000000000").setRange(admin.headers, body);
    expect(unknown.statusCode).toBe(404);
    expect((await rates(t.app, "not-an-id").setRange(admin.headers, body)).statusCode).toBe(422);
    const bad = await r.setRange(host.headers, {
      startDate: "2026-07-05",
      endDate: "2026-07-01",
      nightlyRate: -3,
      minStay: 1.5,
      name: "x".repeat(61),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe("VALIDATION_FAILED");
    expect(bad.json().errors.map((e: { path: string; message: string }) => [e.path, e.message])).toEqual([
      ["name", "The name must be at most 60 characters"],
      ["endDate", "The season must end after it starts"],
      ["nightlyRate", "A rate must be greater than 0 and at most 1000000, with at most 2 decimal places"],
      ["minStay", "The minimum stay must be between 1 and 365 nights"],
    ]);
    const tooLong = await r.setRange(host.headers, { ...body, endDate: "2027-07-03" });
    expect(tooLong.json().errors[0]).toMatchObject({
      path: "endDate",
      message: "A season can last at most 366 nights",
    });
    for (const payload of [{}, { ...body, nightlyRate: "180" }, { ...body, startDate: 20260701 }, [body]]) {
      const res = await r.setRange(host.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await r.seasons()).json().data).toEqual([]);
  });

  it("writes nothing when any step fails: the split season is whole again", async () => {
    const r = await newVilla();
    await r.addSeason(host.headers, highSeason());
    const before = (await r.seasons()).json().data;
    // The shrink of High season runs first; the insert of the new season then fails in the database.
    await t.db.execute(sql`
      create or replace function refuse_range_season() returns trigger language plpgsql as $$
      begin
        if new.name = 'Refused' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_range_season before insert on seasons for each row execute function refuse_range_season()`,
    );
    try {
      const res = await r.setRange(host.headers, {
        startDate: "2026-04-10",
        endDate: "2026-04-15",
        nightlyRate: 420,
        minStay: 2,
        name: "Refused",
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_range_season on seasons`);
      await t.db.execute(sql`drop function refuse_range_season()`);
    }
    expect((await r.seasons()).json().data).toEqual(before);
    const days = (await r.calendar("from=2026-04-13&to=2026-04-14")).json().data.days;
    expect(days[0]).toMatchObject({ rate: 300, minStay: 3 });
  });

  it("is in the OpenAPI description", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const op = doc.paths["/api/villas/{id}/seasons/range"]?.put;
    expect(op?.tags).toEqual(["rates"]);
    expect(Object.keys(op?.responses ?? {}).sort()).toEqual(["200", "401", "403", "404", "409", "422"]);
  });
});
