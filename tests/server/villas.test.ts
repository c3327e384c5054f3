// /api/villas: search and its filters, visibility of inactive villas, a host's own villas,
// and create / edit / delete with their permissions and the delete policy.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, villas } from "../../src/server/db/schema.ts";
import { NOW, day, insertBooking, insertVilla } from "./bookings-helpers.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((v) => v.id);

describe(`villas (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let host: TestUser;
  let otherHost: TestUser;
  let guest: TestUser;
  let seededId: string;
  // Search fixtures, created one minute apart after the seeded villa.
  let poolVilla: string; // wifi+pool, 8 guests, 300/night, AVAILABLE
  let basicVilla: string; // wifi, 4 guests, 90/night, AVAILABLE
  let repairVilla: string; // wifi+pool, 10 guests, 500/night, MAINTENANCE
  let hiddenVilla: string; // inactive, host's
  let otherHidden: string; // inactive, other host's

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now });
    [admin, host, otherHost, guest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app),
    ]);
    seededId = t.seeded!.villaId!;
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    poolVilla = (
      await insertVilla(t.db, host.id, {
        title: "Pool",
        amenities: ["wifi", "pool", "gym"],
        maxGuests: 8,
        pricePerNight: 300,
        createdAt: later(1),
      })
    ).id;
    basicVilla = (
      await insertVilla(t.db, host.id, {
        title: "Basic",
        amenities: ["wifi"],
        maxGuests: 4,
        pricePerNight: 90,
        createdAt: later(2),
      })
    ).id;
    repairVilla = (
      await insertVilla(t.db, otherHost.id, {
        title: "Repair",
        amenities: ["wifi", "pool"],
        maxGuests: 10,
        pricePerNight: 500,
        status: "MAINTENANCE",
        createdAt: later(3),
      })
    ).id;
    hiddenVilla = (await insertVilla(t.db, host.id, { title: "Hidden", isActive: false, createdAt: later(4) })).id;
    otherHidden = (
      await insertVilla(t.db, otherHost.id, { title: "Other hidden", isActive: false, createdAt: later(5) })
    ).id;
    await insertBooking(t.db, {
      villaId: poolVilla,
      guestId: guest.id,
      checkIn: day(10),
      checkOut: day(15),
      status: "CONFIRMED",
    });
    await insertBooking(t.db, {
      villaId: basicVilla,
      guestId: guest.id,
      checkIn: day(10),
      checkOut: day(15),
      status: "CANCELLED",
    });
  });
  afterAll(async () => t?.close());

  const get = (url: string, who?: TestUser) => t.app.inject({ method: "GET", url, headers: who ? who.headers : {} });

  describe("GET /villas", () => {
    it("shows the seeded villa first with limit=1, and only active villas to the public", async () => {
      const first = await get("/api/villas?limit=1");
      expect(first.statusCode).toBe(200);
      expect(ids(first)).toEqual([seededId]);
      expect(first.json().data[0]).toMatchObject({
        title: expect.stringContaining("Villa"),
        pricePerNight: 150,
        maxGuests: 10,
        isActive: true,
      });
      expect(first.json().pagination).toEqual({ page: 1, limit: 1, total: 4, totalPages: 4 });
      expect(ids(await get("/api/villas"))).toEqual([seededId, poolVilla, basicVilla, repairVilla]);
    });

    it("shows an admin every villa, a host the active ones plus their own", async () => {
      expect(ids(await get("/api/villas", admin))).toEqual([
        seededId,
        poolVilla,
        basicVilla,
        repairVilla,
        hiddenVilla,
        otherHidden,
      ]);
      expect(ids(await get("/api/villas", host))).toEqual([seededId, poolVilla, basicVilla, repairVilla, hiddenVilla]);
      expect(ids(await get("/api/villas", guest))).toEqual([seededId, poolVilla, basicVilla, repairVilla]);
      expect(ids(await get("/api/villas?isActive=false", admin))).toEqual([hiddenVilla, otherHidden]);
      expect(ids(await get("/api/villas?isActive=false"))).toEqual([]);
    });

    it("amenities: every listed amenity must be there", async () => {
      expect(ids(await get("/api/villas?amenities=wifi,pool"))).toEqual([seededId, poolVilla, repairVilla]);
      expect(ids(await get("/api/villas?amenities=pool,gym"))).toEqual([poolVilla]);
      expect(ids(await get("/api/villas?amenities=helipad"))).toEqual([]);
      const none = await get("/api/villas?amenities=");
      expect(none.statusCode).toBe(422);
      expect(none.json().errors[0].message).toBe("At least one amenity is required");
    });

    it("checkIn + checkOut: only villas bookable for those nights", async () => {
      // Pool is booked 10..15; Basic's booking there is cancelled; Repair is in maintenance.
      expect(ids(await get(`/api/villas?checkIn=${day(12)}&checkOut=${day(13)}`))).toEqual([seededId, basicVilla]);
      expect(ids(await get(`/api/villas?checkIn=${day(15)}&checkOut=${day(17)}`))).toEqual([
        seededId,
        poolVilla,
        basicVilla,
      ]);
      expect(ids(await get(`/api/villas?checkIn=${day(8)}&checkOut=${day(10)}`))).toEqual([
        seededId,
        poolVilla,
        basicVilla,
      ]);
    });

    it("checkIn + checkOut follow the search date rules", async () => {
      const cases: [string, string][] = [
        [`checkIn=${day(-1)}&checkOut=${day(2)}`, "Check-in date cannot be in the past"],
        [`checkIn=${day(5)}&checkOut=${day(5)}`, "Check-out date must be after check-in date"],
        ["checkIn=2028-03-11&checkOut=2028-03-12", "Cannot search more than 2 years in advance"],
        [`checkIn=${day(3)}`, "Invalid check-out date format"],
        [`checkIn=03/20/2026&checkOut=${day(12)}`, "Invalid check-in date format"],
      ];
      for (const [query, message] of cases) {
        const res = await get(`/api/villas?${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json().code).toBe("VALIDATION_FAILED");
        expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
      }
      // A long search is fine (the 365-night limit is for bookings only).
      expect((await get(`/api/villas?checkIn=${day(1)}&checkOut=${day(400)}`)).statusCode).toBe(200);
    });

    it("city, maxGuests (at least), status and price range", async () => {
      expect(ids(await get("/api/villas?city=Hurghada"))).toHaveLength(4);
      expect((await get("/api/villas?city=Cairo")).statusCode).toBe(422);
      expect(ids(await get("/api/villas?maxGuests=8"))).toEqual([seededId, poolVilla, repairVilla]);
      expect(ids(await get("/api/villas?status=MAINTENANCE"))).toEqual([repairVilla]);
      expect(ids(await get("/api/villas?minPrice=100&maxPrice=300"))).toEqual([seededId, poolVilla]);
      expect(ids(await get("/api/villas?maxPrice=90"))).toEqual([basicVilla]);
      for (const q of ["minPrice=300&maxPrice=100", "minPrice=-1"]) {
        const res = await get(`/api/villas?${q}`);
        expect(res.statusCode, q).toBe(422);
        expect(res.json().errors[0].message).toBe("Invalid price range");
      }
    });

    it("pages with the one pagination shape", async () => {
      const res = await get("/api/villas?page=2&limit=3");
      expect(ids(res)).toEqual([repairVilla]);
      expect(res.json().pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
      expect((await get("/api/villas?limit=101")).statusCode).toBe(422);
    });
  });

  describe("GET /villas/my and /villas/{id}", () => {
    it("/villas/my lists the caller's own villas, inactive included (HOST or ADMIN)", async () => {
      expect(ids(await get("/api/villas/my", host))).toEqual([poolVilla, basicVilla, hiddenVilla]);
      expect(ids(await get("/api/villas/my", admin))).toEqual([seededId]);
      expect((await get("/api/villas/my", guest)).statusCode).toBe(403);
      expect((await get("/api/villas/my")).statusCode).toBe(401);
    });

    it("/villas/{id}: public for active villas, inactive ones only for the owner and admins", async () => {
      const res = await get(`/api/villas/${seededId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: seededId, city: "Hurghada", country: "Egypt", status: "AVAILABLE" });
      expect((await get(`/api/villas/${hiddenVilla}`)).statusCode).toBe(404);
      expect((await get(`/api/villas/${hiddenVilla}`, guest)).statusCode).toBe(404);
      expect((await get(`/api/villas/${hiddenVilla}`, otherHost)).statusCode).toBe(404);
      expect((await get(`/api/villas/${hiddenVilla}`, host)).statusCode).toBe(200);
      expect((await get(`/api/villas/${hiddenVilla}`, admin)).statusCode).toBe(200);
      const missing = await get("/api/villas/00000000-0000-4000-8000-000000000003");
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: "NOT_FOUND", message: "Villa not found" });
      expect((await get("/api/villas/xyz")).statusCode).toBe(422);
    });
  });

  describe("POST /villas", () => {
    const payload = {
      title: "  Palm Garden Villa ",
      address: "Sheraton Road 5",
      city: "Hurghada",
      pricePerNight: 220.5,
      maxGuests: 6,
      amenities: ["wifi", "garden"],
      images: ["https://images.example.com/palm.jpg"],
    };

    it("an ADMIN creates a villa they own, with SPEC defaults", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/villas",
        headers: admin.headers,
        payload: { ...payload, ownerId: host.id },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        title: "Palm Garden Villa",
        ownerId: admin.id,
        country: "Egypt",
        pricePerNight: 220.5,
        bedrooms: 1,
        bathrooms: 1,
        status: "AVAILABLE",
        isActive: true,
        description: null,
        createdAt: NOW,
      });
      expect((await get(`/api/villas/${res.json().data.id}`)).statusCode).toBe(200);
    });

    it("refuses hosts, guests (403) and visitors (401)", async () => {
      for (const who of [host, guest]) {
        const res = await t.app.inject({ method: "POST", url: "/api/villas", headers: who.headers, payload });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe("FORBIDDEN");
      }
      expect((await t.app.inject({ method: "POST", url: "/api/villas", payload })).statusCode).toBe(401);
    });

    it("checks the SPEC villa-edit rules (422)", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: "" }, "Please fill in title, address, and city"],
        [{ pricePerNight: 0 }, "Price must be greater than 0"],
        [{ maxGuests: 51 }, "Max guests must be between 1 and 50"],
        [{ city: "Cairo" }, "Please choose a city from the list"],
      ];
      for (const [overrides, message] of cases) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/villas",
          headers: admin.headers,
          payload: { ...payload, ...overrides },
        });
        expect(res.statusCode, message).toBe(422);
        expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
      }
    });
  });

  describe("PUT /villas/{id}", () => {
    const put = (who: TestUser | null, id: string, payload: unknown) =>
      t.app.inject({
        method: "PUT",
        url: `/api/villas/${id}`,
        headers: who ? who.headers : {},
        payload: payload as object,
      });

    it("the owner changes only the fields sent; the owner never changes", async () => {
      const villa = await insertVilla(t.db, host.id, { title: "Before", maxGuests: 4 });
      const res = await put(host, villa.id, { title: "After", pricePerNight: 260, ownerId: otherHost.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: villa.id,
        title: "After",
        pricePerNight: 260,
        maxGuests: 4,
        ownerId: host.id,
      });
      expect(res.json().data.updatedAt).toBe(NOW);
    });

    it("an admin edits any villa, including hiding it", async () => {
      const villa = await insertVilla(t.db, otherHost.id);
      const res = await put(admin, villa.id, { isActive: false, status: "UNAVAILABLE", description: "" });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ isActive: false, status: "UNAVAILABLE", description: null });
    });

    it("empty body → 422 Update data is required; bad values → 422", async () => {
      const villa = await insertVilla(t.db, host.id);
      const empty = await put(host, villa.id, {});
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe("Update data is required");
      const bad = await put(host, villa.id, { pricePerNight: -5 });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].message).toBe("Price must be greater than 0");
    });

    it("others: guest and other host 403 on an active villa, 404 on a hidden one; visitors 401", async () => {
      const active = await insertVilla(t.db, host.id);
      const hidden = await insertVilla(t.db, host.id, { isActive: false });
      expect((await put(guest, active.id, { title: "Mine now" })).statusCode).toBe(403);
      expect((await put(otherHost, active.id, { title: "Mine now" })).statusCode).toBe(403);
      expect((await put(otherHost, hidden.id, { title: "Mine now" })).statusCode).toBe(404);
      expect((await put(null, active.id, { title: "Mine now" })).statusCode).toBe(401);
      expect((await put(admin, "00000000-0000-4000-8000-000000000004", { title: "Ghost" })).statusCode).toBe(404);
      const [row] = await t.db.select().from(villas).where(eq(villas.id, active.id));
      expect(row?.title).toBe("Sea Breeze Villa");
    });
  });

  describe("DELETE /villas/{id}", () => {
    const del = (who: TestUser | null, id: string) =>
      t.app.inject({ method: "DELETE", url: `/api/villas/${id}`, headers: who ? who.headers : {} });

    it("refuses while PENDING or CONFIRMED bookings exist (409 VILLA_HAS_BOOKINGS)", async () => {
      for (const status of ["PENDING", "CONFIRMED"] as const) {
        const villa = await insertVilla(t.db, host.id);
        await insertBooking(t.db, { villaId: villa.id, guestId: guest.id, checkIn: day(3), checkOut: day(5), status });
        const res = await del(host, villa.id);
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe("VILLA_HAS_BOOKINGS");
        expect((await get(`/api/villas/${villa.id}`)).statusCode).toBe(200);
      }
    });

    it("a villa with only past bookings is deactivated, keeping its bookings", async () => {
      const villa = await insertVilla(t.db, host.id);
      await insertBooking(t.db, {
        villaId: villa.id,
        guestId: guest.id,
        checkIn: day(-20),
        checkOut: day(-15),
        status: "COMPLETED",
      });
      await insertBooking(t.db, {
        villaId: villa.id,
        guestId: guest.id,
        checkIn: day(3),
        checkOut: day(5),
        status: "CANCELLED",
      });
      const res = await del(host, villa.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ id: villa.id, outcome: "deactivated" });
      expect((await get(`/api/villas/${villa.id}`)).statusCode).toBe(404);
      expect((await get(`/api/villas/${villa.id}`, host)).json().data.isActive).toBe(false);
      expect((await t.db.select({ n: count() }).from(bookings).where(eq(bookings.villaId, villa.id)))[0]?.n).toBe(2);
    });

    it("a villa never booked is deleted for good (owner or admin)", async () => {
      for (const who of [host, admin]) {
        const villa = await insertVilla(t.db, host.id);
        const res = await del(who, villa.id);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ data: { id: villa.id, outcome: "deleted" }, message: "Villa deleted" });
        expect((await get(`/api/villas/${villa.id}`, admin)).statusCode).toBe(404);
      }
    });

    it("guests and other hosts may not (403, or 404 when hidden); visitors 401; unknown 404", async () => {
      const villa = await insertVilla(t.db, host.id);
      expect((await del(guest, villa.id)).statusCode).toBe(403);
      expect((await del(otherHost, villa.id)).statusCode).toBe(403);
      expect((await del(null, villa.id)).statusCode).toBe(401);
      expect((await del(otherHost, hiddenVilla)).statusCode).toBe(404);
      expect((await del(admin, "00000000-0000-4000-8000-000000000005")).statusCode).toBe(404);
      expect((await get(`/api/villas/${villa.id}`)).statusCode).toBe(200);
    });
  });
});
