// Calendar import on the real server: .ics feeds served on 127.0.0.1 (allowed by
// the test-only flag) are synced into blocked nights that the public booked dates show and
// POST /bookings refuses with 409 DATES_UNAVAILABLE, races with bookings included; every kind of
// failed fetch is recorded and keeps the previous ranges; removing a feed frees its dates.
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { isPublicAddress } from "../../src/server/net/address-guard.ts";
import { queryRows } from "../../src/server/db/client.ts";
import { bookings, calendarBlocks, calendarSources, villas } from "../../src/server/db/schema.ts";
import { eq } from "drizzle-orm";
import { NOW, bookingBody, insertVilla, postBooking } from "./bookings-helpers.ts";
import { calendar, serveText, startFeedServer, type Handler, type SourceBody } from "./calendar-feeds.ts";
import {
  createTestApp,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  testConfig,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe(`calendar import (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  let host: TestUser;
  let guests: TestUser[];

  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.routes.set("/airbnb.ics", serveText(await fixture("airbnb.ics")));
    feeds.routes.set("/booking-com.ics", serveText(await fixture("booking-com.ics")));
    t = await createTestApp({
      clock: movableClock(NOW).now,
      seed: false,
      // Loopback feeds are allowed here only; a short timeout and a small size cap keep the failure cases quick.
      config: {
        calendarAllowPrivateAddresses: true,
        calendarFetchTimeoutSeconds: 1,
        calendarMaxFeedKib: 16,
      },
    });
    host = await registerUser(t.app, { role: "HOST", fullName: "Feed Host" });
    guests = await Promise.all(
      Array.from({ length: 8 }, (_, i) => registerUser(t.app, { fullName: `Race Guest ${i}` })),
    );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await feeds?.close();
  });

  const addFeed = (app: FastifyInstance, villaId: string, label: string, url: string, user = host) =>
    app.inject({
      method: "POST",
      url: `/api/villas/${villaId}/calendar/sources`,
      headers: user.headers,
      payload: { label, url },
    });
  const syncFeed = async (app: FastifyInstance, villaId: string, sourceId: string): Promise<SourceBody> => {
    const res = await app.inject({
      method: "POST",
      url: `/api/villas/${villaId}/calendar/sources/${sourceId}/sync`,
      headers: host.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: SourceBody }>().data;
  };
  const listFeeds = async (villaId: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/villas/${villaId}/calendar/sources`,
      headers: host.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      data: {
        sources: SourceBody[];
        conflicts: {
          bookingId: string;
          sourceLabel: string;
          blockStart: string;
          blockEnd: string;
        }[];
      };
    }>().data;
  };
  const bookedDates = async (villaId: string, year: number, month: number): Promise<string[]> => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/bookings/villa/${villaId}/booked-dates?year=${year}&month=${month}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { bookedDates: string[] } }>().data.bookedDates;
  };
  const newVilla = async () => (await insertVilla(t.db, host.id)).id;
  const stay = (villaId: string, checkIn: string, checkOut: string) => bookingBody(villaId, { checkIn, checkOut });
  async function addedFeed(villaId: string, label: string, path: string): Promise<SourceBody> {
    const res = await addFeed(t.app, villaId, label, feeds.url(path));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: SourceBody }>().data;
  }

  it("an Airbnb feed: its stays and blocks become booked nights and POST /bookings over them is 409", async () => {
    const villaId = await newVilla();
    const source = await addedFeed(villaId, "Airbnb", "/airbnb.ics");
    expect(source).toMatchObject({
      label: "Airbnb",
      lastError: null,
      lastErrorCode: null,
      blockedRanges: 3,
    });
    expect(source.lastSyncedAt).toBe(NOW);

    expect(await bookedDates(villaId, 2026, 4)).toEqual([
      "2026-04-04",
      "2026-04-05",
      "2026-04-06",
      "2026-04-07",
      "2026-04-12",
      "2026-04-13",
      "2026-04-14",
    ]);
    expect(await bookedDates(villaId, 2026, 5)).toEqual(["2026-05-01", "2026-05-02"]);
    const fromToday = await t.app.inject({
      method: "GET",
      url: `/api/bookings/villa/${villaId}/booked-dates`,
    });
    expect(fromToday.json().data.bookedDates).toContain("2026-04-04");
    // The stay that ended in February is not stored.
    expect(await bookedDates(villaId, 2026, 2)).toEqual([]);

    for (const [checkIn, checkOut] of [
      ["2026-04-04", "2026-04-08"],
      ["2026-04-02", "2026-04-05"],
      ["2026-04-07", "2026-04-09"],
      ["2026-03-30", "2026-04-20"],
    ] as const) {
      const refused = await postBooking(t.app, guests[0]!.headers, stay(villaId, checkIn, checkOut));
      expect(refused.statusCode, `${checkIn}..${checkOut}`).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        code: "DATES_UNAVAILABLE",
      });
    }
    // The villa search by dates leaves it out for those nights, and keeps it for free ones.
    const search = async (checkIn: string, checkOut: string) => {
      const found = await t.app.inject({
        method: "GET",
        url: `/api/villas?checkIn=${checkIn}&checkOut=${checkOut}&limit=100`,
      });
      expect(found.statusCode, found.body).toBe(200);
      return (found.json().data as { id: string }[]).map((villa) => villa.id);
    };
    expect(await search("2026-04-05", "2026-04-06")).not.toContain(villaId);
    expect(await search("2026-04-09", "2026-04-11")).toContain(villaId);
    // Back to back with an imported stay, exactly like with a booking made here.
    const backToBack = await postBooking(t.app, guests[0]!.headers, stay(villaId, "2026-04-08", "2026-04-12"));
    expect(backToBack.statusCode, backToBack.body).toBe(201);
  });

  it("a Booking.com feed: overlapping blocks merge, a cancelled event blocks nothing", async () => {
    const villaId = await newVilla();
    const source = await addedFeed(villaId, "Booking.com", "/booking-com.ics");
    expect(source).toMatchObject({ lastError: null, blockedRanges: 1 });
    expect(await bookedDates(villaId, 2026, 4)).toEqual([
      "2026-04-20",
      "2026-04-21",
      "2026-04-22",
      "2026-04-23",
      "2026-04-24",
      "2026-04-25",
    ]);
    expect(await bookedDates(villaId, 2026, 5)).toEqual([]);
    expect((await postBooking(t.app, guests[1]!.headers, stay(villaId, "2026-04-25", "2026-04-27"))).statusCode).toBe(
      409,
    );
    expect((await postBooking(t.app, guests[1]!.headers, stay(villaId, "2026-05-10", "2026-05-12"))).statusCode).toBe(
      201,
    );
  });

  it("feeds of both channels on one villa add up, and a re-sync replaces a feed's ranges", async () => {
    const villaId = await newVilla();
    feeds.routes.set("/changing.ics", serveText(calendar({ start: "2026-06-01", end: "2026-06-04" })));
    await addedFeed(villaId, "Airbnb", "/airbnb.ics");
    const changing = await addedFeed(villaId, "Booking.com", "/changing.ics");
    expect(await bookedDates(villaId, 2026, 6)).toEqual(["2026-06-01", "2026-06-02", "2026-06-03"]);
    feeds.routes.set(
      "/changing.ics",
      serveText(calendar({ start: "2026-06-10", end: "2026-06-11" }, { start: "2026-06-20", end: "2026-06-22" })),
    );
    expect(await syncFeed(t.app, villaId, changing.id)).toMatchObject({
      lastError: null,
      blockedRanges: 2,
    });
    expect(await bookedDates(villaId, 2026, 6)).toEqual(["2026-06-10", "2026-06-20", "2026-06-21"]);
    expect((await bookedDates(villaId, 2026, 4)).length).toBe(7);
    const { sources } = await listFeeds(villaId);
    expect(sources.map((s) => [s.label, s.blockedRanges])).toEqual([
      ["Airbnb", 3],
      ["Booking.com", 2],
    ]);
  });

  describe("a failed sync is recorded and keeps the previous ranges", () => {
    const good = calendar({ start: "2026-07-01", end: "2026-07-05" });
    const keptNights = ["2026-07-01", "2026-07-02", "2026-07-03", "2026-07-04"];

    async function failingSync(
      path: string,
      handler: Handler,
      app?: () => FastifyInstance,
    ): Promise<{ villaId: string; after: SourceBody }> {
      const villaId = await newVilla();
      feeds.routes.set(path, serveText(good));
      const source = await addedFeed(villaId, "Airbnb", path);
      expect(source).toMatchObject({ lastError: null, blockedRanges: 1 });
      feeds.routes.set(path, handler);
      const after = await syncFeed(app?.() ?? t.app, villaId, source.id);
      expect(after.blockedRanges).toBe(1);
      expect(after.lastSyncedAt).toBe(source.lastSyncedAt);
      expect(await bookedDates(villaId, 2026, 7)).toEqual(keptNights);
      expect((await postBooking(t.app, guests[2]!.headers, stay(villaId, "2026-07-02", "2026-07-03"))).statusCode).toBe(
        409,
      );
      const listed = (await listFeeds(villaId)).sources[0];
      expect(listed?.lastError).toBe(after.lastError);
      return { villaId, after };
    }

    it("timeout", async () => {
      const { after } = await failingSync("/stalls.ics", (_req, res) => {
        // Headers and the first line, then nothing: only the deadline ends this download.
        res.writeHead(200, { "content-type": "text/calendar" });
        res.write("BEGIN:VCALENDAR\r\n");
      });
      expect(after.lastError).toMatch(/did not answer within 1 second$/);
      expect(after.lastErrorCode).toBe("timeout");
    });

    it("oversize, announced or streamed", async () => {
      const huge = `BEGIN:VCALENDAR\r\n${"X-PADDING:0123456789abcdef0123456789abcdef\r\n".repeat(1000)}END:VCALENDAR\r\n`;
      const announced = await failingSync("/huge.ics", serveText(huge));
      expect(announced.after.lastError).toMatch(/larger than 16 KiB/);
      expect(announced.after.lastErrorCode).toBe("too-large");
      const streamed = await failingSync("/huge-chunked.ics", (_req, res) => {
        res.writeHead(200, {
          "content-type": "text/calendar",
          "transfer-encoding": "chunked",
        });
        for (let i = 0; i < 40; i++) res.write(huge.slice(0, 1024));
        res.end();
      });
      expect(streamed.after.lastError).toMatch(/larger than 16 KiB/);
    });

    it("a non-http scheme, in the form and behind a redirect", async () => {
      const villaId = await newVilla();
      for (const url of ["ftp://127.0.0.1/feed.ics", "file:///etc/passwd", "javascript:alert(1)", "not a url"]) {
        const res = await addFeed(t.app, villaId, "Airbnb", url);
        expect(res.statusCode, url).toBe(422);
        expect(res.json()).toMatchObject({
          code: "VALIDATION_FAILED",
          errors: [{ path: "url" }],
        });
      }
      const { after } = await failingSync("/to-file.ics", (_req, res) => {
        res.writeHead(302, { location: "file:///etc/passwd" });
        res.end();
      });
      expect(after.lastError).toMatch(/Only http:\/\/ and https:\/\//);
      expect(after.lastErrorCode).toBe("unsupported-scheme");
      const unreadable = await failingSync("/to-nowhere.ics", (_req, res) => {
        res.writeHead(302, { location: "http://[" });
        res.end();
      });
      expect(unreadable.after.lastErrorCode).toBe("invalid-url");
    });

    it("a URL too long for the index, in characters or in bytes, is a 422", async () => {
      const villaId = await newVilla();
      const path = Array.from({ length: 1_980 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7_919) % 20_000)));
      for (const url of [`https://example.com/${"a".repeat(2_000)}`, `https://example.com/${path.join("")}`]) {
        const res = await addFeed(t.app, villaId, "Airbnb", url);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({
          code: "VALIDATION_FAILED",
          errors: [{ path: "url", message: "The address must be at most 2000 characters" }],
        });
      }
    });

    it("too many redirects and an HTTP error status", async () => {
      const loop = await failingSync("/loop.ics", (_req, res) => {
        res.writeHead(302, { location: "/loop.ics" });
        res.end();
      });
      expect(loop.after.lastError).toMatch(/redirects too many times/);
      const gone = await failingSync("/gone.ics", (_req, res) => {
        res.writeHead(404);
        res.end();
      });
      expect(gone.after.lastError).toMatch(/HTTP status 404/);
      expect(gone.after.lastErrorCode).toBe("http-status");
    });

    it("a malformed feed, and a page that is not a calendar", async () => {
      const broken = await failingSync(
        "/broken.ics",
        serveText("BEGIN:VCALENDAR\r\nthis line has no colon\r\nEND:VCALENDAR\r\n"),
      );
      expect(broken.after.lastError).toMatch(/not valid iCalendar/);
      expect(broken.after.lastErrorCode).toBe("invalid-calendar");
      const badDate = await failingSync(
        "/bad-date.ics",
        serveText(
          "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20261345\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
        ),
      );
      expect(badDate.after.lastError).toMatch(/without a valid start date/);
      const html = await failingSync("/login.ics", serveText("<!doctype html><title>Sign in</title>", "text/html"));
      expect(html.after.lastError).toMatch(/did not return an iCalendar/);
    });

    it("a private or loopback address while the test-only flag is off", async () => {
      // A second instance on the same database, configured as production is.
      const strict = await buildApp({
        db: t.db,
        dbKind: t.kind,
        config: testConfig({ calendarFetchTimeoutSeconds: 1 }),
        logger: false,
        serveWeb: false,
        clock: () => new Date(NOW),
      });
      try {
        const { after } = await failingSync("/private.ics", serveText(good), () => strict);
        expect(after.lastError).toMatch(/private or local network/);
        expect(after.lastErrorCode).toBe("private-address");
        // A name resolving to loopback is refused like the address itself, before anything is fetched.
        const villaId = await newVilla();
        const res = await addFeed(
          strict,
          villaId,
          "Airbnb",
          feeds.url("/airbnb.ics").replace("127.0.0.1", "localhost"),
        );
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data).toMatchObject({
          blockedRanges: 0,
          lastSyncedAt: null,
        });
        expect(res.json().data.lastError).toMatch(/private or local network/);
        expect(await bookedDates(villaId, 2026, 4)).toEqual([]);
      } finally {
        await strict.close();
      }
    });
  });

  it("refuses loopback, private, link-local, unique-local and mapped addresses; allows public ones", () => {
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      "2002:c0a8:0101::1",
      "ff02::1",
      "localhost",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["93.184.216.34", "1.1.1.1", "172.32.0.1", "2606:4700:4700::1111", "::ffff:93.184.216.34"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("removing a feed frees its dates", async () => {
    const villaId = await newVilla();
    const source = await addedFeed(villaId, "Booking.com", "/booking-com.ics");
    expect((await postBooking(t.app, guests[3]!.headers, stay(villaId, "2026-04-21", "2026-04-23"))).statusCode).toBe(
      409,
    );
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/villas/${villaId}/calendar/sources/${source.id}`,
      headers: host.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      success: true,
      data: { id: source.id },
    });
    expect(await bookedDates(villaId, 2026, 4)).toEqual([]);
    expect((await listFeeds(villaId)).sources).toEqual([]);
    expect(await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.sourceId, source.id))).toEqual([]);
    expect((await postBooking(t.app, guests[3]!.headers, stay(villaId, "2026-04-21", "2026-04-23"))).statusCode).toBe(
      201,
    );
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/villas/${villaId}/calendar/sources/${source.id}`,
      headers: host.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("an imported range over a booking made here keeps both and reports the conflict", async () => {
    const villaId = await newVilla();
    const booked = await postBooking(t.app, guests[4]!.headers, stay(villaId, "2026-08-03", "2026-08-06"));
    expect(booked.statusCode, booked.body).toBe(201);
    feeds.routes.set("/conflict.ics", serveText(calendar({ start: "2026-08-05", end: "2026-08-09" })));
    const source = await addedFeed(villaId, "Airbnb", "/conflict.ics");
    expect(source).toMatchObject({ lastError: null, blockedRanges: 1 });
    const { conflicts } = await listFeeds(villaId);
    expect(conflicts).toEqual([
      {
        sourceId: source.id,
        sourceLabel: "Airbnb",
        blockStart: "2026-08-05",
        blockEnd: "2026-08-09",
        bookingId: booked.json().data.id,
        checkIn: "2026-08-03",
        checkOut: "2026-08-06",
        bookingStatus: "PENDING",
      },
    ]);
    const [kept] = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booked.json().data.id));
    expect(kept?.status).toBe("PENDING");
    expect(await bookedDates(villaId, 2026, 8)).toEqual([
      "2026-08-03",
      "2026-08-04",
      "2026-08-05",
      "2026-08-06",
      "2026-08-07",
      "2026-08-08",
    ]);
  });

  it("a booking that waits for the villa lock while a sync replaces ranges is refused once they commit", async () => {
    const villaId = await newVilla();
    const [source] = await t.db
      .insert(calendarSources)
      .values({ villaId, label: "Airbnb", url: feeds.url("/unused.ics") })
      .returning();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // Exactly what a sync does once its download is parsed: lock the villa, replace the ranges.
    const replacing = t.db.transaction(async (tx) => {
      await tx.select({ id: villas.id }).from(villas).where(eq(villas.id, villaId)).for("no key update");
      await tx.insert(calendarBlocks).values({
        sourceId: source!.id,
        villaId,
        startDate: "2026-09-01",
        endDate: "2026-09-05",
      });
      holding();
      await released;
    });
    await held;
    const booking = postBooking(t.app, guests[5]!.headers, stay(villaId, "2026-09-03", "2026-09-07"));
    if (TEST_DB_KIND === "postgres") {
      // Wait until the booking's transaction is queued on the villa row (PGlite queues whole transactions anyway).
      for (let i = 0; i < 400; i++) {
        const [waiting] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pg_locks where not granted`,
        );
        if ((waiting?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    release();
    await replacing;
    const res = await booking;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe("DATES_UNAVAILABLE");
  });

  it("a sync racing booking requests for the nights it blocks: no booking is accepted over the stored block", async () => {
    for (let round = 0; round < 3; round++) {
      const villaId = await newVilla();
      const path = `/race-${round}.ics`;
      feeds.routes.set(path, serveText(calendar()));
      const source = await addedFeed(villaId, "Airbnb", path);
      expect(source.blockedRanges).toBe(0);
      feeds.routes.set(path, serveText(calendar({ start: "2026-10-01", end: "2026-10-08" })));

      const [synced, ...results] = await Promise.all([
        syncFeed(t.app, villaId, source.id),
        ...guests.map((g, i) =>
          postBooking(t.app, g.headers, stay(villaId, `2026-10-0${1 + (i % 5)}`, `2026-10-0${3 + (i % 5)}`)),
        ),
      ]);
      expect(synced).toMatchObject({ lastError: null, blockedRanges: 1 });
      expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
      for (const r of results) {
        expect([201, 409], r.body).toContain(r.statusCode);
        if (r.statusCode === 409) expect(r.json().code).toBe("DATES_UNAVAILABLE");
      }
      // Whatever got in before the sync took the villa lock is kept and reported; nothing gets in after.
      const accepted = results.filter((r) => r.statusCode === 201).map((r) => r.json().data.id as string);
      const { conflicts } = await listFeeds(villaId);
      expect(conflicts.map((c) => c.bookingId).sort()).toEqual([...accepted].sort());
      const late = await postBooking(t.app, guests[0]!.headers, stay(villaId, "2026-10-06", "2026-10-07"));
      expect(late.statusCode).toBe(409);
    }
  });

  it("the schedule claims due feeds once across instances (SKIP LOCKED lease) and syncs them", async () => {
    const { claimDueSources, syncDueSources, syncContextOf } =
      await import("../../src/server/calendar/sync-schedule.ts");
    const villaId = await newVilla();
    feeds.routes.set("/scheduled.ics", serveText(calendar({ start: "2026-11-01", end: "2026-11-03" })));
    const [source] = await t.db
      .insert(calendarSources)
      .values({
        villaId,
        label: "Airbnb",
        url: feeds.url("/scheduled.ics"),
        nextSyncAt: new Date("2026-03-10T09:00:00Z"),
      })
      .returning();
    // Other tests' feeds are due too; claim everything due at once from two "instances".
    const now = new Date(NOW);
    const [first, second] = await Promise.all([
      claimDueSources(t.db, now, 60_000, 1000),
      claimDueSources(t.db, now, 60_000, 1000),
    ]);
    const secondIds = second.map((s) => s.id);
    expect(first.filter((s) => secondIds.includes(s.id))).toEqual([]);
    expect([...first, ...second]).toContainEqual({ id: source!.id, villaId, url: feeds.url("/scheduled.ics") });
    // Claimed feeds are leased for one interval: nothing is due again at the same instant.
    expect(await claimDueSources(t.db, now, 60_000, 1000)).toEqual([]);
    expect(await bookedDates(villaId, 2026, 11)).toEqual([]);
    // One interval later the tick syncs every due feed.
    const later = new Date(now.getTime() + 60_000);
    const context = { ...syncContextOf(t.app), clock: () => later };
    expect(await syncDueSources(context)).toBeGreaterThanOrEqual(1);
    expect(await bookedDates(villaId, 2026, 11)).toEqual(["2026-11-01", "2026-11-02"]);
    const [row] = await t.db.select().from(calendarSources).where(eq(calendarSources.id, source!.id));
    expect(row?.lastSyncedAt?.toISOString()).toBe(later.toISOString());
    expect(row!.nextSyncAt.getTime()).toBe(later.getTime() + syncContextOf(t.app).settings.intervalMs);
  });

  it("only the villa's owner or an ADMIN manages its feeds; bad input is a 422", async () => {
    const villaId = await newVilla();
    const source = await addedFeed(villaId, "Airbnb", "/airbnb.ics");
    const otherHost = await registerUser(t.app, { role: "HOST" });
    const admin = await registerUser(t.app, { role: "ADMIN" });
    const guest = guests[6]!;
    const routes = [
      {
        method: "GET" as const,
        url: `/api/villas/${villaId}/calendar/sources`,
      },
      {
        method: "POST" as const,
        url: `/api/villas/${villaId}/calendar/sources`,
        payload: { label: "x", url: feeds.url("/airbnb.ics") },
      },
      {
        method: "POST" as const,
        url: `/api/villas/${villaId}/calendar/sources/${source.id}/sync`,
      },
      {
        method: "DELETE" as const,
        url: `/api/villas/${villaId}/calendar/sources/${source.id}`,
      },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const user of [otherHost, guest]) {
        const res = await t.app.inject({ ...route, headers: user.headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().code).toBe("FORBIDDEN");
      }
    }
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/villas/${villaId}/calendar/sources`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    const unknownVilla = await t.app.inject({
      method: "GET",
      url: `/api/villas/00000000-0000-4000-8000-000000000000/calendar/sources`,
      headers: host.headers,
    });
    expect(unknownVilla.statusCode).toBe(404);
    const unknownSource = await t.app.inject({
      method: "POST",
      url: `/api/villas/${villaId}/calendar/sources/00000000-0000-4000-8000-000000000000/sync`,
      headers: host.headers,
    });
    expect(unknownSource.statusCode).toBe(404);

    const duplicate = await addFeed(t.app, villaId, "Airbnb again", feeds.url("/airbnb.ics"));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: [
        {
          path: "url",
          message: "This calendar is already imported for this villa",
        },
      ],
    });
    const noLabel = await addFeed(t.app, villaId, "   ", feeds.url("/booking-com.ics"));
    expect(noLabel.statusCode).toBe(422);
    expect(noLabel.json().errors).toEqual([{ path: "label", message: "Give this calendar a name" }]);
    const missing = await t.app.inject({
      method: "POST",
      url: `/api/villas/${villaId}/calendar/sources`,
      headers: host.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
  });

  it("a webcal:// address is read as https://", async () => {
    const villaId = await newVilla();
    const res = await addFeed(t.app, villaId, "iCloud", "webcal://127.0.0.1:9/feed.ics");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.url).toBe("https://127.0.0.1:9/feed.ics");
    expect(res.json().data.lastError).toMatch(/could not be reached|refused the connection/);
  });
});
