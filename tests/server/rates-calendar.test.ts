// DESIGN 7.1 over HTTP: the villa's calendar day by day (public) and in detail (owner), and the owner's manual
// blocks, which count like imported ones everywhere: booked dates, quotes, booking requests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarBlocks, calendarSources } from "../../src/server/db/schema.ts";
import { NOW, bookingBody, day, insertVilla, postBooking } from "./bookings-helpers.ts";
import { highSeason, rates } from "./rates-helpers.ts";
import { createTestApp, movableClock, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

describe(`calendar and blocks (${TEST_DB_KIND})`, () => {
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
      registerUser(t.app, { fullName: "Calendar Guest" }),
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  const newVilla = async (overrides = {}) => rates(t.app, (await insertVilla(t.db, host.id, overrides)).id);
  const bookedDates = async (villaId: string) =>
    (await t.app.inject({ method: "GET", url: `/api/bookings/villa/${villaId}/booked-dates` })).json().data
      .bookedDates as string[];

  const searchFinds = async (villaId: string, checkIn: string, checkOut: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/villas?checkIn=${checkIn}&checkOut=${checkOut}&limit=100`,
    });
    return (res.json().data as { id: string }[]).some((v) => v.id === villaId);
  };

  async function importBlock(villaId: string, startDate: string, endDate: string) {
    const [source] = await t.db
      .insert(calendarSources)
      .values({ villaId, label: "Airbnb", url: `https://example.com/${villaId}.ics` })
      .returning();
    await t.db.insert(calendarBlocks).values({ sourceId: source!.id, villaId, startDate, endDate });
  }

  describe("GET calendar", () => {
    it("gives each day's availability, rate, minimum stay, arrival and departure, to anyone", async () => {
      const r = await newVilla();
      await r.addSeason(host.headers, highSeason());
      expect(
        (
          await postBooking(
            t.app,
            guest.headers,
            bookingBody(r.villaId, { checkIn: "2026-03-30", checkOut: "2026-04-02" }),
          )
        ).statusCode,
      ).toBe(201);
      const res = await r.calendar("from=2026-03-30&to=2026-04-05");
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        days: [
          { date: "2026-03-30", available: false, rate: 200, minStay: 1, arrival: true, departure: true },
          { date: "2026-03-31", available: false, rate: 200, minStay: 1, arrival: true, departure: true },
          { date: "2026-04-01", available: false, rate: 300, minStay: 3, arrival: false, departure: true },
          { date: "2026-04-02", available: true, rate: 300, minStay: 3, arrival: false, departure: true },
          { date: "2026-04-03", available: true, rate: 350, minStay: 3, arrival: false, departure: true },
          { date: "2026-04-04", available: true, rate: 350, minStay: 3, arrival: true, departure: true },
        ],
      });
      const year = await r.calendar("from=2026-03-10&to=2027-03-11");
      expect(year.json().data.days).toHaveLength(366);
    });

    it("refuses a reversed, empty or too long range and bad dates with 422", async () => {
      const r = await newVilla();
      for (const query of [
        "from=2026-04-05&to=2026-04-01",
        "from=2026-04-05&to=2026-04-05",
        "from=2026-03-10&to=2027-03-12",
        "from=yesterday&to=2026-04-01",
        "from=2026-04-01",
        "from=2026-02-30&to=2026-03-02",
        `from=2026-04-01&to=${"9".repeat(100)}`,
        "from=2026-04-01&to=2026-04-02&detail=maybe",
      ]) {
        const res = await r.calendar(query);
        expect(res.statusCode, query).toBe(422);
        expect(res.json().code, query).toBe("VALIDATION_FAILED");
      }
      expect(
        (await rates(t.app, "00000000-0000-4000-8000-000000000000").calendar("from=2026-04-01&to=2026-04-02"))
          .statusCode,
      ).toBe(404);
      // A year of the first century is that year, not one of the 1900s (Date.UTC's reading).
      const early = await r.calendar("from=0050-01-01&to=0050-01-03");
      expect(early.json().data.days.map((d: { date: string }) => d.date)).toEqual(["0050-01-01", "0050-01-02"]);
    });

    it("with detail=1 shows the owner the stays (guest, status) and blocks (note, feed name); others 401/403", async () => {
      const r = await newVilla();
      const booking = await postBooking(
        t.app,
        guest.headers,
        bookingBody(r.villaId, { checkIn: "2026-04-10", checkOut: "2026-04-12" }),
      );
      await importBlock(r.villaId, "2026-04-20", "2026-04-22");
      const block = await r.block(host.headers, { startDate: "2026-04-15", endDate: "2026-04-17", note: "Painting" });
      const query = "from=2026-04-01&to=2026-05-01&detail=1";
      expect((await r.calendar(query)).statusCode).toBe(401);
      expect((await r.calendar(query, guest.headers)).statusCode).toBe(403);
      expect((await r.calendar(query, otherHost.headers)).statusCode).toBe(403);
      expect((await r.calendar(query, admin.headers)).statusCode).toBe(200);
      const res = await r.calendar(query, host.headers);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.days).toHaveLength(30);
      expect(data.stays).toEqual([
        {
          id: booking.json().data.id,
          guestName: "Calendar Guest",
          status: "PENDING",
          checkIn: "2026-04-10",
          checkOut: "2026-04-12",
        },
      ]);
      expect(data.blocks).toEqual([
        {
          kind: "MANUAL",
          id: block.json().data.id,
          startDate: "2026-04-15",
          endDate: "2026-04-17",
          note: "Painting",
          source: null,
        },
        { kind: "IMPORTED", id: null, startDate: "2026-04-20", endDate: "2026-04-22", note: null, source: "Airbnb" },
      ]);
      const publicDays = (await r.calendar("from=2026-04-01&to=2026-05-01")).json().data;
      expect(publicDays.stays).toBeUndefined();
      expect(
        publicDays.days.filter((d: { available: boolean }) => !d.available).map((d: { date: string }) => d.date),
      ).toEqual(["2026-04-10", "2026-04-11", "2026-04-15", "2026-04-16", "2026-04-20", "2026-04-21"]);
    });
  });

  describe("manual blocks", () => {
    it("take nights everywhere (booked dates, quote, booking requests) until removed", async () => {
      const r = await newVilla();
      const res = await r.block(host.headers, { startDate: day(10), endDate: day(12), note: "  Family week  " });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ startDate: day(10), endDate: day(12), note: "Family week" });
      expect(await bookedDates(r.villaId)).toEqual([day(10), day(11)]);
      expect(await searchFinds(r.villaId, day(11), day(12))).toBe(false);
      expect(await searchFinds(r.villaId, day(12), day(13))).toBe(true);
      expect((await r.quote(`checkIn=${day(11)}&checkOut=${day(13)}`)).json().code).toBe("DATES_UNAVAILABLE");
      const refused = await postBooking(
        t.app,
        guest.headers,
        bookingBody(r.villaId, { checkIn: day(9), checkOut: day(11) }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe("DATES_UNAVAILABLE");
      // Back to back with the block is fine.
      expect(
        (await postBooking(t.app, guest.headers, bookingBody(r.villaId, { checkIn: day(12), checkOut: day(14) })))
          .statusCode,
      ).toBe(201);
      expect((await r.unblock(host.headers, res.json().data.id)).statusCode).toBe(200);
      expect((await r.unblock(host.headers, res.json().data.id)).statusCode).toBe(404);
      expect(await bookedDates(r.villaId)).toEqual([day(12), day(13)]);
      expect(
        (await postBooking(t.app, guest.headers, bookingBody(r.villaId, { checkIn: day(9), checkOut: day(11) })))
          .statusCode,
      ).toBe(201);
    });

    it("409 DATES_UNAVAILABLE over a PENDING or CONFIRMED stay or another manual block; fine over an imported one", async () => {
      const r = await newVilla();
      expect((await postBooking(t.app, guest.headers, bookingBody(r.villaId))).statusCode).toBe(201);
      const overStay = await r.block(host.headers, { startDate: day(12), endDate: day(20) });
      expect(overStay.statusCode).toBe(409);
      expect(overStay.json().code).toBe("DATES_UNAVAILABLE");
      expect((await r.block(host.headers, { startDate: day(13), endDate: day(20) })).statusCode).toBe(201);
      expect((await r.block(host.headers, { startDate: day(19), endDate: day(21) })).statusCode).toBe(409);
      await importBlock(r.villaId, day(30), day(35));
      expect((await r.block(admin.headers, { startDate: day(32), endDate: day(36), note: null })).statusCode).toBe(201);
    });

    it("refuse strangers and hostile input with a clear 4xx", async () => {
      const r = await newVilla();
      const body = { startDate: day(10), endDate: day(12) };
      expect((await r.block({}, body)).statusCode).toBe(401);
      expect((await r.block(guest.headers, body)).statusCode).toBe(403);
      expect((await r.block(otherHost.headers, body)).statusCode).toBe(403);
      const created = await r.block(host.headers, body);
      expect((await r.unblock(otherHost.headers, created.json().data.id)).statusCode).toBe(403);
      expect((await r.unblock(host.headers, "not-a-uuid")).statusCode).toBe(422);
      for (const bad of [
        { startDate: day(12), endDate: day(10) },
        { startDate: day(10), endDate: day(10) },
        { startDate: "2026-02-30", endDate: day(10) },
        { startDate: day(10) },
        { startDate: 20260410, endDate: day(12) },
        { startDate: day(100), endDate: day(500) },
        { startDate: day(100), endDate: day(101), note: "x".repeat(201) },
        { startDate: day(100), endDate: day(101), note: { $gt: "" } },
      ]) {
        const res = await r.block(host.headers, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(422);
        expect(res.json().code).toBe("VALIDATION_FAILED");
      }
      const notText = await r.block(host.headers, { startDate: day(100), endDate: day(101), note: 7 });
      expect(notText.json().errors).toEqual([{ path: "note", message: "The note must be text" }]);
      const other = await newVilla();
      // A block of another villa is not this villa's to remove.
      expect((await other.unblock(host.headers, created.json().data.id)).statusCode).toBe(404);
    });
  });

  it("go out in the villa's iCal export as busy dates, without their note", async () => {
    const r = await newVilla();
    await r.block(host.headers, { startDate: "2026-05-01", endDate: "2026-05-04", note: "Private: family" });
    const link = await t.app.inject({
      method: "GET",
      url: `/api/villas/${r.villaId}/calendar/export`,
      headers: host.headers,
    });
    const feed = await t.app.inject({ method: "GET", url: link.json().data.path });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain("DTSTART;VALUE=DATE:20260501\r\nDTEND;VALUE=DATE:20260504\r\nSUMMARY:Not available");
    expect(feed.body).not.toContain("family");
  });

  it("are all in the OpenAPI description, with STAY_RULE's rule and figure", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const path of [
      "/api/villas/{id}/pricing",
      "/api/villas/{id}/seasons",
      "/api/villas/{id}/seasons/{seasonId}",
      "/api/villas/{id}/quote",
      "/api/villas/{id}/calendar",
      "/api/villas/{id}/blocks",
      "/api/villas/{id}/blocks/{blockId}",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(JSON.stringify(doc.paths["/api/villas/{id}/quote"].get.responses["422"])).toContain("minStay");
    expect(JSON.stringify(doc.paths["/api/bookings"].post.responses["422"])).toContain("ARRIVAL_DAY");
  });
});
