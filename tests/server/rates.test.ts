// DESIGN 7.1 over HTTP: a villa's pricing and seasons (owner-only writes, 409 SEASON_OVERLAP), the quote (422
// STAY_RULE with the rule and its figure, 409 DATES_UNAVAILABLE), and POST /bookings priced by the same quote.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, SEASONS_FULL_MESSAGE } from "../../src/domain/rates/rate-messages.ts";
import { bookings, seasons } from "../../src/server/db/schema.ts";
import { NOW, bookingBody, day, insertVilla, postBooking } from "./bookings-helpers.ts";
import { highSeason, pricingBody, rates } from "./rates-helpers.ts";
import { createTestApp, movableClock, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

describe(`rates (${TEST_DB_KIND})`, () => {
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
      registerUser(t.app, { fullName: "Rates Guest" }),
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  const newVilla = async (overrides = {}) => rates(t.app, (await insertVilla(t.db, host.id, overrides)).id);

  describe("pricing", () => {
    it("is SPEC 9's defaults until set, for anyone", async () => {
      const r = await newVilla();
      const res = await r.getPricing();
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(pricingBody());
    });

    it("the owner and an ADMIN set it; baseRate becomes the villa's pricePerNight", async () => {
      const r = await newVilla();
      const put = await r.putPricing(host.headers, pricingBody({ baseRate: 250, weekendRate: 280, minStay: 2 }));
      expect(put.statusCode).toBe(200);
      expect(put.json().data).toMatchObject({ baseRate: 250, weekendRate: 280, minStay: 2 });
      expect((await r.getPricing()).json().data).toMatchObject({ baseRate: 250, weekendRate: 280, minStay: 2 });
      const byAdmin = await r.putPricing(admin.headers, pricingBody({ baseRate: 260 }));
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data).toMatchObject({ baseRate: 260, weekendRate: null, minStay: 1 });
    });

    it("refuses strangers (401, 403), unknown villas (404) and bad values (422 with each field)", async () => {
      const r = await newVilla();
      expect((await r.putPricing({}, pricingBody())).statusCode).toBe(401);
      expect((await r.putPricing(guest.headers, pricingBody())).json().code).toBe("FORBIDDEN");
      expect((await r.putPricing(otherHost.headers, pricingBody())).statusCode).toBe(403);
      const missing = rates(t.app, "00000000-0000-4000-8000-000000000000");
      expect((await missing.getPricing()).statusCode).toBe(404);
      expect((await missing.putPricing(admin.headers, pricingBody())).statusCode).toBe(404);
      // An inactive villa does not exist for a stranger, whatever they try; its owner still manages it.
      const hidden = await newVilla({ isActive: false });
      expect((await hidden.putPricing(otherHost.headers, pricingBody())).statusCode).toBe(404);
      expect(
        (await hidden.block(otherHost.headers, { startDate: "2026-09-01", endDate: "2026-09-02" })).statusCode,
      ).toBe(404);
      expect((await hidden.putPricing(host.headers, pricingBody())).statusCode).toBe(200);
      const bad = await r.putPricing(
        host.headers,
        pricingBody({ baseRate: -1, weekendNights: [7], serviceFeePercent: 1.5, minStay: "x" }),
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe("VALIDATION_FAILED");
      expect(
        bad
          .json()
          .errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(["baseRate", "minStay", "serviceFeePercent", "weekendNights"].sort());
      const crowd = await r.putPricing(host.headers, pricingBody({ includedGuests: 7 }));
      expect(crowd.statusCode).toBe(422);
      expect(crowd.json().errors[0].path).toBe("includedGuests");
      const notJson = await t.app.inject({
        method: "PUT",
        url: `/api/villas/not-an-id/pricing`,
        headers: host.headers,
        payload: pricingBody(),
      });
      expect(notJson.statusCode).toBe(422);
    });
  });

  describe("seasons", () => {
    it("are added, listed in date order, edited and removed by the owner", async () => {
      const r = await newVilla();
      const may = await r.addSeason(
        host.headers,
        highSeason({ name: "May", startDate: "2026-05-01", endDate: "2026-06-01" }),
      );
      expect(may.statusCode).toBe(201);
      const april = await r.addSeason(host.headers, highSeason());
      expect(april.statusCode).toBe(201);
      expect(april.json().data).toMatchObject({ name: "High season", arrivalDays: [6], departureDays: null });
      const list = await r.seasons();
      expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(["High season", "May"]);
      const id = april.json().data.id as string;
      const edited = await r.putSeason(host.headers, id, highSeason({ nightlyRate: 320 }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.nightlyRate).toBe(320);
      expect((await r.deleteSeason(host.headers, id)).statusCode).toBe(200);
      expect((await r.deleteSeason(host.headers, id)).statusCode).toBe(404);
      expect((await r.seasons()).json().data).toHaveLength(1);
    });

    it("never overlap: 409 SEASON_OVERLAP naming the other season; back to back is fine; an edit never clashes with itself", async () => {
      const r = await newVilla();
      const first = await r.addSeason(host.headers, highSeason());
      const clash = await r.addSeason(
        host.headers,
        highSeason({ name: "Easter", startDate: "2026-04-30", endDate: "2026-05-03" }),
      );
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({
        code: "SEASON_OVERLAP",
        message: 'These dates overlap the season "High season"',
      });
      const next = await r.addSeason(
        host.headers,
        highSeason({ name: "May", startDate: "2026-05-01", endDate: "2026-05-10" }),
      );
      expect(next.statusCode).toBe(201);
      const stretched = await r.putSeason(host.headers, first.json().data.id, highSeason({ endDate: "2026-05-02" }));
      expect(stretched.statusCode).toBe(409);
      const shrunk = await r.putSeason(host.headers, first.json().data.id, highSeason({ startDate: "2026-04-02" }));
      expect(shrunk.statusCode).toBe(200);
    });

    it("stop at RATE_LIMITS.seasonsMax per villa (every calendar and quote reads them all): 422, nothing written", async () => {
      const r = await newVilla();
      const night = (i: number) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10);
      await t.db.insert(seasons).values(
        Array.from({ length: RATE_LIMITS.seasonsMax }, (_, i) => ({
          villaId: r.villaId,
          name: `Night ${i}`,
          startDate: night(i),
          endDate: night(i + 1),
          nightlyRate: 200 + (i % 2),
        })),
      );
      const added = await r.addSeason(host.headers, highSeason());
      expect(added.statusCode).toBe(422);
      expect(added.json().message).toBe(SEASONS_FULL_MESSAGE);
      // Pricing a range far from the others would add one more.
      const ranged = await r.setRange(host.headers, {
        startDate: "2029-01-01",
        endDate: "2029-01-08",
        nightlyRate: 300,
        minStay: null,
      });
      expect(ranged.statusCode).toBe(422);
      expect((await r.seasons()).json().data).toHaveLength(RATE_LIMITS.seasonsMax);
      // Editing one still works, and so does repainting nights that only replaces seasons.
      const [first] = (await r.seasons()).json().data;
      expect(
        (await r.putSeason(host.headers, first.id, { ...first, id: undefined, nightlyRate: 250 })).statusCode,
      ).toBe(200);
    });

    it("refuses strangers, unknown seasons and bad bodies", async () => {
      const r = await newVilla();
      expect((await r.addSeason({}, highSeason())).statusCode).toBe(401);
      expect((await r.addSeason(otherHost.headers, highSeason())).statusCode).toBe(403);
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect((await r.putSeason(host.headers, unknown, highSeason())).statusCode).toBe(404);
      expect((await r.putSeason(host.headers, "1; drop table seasons", highSeason())).statusCode).toBe(422);
      const bad = await r.addSeason(host.headers, {
        name: "",
        startDate: "2026-13-01",
        endDate: 5,
        nightlyRate: 0,
        arrivalDays: [],
      });
      expect(bad.statusCode).toBe(422);
      expect(
        bad
          .json()
          .errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(["arrivalDays", "endDate", "name", "nightlyRate", "startDate"].sort());
      const reversed = await r.addSeason(host.headers, highSeason({ startDate: "2026-05-01", endDate: "2026-04-01" }));
      expect(reversed.json().errors[0]).toMatchObject({
        path: "endDate",
        message: "The season must end after it starts",
      });
    });
  });

  describe("quote", () => {
    it("with the defaults is SPEC 9: nights × rate + 150 + 5%", async () => {
      const r = await newVilla();
      const res = await r.quote(`checkIn=${day(10)}&checkOut=${day(13)}&guests=2`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        nights: 3,
        nightly: [
          { date: day(10), rate: 200 },
          { date: day(11), rate: 200 },
          { date: day(12), rate: 200 },
        ],
        roomSubtotal: 600,
        discount: null,
        extraGuestFee: 0,
        cleaningFee: 150,
        serviceFee: 30,
        totalPrice: 780,
        currency: "EUR",
      });
    });

    it("prices each night by its season and weekend, less the weekly discount", async () => {
      const r = await newVilla();
      await r.putPricing(host.headers, pricingBody({ weeklyDiscountPercent: 10 }));
      await r.addSeason(host.headers, highSeason());
      // Saturday 4 April to Saturday 11 April: Saturday and Friday nights at 350, five at 300.
      const res = await r.quote("checkIn=2026-04-04&checkOut=2026-04-11&guests=2");
      expect(res.statusCode).toBe(200);
      const quote = res.json().data;
      expect(quote.nightly.map((n: { rate: number }) => n.rate)).toEqual([350, 300, 300, 300, 300, 300, 350]);
      expect(quote).toMatchObject({
        roomSubtotal: 2200,
        discount: { kind: "WEEKLY", percent: 10, amount: 220 },
        serviceFee: 99,
        totalPrice: 2229,
      });
    });

    it("422 STAY_RULE carries each broken rule and its figure", async () => {
      const r = await newVilla();
      await r.addSeason(host.headers, highSeason());
      // Sunday 5 April for 2 nights: arrival only on Saturday, 3 nights at least.
      const res = await r.quote("checkIn=2026-04-05&checkOut=2026-04-07&guests=2");
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: "STAY_RULE",
        message: "Arrival on these dates is only possible on Saturday",
        errors: [
          { path: "checkIn", rule: "ARRIVAL_DAY", days: [6] },
          { path: "checkOut", rule: "MIN_STAY", minStay: 3, message: "The minimum stay for these dates is 3 nights" },
        ],
      });
      await r.putPricing(host.headers, pricingBody({ minNoticeDays: 30, maxAdvanceDays: 100 }));
      const soon = await r.quote(`checkIn=${day(2)}&checkOut=${day(5)}`);
      expect(soon.json().errors).toEqual([
        {
          path: "checkIn",
          rule: "MIN_NOTICE",
          minNoticeDays: 30,
          message: "Bookings must be made at least 30 days before arrival",
        },
      ]);
      const far = await r.quote(`checkIn=${day(200)}&checkOut=${day(203)}`);
      expect(far.json().errors[0]).toMatchObject({ rule: "MAX_ADVANCE", maxAdvanceDays: 100 });
    });

    it("409 DATES_UNAVAILABLE over a booked night; 422 for bad dates and guests; 404 for no villa", async () => {
      const r = await newVilla();
      const { villaId } = r;
      expect((await postBooking(t.app, guest.headers, bookingBody(villaId))).statusCode).toBe(201);
      const taken = await r.quote(`checkIn=${day(12)}&checkOut=${day(14)}`);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe("DATES_UNAVAILABLE");
      expect((await r.quote(`checkIn=${day(13)}&checkOut=${day(15)}`)).statusCode).toBe(200);
      for (const query of [
        `checkIn=${day(-1)}&checkOut=${day(2)}`,
        `checkIn=${day(5)}&checkOut=${day(5)}`,
        `checkIn=banana&checkOut=${day(2)}`,
        `checkOut=${day(2)}`,
        `checkIn=${day(5)}&checkOut=${day(6)}&guests=7`,
        `checkIn=${day(5)}&checkOut=${day(6)}&guests=0`,
        `checkIn=${day(5)}&checkOut=${day(6)}&guests=1e309`,
        `checkIn=${day(800)}&checkOut=${day(801)}`,
      ]) {
        const res = await r.quote(query);
        expect(res.statusCode, query).toBe(422);
        expect(res.json().code, query).toBe("VALIDATION_FAILED");
      }
      const none = rates(t.app, "00000000-0000-4000-8000-000000000000");
      expect((await none.quote(`checkIn=${day(5)}&checkOut=${day(6)}`)).statusCode).toBe(404);
    });
  });

  describe("POST /bookings", () => {
    it("charges the quote and keeps it as the booking's breakdown, unchanged by later rate edits", async () => {
      const r = await newVilla();
      const { villaId } = r;
      await r.putPricing(host.headers, pricingBody({ weeklyDiscountPercent: 10 }));
      await r.addSeason(host.headers, highSeason());
      const stay = { checkIn: "2026-04-04", checkOut: "2026-04-11" };
      const quote = (await r.quote(`checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`)).json().data;
      const res = await postBooking(t.app, guest.headers, bookingBody(villaId, stay));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.totalPrice).toBe(quote.totalPrice);
      await r.putPricing(host.headers, pricingBody({ baseRate: 999 }));
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().data.id));
      expect(row?.totalPrice).toBe(2229);
      expect(row?.priceBreakdown).toEqual(quote);
      // The guest's and the owner's views of the booking read it back, lines and all.
      const shown = await t.app.inject({ method: "GET", url: `/api/bookings/${row?.id}`, headers: guest.headers });
      expect(shown.json().data.priceBreakdown).toEqual(quote);
    });

    it("422 STAY_RULE with the rule and its figure, and nothing stored", async () => {
      const r = await newVilla();
      const { villaId } = r;
      await r.addSeason(host.headers, highSeason());
      const res = await postBooking(
        t.app,
        guest.headers,
        bookingBody(villaId, { checkIn: "2026-04-04", checkOut: "2026-04-06" }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: "STAY_RULE",
        errors: [{ path: "checkOut", rule: "MIN_STAY", minStay: 3 }],
      });
      expect(await t.db.select().from(bookings).where(eq(bookings.villaId, villaId))).toEqual([]);
    });
  });
});
