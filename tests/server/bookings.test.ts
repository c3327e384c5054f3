// POST /api/bookings (rules, price, conflicts), GET /api/bookings/{id}, /bookings/my,
// /bookings (back office) and /bookings/villa/{id}/booked-dates.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../src/server/db/schema.ts";
import { NOW, TODAY, bookingBody, day, insertBooking, insertVilla, postBooking } from "./bookings-helpers.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

describe(`bookings (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  const clock = movableClock(NOW);
  let admin: TestUser;
  let host: TestUser;
  let otherHost: TestUser;
  let guest: TestUser;
  let otherGuest: TestUser;
  let seededVillaId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    [admin, host, otherHost, guest, otherGuest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST", fullName: "Hannah Host" }),
      registerUser(t.app, { role: "HOST", fullName: "Omar Other-Host" }),
      registerUser(t.app, { fullName: "Giulia Rossi", email: "giulia.rossi@example.com" }),
      registerUser(t.app, { fullName: "Lars Nilsson", email: "lars@example.com" }),
    ]);
    seededVillaId = t.seeded!.villaId!;
  });
  afterAll(async () => t?.close());

  const hostVilla = (overrides: Parameters<typeof insertVilla>[2] = {}) => insertVilla(t.db, host.id, overrides);

  describe("POST /bookings", () => {
    it("creates a PENDING booking priced on the server, ignoring client price, status and guest id", async () => {
      const res = await postBooking(
        t.app,
        { ...guest.headers, "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" },
        bookingBody(seededVillaId, { totalPrice: 1, status: "CONFIRMED", guestId: otherGuest.id, isPaid: true }),
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({
        villaId: seededVillaId,
        guestId: guest.id,
        guest: { id: guest.id, fullName: "Giulia Rossi", email: "giulia.rossi@example.com" },
        villa: { id: seededVillaId, city: "Hurghada", country: "Egypt", ownerId: admin.id },
        checkIn: day(10),
        checkOut: day(13),
        status: "PENDING",
        isPaid: false,
        nights: 3,
        pricePerNight: 150,
        cleaningFee: 150,
        serviceFee: 23, // 5% of 450 = 22.5, rounded
        totalPrice: 623,
        currency: "EUR",
        phone: "+201001234567",
        paymentMethod: "BANK_TRANSFER",
        notes: "Arriving late",
        createdAt: NOW,
      });
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, body.data.id));
      expect(row?.language).toBe("fr");
      expect(row?.totalPrice).toBe(623);
    });

    it("stores the language hint and defaults the payment method", async () => {
      const villa = await hostVilla();
      const { paymentMethod: _omit, ...rest } = bookingBody(villa.id);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/bookings?lang=de-AT",
        headers: guest.headers,
        payload: rest,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.paymentMethod).toBe("BANK_TRANSFER");
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().data.id));
      expect(row?.language).toBe("de");
    });

    it("falls back to English for an unsupported or odd language", async () => {
      const villa = await hostVilla();
      const res = await postBooking(t.app, { ...guest.headers, "accept-language": "<script>" }, bookingBody(villa.id));
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().data.id));
      expect(row?.language).toBe("en");
    });

    it("needs a signed-in user", async () => {
      const res = await postBooking(t.app, {}, bookingBody(seededVillaId));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    });

    it("answers 404 for an unknown villa", async () => {
      const res = await postBooking(t.app, guest.headers, bookingBody("00000000-0000-4000-8000-000000000000"));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Villa not found" });
    });

    it("refuses a malformed body with 422", async () => {
      const res = await postBooking(t.app, guest.headers, { checkIn: day(1) });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("VALIDATION_FAILED");
      expect(res.json().errors.length).toBeGreaterThan(0);
    });

    const ruleCases: [string, Record<string, unknown>, string, string][] = [
      [
        "check-in in the past",
        { checkIn: day(-1), checkOut: day(2) },
        "checkIn",
        "Check-in date cannot be in the past",
      ],
      [
        "check-out not after check-in",
        { checkIn: day(5), checkOut: day(5) },
        "checkOut",
        "Check-out date must be after check-in date",
      ],
      ["check-in format", { checkIn: "10/03/2026" }, "checkIn", "Invalid check-in date format"],
      ["check-out format", { checkOut: "2026-02-30" }, "checkOut", "Invalid check-out date format"],
      [
        "more than 2 years ahead",
        { checkIn: "2028-03-11", checkOut: "2028-03-14" },
        "checkIn",
        "Cannot book more than 2 years in advance",
      ],
      [
        "more than 365 nights",
        { checkIn: day(1), checkOut: day(367) },
        "checkOut",
        "Stay duration cannot exceed 365 days",
      ],
      ["phone required", { phone: "" }, "phone", "Phone number required"],
      ["phone invalid", { phone: "+0 123" }, "phone", "Invalid phone number"],
      ["phone too short", { phone: "1234567" }, "phone", "Invalid phone number"],
      ["date of birth required", { dateOfBirth: "" }, "dateOfBirth", "Date of birth required"],
      ["under 18 (18th birthday tomorrow)", { dateOfBirth: "2008-03-11" }, "dateOfBirth", "Must be 18 or older"],
      ["more guests than the villa sleeps", { totalGuests: 11 }, "totalGuests", "Must be 1-10 guests"],
      ["no guests", { totalGuests: 0 }, "totalGuests", "Must be 1-10 guests"],
      ["notes over 500 characters", { notes: "x".repeat(501) }, "notes", "Notes must be at most 500 characters"],
      ["check-in required", { checkIn: "" }, "checkIn", "Check-in date required"],
    ];
    for (const [name, overrides, path, message] of ruleCases) {
      it(`422 VALIDATION_FAILED: ${name}`, async () => {
        const res = await postBooking(t.app, guest.headers, bookingBody(seededVillaId, overrides));
        expect(res.statusCode).toBe(422);
        const body = res.json();
        expect(body.success).toBe(false);
        expect(body.code).toBe("VALIDATION_FAILED");
        const error = body.errors.find((e: { path: string }) => e.path === path);
        expect(error?.message).toContain(message);
      });
    }

    it("stores the expected arrival time and returns it; none given is null", async () => {
      const villa = await hostVilla();
      const res = await postBooking(
        t.app,
        guest.headers,
        bookingBody(villa.id, { checkIn: day(20), checkOut: day(22), arrivalTime: "21:30" }),
      );
      expect(res.statusCode).toBe(201);
      const id = res.json().data.id;
      expect(res.json().data.arrivalTime).toBe("21:30");
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row?.arrivalTime).toBe("21:30");
      const read = await t.app.inject({ method: "GET", url: `/api/bookings/${id}`, headers: guest.headers });
      expect(read.json().data.arrivalTime).toBe("21:30");
      const ownerList = await t.app.inject({
        method: "GET",
        url: `/api/bookings?villaId=${villa.id}`,
        headers: host.headers,
      });
      expect(ownerList.json().data.map((b: { arrivalTime: string | null }) => b.arrivalTime)).toEqual(["21:30"]);

      for (const [n, choice] of [
        [30, undefined],
        [40, ""],
        [50, null],
      ] as const) {
        const none = await postBooking(
          t.app,
          guest.headers,
          bookingBody(villa.id, { checkIn: day(n), checkOut: day(n + 1), arrivalTime: choice }),
        );
        expect(none.statusCode, String(choice)).toBe(201);
        expect(none.json().data.arrivalTime).toBeNull();
      }
    });

    it("accepts the first and the last arrival slot, 15:00 and 23:30", async () => {
      const villa = await hostVilla();
      for (const [n, arrivalTime] of [
        [60, "15:00"],
        [70, "23:30"],
      ] as const) {
        const res = await postBooking(
          t.app,
          guest.headers,
          bookingBody(villa.id, { checkIn: day(n), checkOut: day(n + 1), arrivalTime }),
        );
        expect(res.statusCode).toBe(201);
        expect(res.json().data.arrivalTime).toBe(arrivalTime);
      }
    });

    for (const arrivalTime of ["14:30", "24:00", "15:15", "garbage", 1530]) {
      it(`422 VALIDATION_FAILED: arrival time ${JSON.stringify(arrivalTime)}, and nothing stored`, async () => {
        const villa = await hostVilla();
        const res = await postBooking(t.app, guest.headers, bookingBody(villa.id, { arrivalTime }));
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
        expect(res.json().errors).toMatchObject([
          {
            path: "arrivalTime",
            message: "Please choose an arrival time on the hour or half hour, between 15:00 and 23:30",
          },
        ]);
        expect(await t.db.select().from(bookings).where(eq(bookings.villaId, villa.id))).toEqual([]);
      });
    }

    it("accepts the edges: check-in today, 18th birthday today, exactly 365 nights, guests = maxGuests", async () => {
      const villa = await hostVilla({ maxGuests: 6 });
      const res = await postBooking(
        t.app,
        guest.headers,
        bookingBody(villa.id, { checkIn: TODAY, checkOut: day(365), dateOfBirth: "2008-03-10", totalGuests: 6 }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data.nights).toBe(365);
      const tooMany = await postBooking(
        t.app,
        guest.headers,
        bookingBody(villa.id, { checkIn: day(400), checkOut: day(401), totalGuests: 7 }),
      );
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors[0].message).toBe("Must be 1-6 guests");
    });

    it("accepts check-in 2 years ahead to the day and refuses the day after", async () => {
      const villa = await hostVilla();
      const ok = await postBooking(
        t.app,
        guest.headers,
        bookingBody(villa.id, { checkIn: "2028-03-10", checkOut: "2028-03-12" }),
      );
      expect(ok.statusCode).toBe(201);
      const late = await postBooking(
        t.app,
        guest.headers,
        bookingBody(villa.id, { checkIn: "2028-03-11", checkOut: "2028-03-12" }),
      );
      expect(late.statusCode).toBe(422);
    });

    it("judges 'today' in Cairo: just after midnight there, today's check-in is allowed and yesterday's is past", async () => {
      const villa = await hostVilla();
      clock.set("2026-03-09T22:30:00.000Z"); // 00:30 on 10 March in Cairo, still 9 March in UTC
      try {
        const res = await postBooking(
          t.app,
          guest.headers,
          bookingBody(villa.id, { checkIn: "2026-03-10", checkOut: "2026-03-11" }),
        );
        expect(res.statusCode).toBe(201);
        const past = await postBooking(
          t.app,
          guest.headers,
          bookingBody(villa.id, { checkIn: "2026-03-09", checkOut: "2026-03-10" }),
        );
        expect(past.statusCode).toBe(422);
        expect(past.json().errors[0].message).toBe("Check-in date cannot be in the past");
      } finally {
        clock.set(NOW);
      }
    });

    it("409 VILLA_UNAVAILABLE for an inactive villa or one not AVAILABLE", async () => {
      for (const overrides of [
        { isActive: false },
        { status: "MAINTENANCE" as const },
        { status: "UNAVAILABLE" as const },
      ]) {
        const villa = await hostVilla(overrides);
        const res = await postBooking(t.app, guest.headers, bookingBody(villa.id));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, code: "VILLA_UNAVAILABLE" });
      }
    });

    it("409 DATES_UNAVAILABLE for overlapping nights; back-to-back stays are fine", async () => {
      const villa = await hostVilla();
      const first = await postBooking(
        t.app,
        guest.headers,
        bookingBody(villa.id, { checkIn: day(20), checkOut: day(25) }),
      );
      expect(first.statusCode).toBe(201);
      for (const [checkIn, checkOut] of [
        [day(20), day(25)],
        [day(18), day(21)],
        [day(24), day(30)],
        [day(21), day(22)],
        [day(15), day(35)],
      ]) {
        const clash = await postBooking(t.app, otherGuest.headers, bookingBody(villa.id, { checkIn, checkOut }));
        expect(clash.statusCode, `${checkIn}..${checkOut}`).toBe(409);
        expect(clash.json()).toMatchObject({ code: "DATES_UNAVAILABLE" });
      }
      const before = await postBooking(
        t.app,
        otherGuest.headers,
        bookingBody(villa.id, { checkIn: day(17), checkOut: day(20) }),
      );
      const after = await postBooking(
        t.app,
        otherGuest.headers,
        bookingBody(villa.id, { checkIn: day(25), checkOut: day(27) }),
      );
      expect(before.statusCode).toBe(201);
      expect(after.statusCode).toBe(201);
    });

    it("frees the dates of cancelled, rejected and completed bookings", async () => {
      const villa = await hostVilla();
      for (const status of ["CANCELLED", "REJECTED", "COMPLETED"] as const) {
        await insertBooking(t.db, {
          villaId: villa.id,
          guestId: otherGuest.id,
          checkIn: day(40),
          checkOut: day(45),
          status,
        });
      }
      const res = await postBooking(
        t.app,
        guest.headers,
        bookingBody(villa.id, { checkIn: day(40), checkOut: day(45) }),
      );
      expect(res.statusCode).toBe(201);
    });
  });

  describe("GET /bookings/{id}", () => {
    let bookingId: string;
    beforeAll(async () => {
      const villa = await hostVilla();
      const res = await postBooking(
        t.app,
        guest.headers,
        bookingBody(villa.id, { checkIn: day(60), checkOut: day(62) }),
      );
      bookingId = res.json().data.id;
    });

    it("shows the booking to its guest, the villa owner and an admin", async () => {
      for (const who of [guest, host, admin]) {
        const res = await t.app.inject({ method: "GET", url: `/api/bookings/${bookingId}`, headers: who.headers });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ id: bookingId, guestId: guest.id });
      }
    });

    it("answers another guest or another host exactly like a missing booking (404)", async () => {
      const missing = await t.app.inject({
        method: "GET",
        url: "/api/bookings/00000000-0000-4000-8000-000000000001",
        headers: otherGuest.headers,
      });
      for (const who of [otherGuest, otherHost]) {
        const res = await t.app.inject({ method: "GET", url: `/api/bookings/${bookingId}`, headers: who.headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(missing.json());
      }
    });

    it("401 when signed out, 422 for a malformed id", async () => {
      expect((await t.app.inject({ method: "GET", url: `/api/bookings/${bookingId}` })).statusCode).toBe(401);
      const bad = await t.app.inject({ method: "GET", url: "/api/bookings/not-a-uuid", headers: guest.headers });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe("VALIDATION_FAILED");
    });
  });

  describe("lists", () => {
    let listT: TestApp;
    let a: TestUser; // admin
    let h: TestUser; // host of villa "Coral House"
    let g1: TestUser;
    let g2: TestUser;
    let hostVillaId: string;
    let adminVillaId: string;

    beforeAll(async () => {
      listT = await createTestApp({ clock: movableClock(NOW).now });
      [a, h, g1, g2] = await Promise.all([
        loginAs(listT.app, "ADMIN"),
        registerUser(listT.app, { role: "HOST", fullName: "Hassan Host" }),
        registerUser(listT.app, { fullName: "Amélie Dubois", email: "amelie.dubois@example.com" }),
        registerUser(listT.app, { fullName: "Ivan Petrov", email: "ivan_petrov@example.com" }),
      ]);
      adminVillaId = listT.seeded!.villaId!;
      hostVillaId = (await insertVilla(listT.db, h.id, { title: "Coral House 100% sea view", city: "El Gouna" })).id;
      // g1: 3 bookings, g2: 2 bookings, created one minute apart (createdAt order known).
      const plan: [TestUser, string, number, number, string][] = [
        [g1, adminVillaId, 10, 12, "PENDING"],
        [g2, adminVillaId, 12, 20, "CONFIRMED"],
        [g1, hostVillaId, 5, 6, "CANCELLED"],
        [g1, hostVillaId, 30, 33, "PENDING"],
        [g2, hostVillaId, 40, 41, "REJECTED"],
      ];
      for (const [i, [who, villaId, from, to, status]] of plan.entries()) {
        await insertBooking(listT.db, {
          villaId,
          guestId: who.id,
          checkIn: day(from),
          checkOut: day(to),
          status: status as "PENDING",
          pricePerNight: 100 + i,
          createdAt: new Date(Date.parse(NOW) + i * 60_000),
        });
      }
    });
    afterAll(async () => listT?.close());

    const list = (who: TestUser, query = "") =>
      listT.app.inject({ method: "GET", url: `/api/bookings${query}`, headers: who.headers });

    it("GET /bookings: ADMIN sees all, newest first, with the one pagination shape", async () => {
      const res = await list(a);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toHaveLength(5);
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: 5, totalPages: 1 });
      const created = body.data.map((b: { createdAt: string }) => b.createdAt);
      expect(created).toEqual([...created].sort().reverse());
    });

    it("GET /bookings: a HOST sees only bookings of their own villas", async () => {
      const body = (await list(h)).json();
      expect(body.data).toHaveLength(3);
      expect(body.data.every((b: { villaId: string }) => b.villaId === hostVillaId)).toBe(true);
      // Even asking for another villa's bookings gives nothing.
      expect((await list(h, `?villaId=${adminVillaId}`)).json().data).toHaveLength(0);
    });

    it("GET /bookings: a GUEST is refused (403), a visitor must sign in (401)", async () => {
      const res = await list(g1);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
      expect((await listT.app.inject({ method: "GET", url: "/api/bookings" })).statusCode).toBe(401);
    });

    it("GET /bookings: filters by status and villa, pages, and sorts", async () => {
      expect((await list(a, "?status=PENDING")).json().data).toHaveLength(2);
      expect((await list(a, `?villaId=${hostVillaId}`)).json().data).toHaveLength(3);
      const page2 = (await list(a, "?limit=2&page=2")).json();
      expect(page2.data).toHaveLength(2);
      expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
      const byPrice = (await list(a, "?sortBy=totalPrice&sortOrder=asc"))
        .json()
        .data.map((b: { totalPrice: number }) => b.totalPrice);
      expect(byPrice).toEqual([...byPrice].sort((x: number, y: number) => x - y));
      const byCheckIn = (await list(a, "?sortBy=checkIn&sortOrder=asc"))
        .json()
        .data.map((b: { checkIn: string }) => b.checkIn);
      expect(byCheckIn).toEqual([...byCheckIn].sort());
    });

    it("GET /bookings: pendingFirst=true puts the requests awaiting a decision on top, each group in the asked order", async () => {
      const statuses = (body: { data: { status: string; createdAt: string }[] }) => body.data.map((b) => b.status);
      const created = (body: { data: { createdAt: string }[] }) => body.data.map((b) => b.createdAt);
      const newest = (await list(a, "?pendingFirst=true")).json();
      expect(statuses(newest)).toEqual(["PENDING", "PENDING", "REJECTED", "CANCELLED", "CONFIRMED"]);
      expect(created(newest).slice(0, 2)).toEqual(created(newest).slice(0, 2).sort().reverse());
      const oldest = (await list(a, "?pendingFirst=true&sortOrder=asc")).json();
      expect(statuses(oldest)).toEqual(["PENDING", "PENDING", "CONFIRMED", "CANCELLED", "REJECTED"]);
      expect(created(oldest).slice(0, 2)).toEqual(created(oldest).slice(0, 2).sort());
      // Paged across the groups without repeating or skipping a row.
      const pages = [1, 2, 3].map((page) => list(a, `?pendingFirst=true&limit=2&page=${page}`));
      const paged = (await Promise.all(pages)).flatMap((res) => statuses(res.json()));
      expect(paged).toEqual(statuses(newest));
      // Off, or absent: the plain order.
      expect(statuses((await list(a, "?pendingFirst=false")).json())).toEqual(statuses((await list(a)).json()));
      expect(statuses((await list(a)).json())).toEqual(["REJECTED", "PENDING", "CANCELLED", "CONFIRMED", "PENDING"]);
      expect((await list(a, "?pendingFirst=maybe")).statusCode).toBe(422);
    });

    it("GET /bookings: searches guest name, e-mail, villa title and city, case-insensitively", async () => {
      expect((await list(a, "?search=am%C3%A9lie")).json().data).toHaveLength(3);
      expect((await list(a, "?search=IVAN_PETROV")).json().data).toHaveLength(2);
      expect((await list(a, "?search=coral")).json().data).toHaveLength(3);
      expect((await list(a, "?search=el%20gouna")).json().data).toHaveLength(3);
      expect((await list(a, "?search=hurghada")).json().data).toHaveLength(2);
      expect((await list(h, "?search=ivan")).json().data).toHaveLength(1);
    });

    it("GET /bookings: treats % and _ in the search as plain characters", async () => {
      expect((await list(a, "?search=%25")).json().data).toHaveLength(3); // only "Coral House 100% sea view"
      expect((await list(a, "?search=n_p")).json().data).toHaveLength(2); // only ivan_petrov@
      expect((await list(a, "?search=_")).json().data).toHaveLength(2);
      expect((await list(a, "?search=x%25y")).json().data).toHaveLength(0);
    });

    it("GET /bookings: refuses bad queries with 422", async () => {
      for (const q of ["?limit=101", "?page=0", "?sortBy=phone", "?status=LOST", "?villaId=nope"]) {
        const res = await list(a, q);
        expect(res.statusCode, q).toBe(422);
      }
    });

    it("GET /bookings/my: only the caller's own, newest first, limit 10, status filter", async () => {
      const mine = (await listT.app.inject({ method: "GET", url: "/api/bookings/my", headers: g1.headers })).json();
      expect(mine.data).toHaveLength(3);
      expect(mine.data.every((b: { guestId: string }) => b.guestId === g1.id)).toBe(true);
      expect(mine.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
      const created = mine.data.map((b: { createdAt: string }) => b.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      const pending = (
        await listT.app.inject({ method: "GET", url: "/api/bookings/my?status=PENDING", headers: g1.headers })
      ).json();
      expect(pending.data.map((b: { status: string }) => b.status)).toEqual(["PENDING", "PENDING"]);
      const byCheckIn = (
        await listT.app.inject({
          method: "GET",
          url: "/api/bookings/my?sortBy=checkIn&sortOrder=asc",
          headers: g1.headers,
        })
      ).json();
      expect(byCheckIn.data.map((b: { checkIn: string }) => b.checkIn)).toEqual([day(5), day(10), day(30)]);
      // The admin's own list holds the admin's own bookings only (none).
      const adminMine = (await listT.app.inject({ method: "GET", url: "/api/bookings/my", headers: a.headers })).json();
      expect(adminMine.data).toHaveLength(0);
      expect((await listT.app.inject({ method: "GET", url: "/api/bookings/my" })).statusCode).toBe(401);
    });
  });

  describe("GET /bookings/villa/{id}/booked-dates", () => {
    let villaId: string;
    beforeAll(async () => {
      villaId = (await hostVilla()).id;
      const at = (
        checkIn: string,
        checkOut: string,
        status: "PENDING" | "CONFIRMED" | "CANCELLED" | "REJECTED" | "COMPLETED",
      ) => insertBooking(t.db, { villaId, guestId: guest.id, checkIn, checkOut, status });
      await at("2026-03-05", "2026-03-12", "CONFIRMED"); // started before today
      await at("2026-03-20", "2026-03-22", "PENDING");
      await at("2026-03-22", "2026-03-24", "CONFIRMED"); // back to back
      await at("2026-03-25", "2026-03-28", "CANCELLED");
      await at("2026-03-26", "2026-03-27", "REJECTED");
      await at("2026-02-01", "2026-02-03", "COMPLETED");
      await at("2026-12-30", "2027-01-03", "CONFIRMED"); // over the new year
    });
    const booked = (query = "", headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: `/api/bookings/villa/${villaId}/booked-dates${query}`, headers });

    it("lists occupied nights from today on, check-out day excluded, without guest data", async () => {
      const res = await booked();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          bookedDates: [
            "2026-03-10",
            "2026-03-11",
            "2026-03-20",
            "2026-03-21",
            "2026-03-22",
            "2026-03-23",
            "2026-12-30",
            "2026-12-31",
            "2027-01-01",
            "2027-01-02",
          ],
        },
      });
    });

    it("keeps to one month with year and month, December and January included", async () => {
      expect((await booked("?year=2026&month=3")).json().data.bookedDates).toEqual([
        "2026-03-05",
        "2026-03-06",
        "2026-03-07",
        "2026-03-08",
        "2026-03-09",
        "2026-03-10",
        "2026-03-11",
        "2026-03-20",
        "2026-03-21",
        "2026-03-22",
        "2026-03-23",
      ]);
      expect((await booked("?year=2026&month=12")).json().data.bookedDates).toEqual(["2026-12-30", "2026-12-31"]);
      expect((await booked("?year=2027&month=1")).json().data.bookedDates).toEqual(["2027-01-01", "2027-01-02"]);
      expect((await booked("?year=2026&month=4")).json().data.bookedDates).toEqual([]);
    });

    it("is public; 404 for an unknown or (to the public) inactive villa; 422 for a bad month", async () => {
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: "/api/bookings/villa/00000000-0000-4000-8000-000000000002/booked-dates",
          })
        ).statusCode,
      ).toBe(404);
      const hidden = await hostVilla({ isActive: false });
      const url = `/api/bookings/villa/${hidden.id}/booked-dates`;
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url, headers: host.headers })).statusCode).toBe(200);
      for (const q of ["?year=2026&month=13", "?year=2026", "?month=5", "?year=abc&month=1"]) {
        expect((await booked(q)).statusCode, q).toBe(422);
      }
    });
  });
});
