// The read cache (src/server/cache): the villa list, a villa's booked dates and a guest's bookings are answered
// from memory, and every kind of write drops them — at once on the instance that answered the write, and by the
// database's change notices for writes made anywhere else (jobs, SQL, another instance on the same PostgreSQL).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { ReadCache } from "../../src/server/cache/read-cache.ts";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { bookings, calendarBlocks, calendarSources, users, villas } from "../../src/server/db/schema.ts";
import { NOW, bookingBody, day, insertVilla, postBooking } from "./bookings-helpers.ts";
import { SEED_VILLA } from "../../src/server/db/seed.ts";
import { readSitePageData } from "../../src/server/web/site-page-data.ts";
import {
  createTestApp,
  login,
  movableClock,
  registerUser,
  TEST_ADMIN,
  TEST_DB_KIND,
  testConfig,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

describe("ReadCache", () => {
  it("stores nothing until enabled, and nothing read before a drop", () => {
    const cache = new ReadCache<string>({ budget: 100, weigh: (value) => value.length });
    cache.set("a", "1", cache.ticket());
    expect(cache.get("a")).toBeUndefined();
    cache.enable();
    const before = cache.ticket();
    cache.clear();
    cache.set("a", "stale", before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", "fresh", cache.ticket());
    expect(cache.get("a")).toBe("fresh");
    cache.disable();
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps within its budget by dropping the oldest answers", () => {
    const cache = new ReadCache<string>({ budget: 10, weigh: (value) => value.length });
    cache.enable();
    cache.set("a", "aaaa", cache.ticket());
    cache.set("b", "bbbb", cache.ticket());
    cache.set("c", "cccc", cache.ticket());
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "bbbb", "cccc"]);
    cache.set("big", "x".repeat(11), cache.ticket());
    expect(cache.get("big")).toBeUndefined();
  });
});

/** Writes `change` with the change-notice triggers off: what a cached read shows only if it did not look. */
async function writeUnnoticed(db: Database, change: (tx: Database) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx);
  });
}

/**
 * Shows that `titles` is answered from memory: a villa renamed without a change notice keeps its old title.
 * Retried, because the notices of earlier writes may still be on their way (PostgreSQL delivers them after
 * commit) and drop the answer just read; a retry renames again, so it never passes on the database's answer.
 */
async function expectAnsweredFromMemory(
  db: Database,
  villaId: string,
  titles: () => Promise<string[]>,
): Promise<string> {
  let renames = 0;
  let shown = "";
  await vi.waitFor(async () => {
    const before = await titles();
    const [title] = (await db.select({ title: villas.title }).from(villas).where(eq(villas.id, villaId))).map(
      (v) => v.title,
    );
    expect(before).toContain(title);
    shown = title ?? "";
    await writeUnnoticed(db, (tx) =>
      tx
        .update(villas)
        .set({ title: `Unannounced ${++renames}` })
        .where(eq(villas.id, villaId)),
    );
    expect(await titles()).toContain(shown);
  });
  return `Unannounced ${renames}`;
}

describe(`read cache (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now });
    admin = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    guest = await registerUser(t.app, { fullName: "Cached Guest" });
    other = await registerUser(t.app, { fullName: "Other Guest" });
  }, 60_000);
  afterAll(async () => t?.close());

  const get = async (url: string, user?: TestUser) => {
    const res = await t.app.inject({ method: "GET", url, ...(user ? { headers: user.headers } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: unknown; pagination?: { total: number } }>();
  };
  const bookedDates = async (villaId: string) =>
    ((await get(`/api/bookings/villa/${villaId}/booked-dates`)).data as { bookedDates: string[] }).bookedDates;
  const myBookings = async (user: TestUser) =>
    (await get("/api/bookings/my", user)).data as {
      id: string;
      status: string;
      villa: { title: string };
      guest: { fullName: string };
    }[];
  const villaTitles = async () =>
    ((await get("/api/villas?limit=100")).data as { title: string }[]).map((v) => v.title);
  const newVilla = async (title: string) => (await insertVilla(t.db, admin.id, { title })).id;

  it("answers repeated reads from memory: a change the database does not announce stays unseen", async () => {
    const villaId = await newVilla("Quiet Villa");
    const renamed = await expectAnsweredFromMemory(t.db, villaId, villaTitles);
    // The next announced change drops the stale answer.
    await t.app.inject({
      method: "PUT",
      url: `/api/villas/${villaId}`,
      headers: admin.headers,
      payload: { maxGuests: 5 },
    });
    expect(await villaTitles()).toContain(renamed);
  });

  it("a guest sees a new booking in the booked dates and in their list right after the 201", async () => {
    const villaId = await newVilla("Booked Villa");
    expect(await bookedDates(villaId)).toEqual([]);
    expect(await myBookings(guest)).toEqual([]);
    const created = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(20), checkOut: day(22) }),
    );
    expect(created.statusCode).toBe(201);
    expect(await bookedDates(villaId)).toEqual([day(20), day(21)]);
    expect((await myBookings(guest)).map((b) => b.id)).toEqual([created.json<{ data: { id: string } }>().data.id]);
  });

  it("one guest's list is never another's", async () => {
    const villaId = await newVilla("Private Villa");
    const mine = await postBooking(t.app, other.headers, bookingBody(villaId, { checkIn: day(30), checkOut: day(31) }));
    expect(mine.statusCode).toBe(201);
    const guestIds = new Set((await myBookings(guest)).map((b) => b.id));
    const otherIds = (await myBookings(other)).map((b) => b.id);
    expect(otherIds).toEqual([mine.json<{ data: { id: string } }>().data.id]);
    expect(otherIds.some((id) => guestIds.has(id))).toBe(false);
  });

  it("status changes show at once: confirmed in the guest's list, cancelled nights freed", async () => {
    const villaId = await newVilla("Status Villa");
    const created = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(40), checkOut: day(41) }),
    );
    const id = created.json<{ data: { id: string } }>().data.id;
    expect((await myBookings(guest)).find((b) => b.id === id)?.status).toBe("PENDING");
    expect(await bookedDates(villaId)).toEqual([day(40)]);
    expect(
      (await t.app.inject({ method: "PUT", url: `/api/bookings/${id}/confirm`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect((await myBookings(guest)).find((b) => b.id === id)?.status).toBe("CONFIRMED");
    const cancelled = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/${id}/cancel`,
      headers: guest.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await bookedDates(villaId)).toEqual([]);
  });

  it("villa edits show in the list, in bookings and in who may see the dates", async () => {
    const villaId = await newVilla("Old Title Villa");
    const created = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(50), checkOut: day(51) }),
    );
    expect(created.statusCode).toBe(201);
    expect(await villaTitles()).toContain("Old Title Villa");
    expect(await bookedDates(villaId)).toEqual([day(50)]);
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/villas/${villaId}`,
      headers: admin.headers,
      payload: { title: "New Title Villa", isActive: false },
    });
    expect(edit.statusCode).toBe(200);
    expect(await villaTitles()).not.toContain("Old Title Villa");
    expect((await myBookings(guest)).find((b) => b.villa.title === "New Title Villa")).toBeDefined();
    const hidden = await t.app.inject({ method: "GET", url: `/api/bookings/villa/${villaId}/booked-dates` });
    expect(hidden.statusCode).toBe(404);
  });

  it("what the public pages print (settings, the main villa) is read once per change, not per page view", async () => {
    const mainVillaId = t.seeded!.villaId!;
    const pageData = () => readSitePageData(t.db, "en", t.app.readCache);
    expect((await pageData()).villa.maxGuests).toBe(SEED_VILLA.maxGuests);
    // From memory: a change made without a notice stays unseen (retried while earlier notices arrive).
    await vi.waitFor(async () => {
      const shown = (await pageData()).villa.maxGuests;
      await writeUnnoticed(t.db, (tx) =>
        tx
          .update(villas)
          .set({ maxGuests: shown + 1 })
          .where(eq(villas.id, mainVillaId)),
      );
      expect((await pageData()).villa.maxGuests).toBe(shown);
    });
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/villas/${mainVillaId}`,
      headers: admin.headers,
      payload: { maxGuests: 6 },
    });
    expect(edit.statusCode).toBe(200);
    expect((await pageData()).villa.maxGuests).toBe(6);
    const settings = (await get("/api/settings/site")).data as Record<string, unknown>;
    const phone = await t.app.inject({
      method: "PUT",
      url: "/api/settings/site",
      headers: admin.headers,
      payload: { ...settings, phone: "+20 122 555 0199" },
    });
    expect(phone.statusCode).toBe(200);
    expect((await pageData()).contact.phone).toBe("+20 122 555 0199");
  });

  it("a profile change shows in the guest's bookings", async () => {
    expect((await myBookings(guest)).every((b) => b.guest.fullName === "Cached Guest")).toBe(true);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: guest.headers,
      payload: { fullName: "Renamed Guest" },
    });
    expect(res.statusCode).toBe(200);
    expect((await myBookings(guest)).every((b) => b.guest.fullName === "Renamed Guest")).toBe(true);
  });

  it("a signed-out session, a deactivated account and a role change take effect at once", async () => {
    const user = await registerUser(t.app);
    expect((await t.app.inject({ method: "GET", url: "/api/bookings/my", headers: user.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/bookings", headers: user.headers })).statusCode).toBe(403);
    await t.db.update(users).set({ role: "ADMIN" }).where(eq(users.id, user.id));
    await vi.waitFor(async () =>
      expect((await t.app.inject({ method: "GET", url: "/api/bookings", headers: user.headers })).statusCode).toBe(200),
    );
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: user.headers,
      payload: { refreshToken: user.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/bookings/my", headers: user.headers })).statusCode).toBe(
      401,
    );

    const leaving = await registerUser(t.app);
    expect((await t.app.inject({ method: "GET", url: "/api/bookings/my", headers: leaving.headers })).statusCode).toBe(
      200,
    );
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, leaving.id));
    await vi.waitFor(async () =>
      expect(
        (await t.app.inject({ method: "GET", url: "/api/bookings/my", headers: leaving.headers })).json().code,
      ).toBe("ACCOUNT_DEACTIVATED"),
    );
  });

  // Jobs (stay completion, calendar sync) write outside any request: the database's notice drops the answers.
  it("writes outside requests (an imported calendar block, a job's status change) show once announced", async () => {
    const villaId = await newVilla("Synced Villa");
    const created = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(60), checkOut: day(61) }),
    );
    const id = created.json<{ data: { id: string } }>().data.id;
    expect(await bookedDates(villaId)).toEqual([day(60)]);
    const [source] = await t.db
      .insert(calendarSources)
      .values({ villaId, label: "Other channel", url: "https://example.com/a.ics" })
      .returning();
    if (!source) throw new Error("no calendar source");
    await t.db.insert(calendarBlocks).values({ sourceId: source.id, villaId, startDate: day(70), endDate: day(72) });
    await vi.waitFor(async () => expect(await bookedDates(villaId)).toEqual([day(60), day(70), day(71)]));
    await t.db.update(bookings).set({ status: "CANCELLED" }).where(eq(bookings.id, id));
    await vi.waitFor(async () => expect((await myBookings(guest)).find((b) => b.id === id)?.status).toBe("CANCELLED"));
    expect(await bookedDates(villaId)).toEqual([day(70), day(71)]);
  });
});

describe.runIf(TEST_DB_KIND === "postgres")("read cache across two instances on one PostgreSQL", () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof openDatabase>>;
  let secondApp: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now });
    const url = (t.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;
    second = await openDatabase({ url });
    secondApp = await buildApp({
      db: second.db,
      dbKind: second.kind,
      config: testConfig(),
      logger: false,
      serveWeb: false,
      clock: movableClock(NOW).now,
    });
    await secondApp.ready();
  }, 60_000);
  afterAll(async () => {
    await secondApp?.close();
    await second?.close();
    await t?.close();
  });

  it("a booking made on one instance drops the other's cached booked dates and list", async () => {
    const guest = await registerUser(t.app);
    const villaId = t.seeded?.villaId ?? "";
    const read = async (app: typeof secondApp, url: string) =>
      (await app.inject({ method: "GET", url, headers: guest.headers })).json<{ data: unknown }>().data;
    const datesUrl = `/api/bookings/villa/${villaId}/booked-dates?year=2026&month=4`;
    expect(await read(secondApp, datesUrl)).toEqual({ bookedDates: [] });
    expect(await read(secondApp, "/api/bookings/my")).toEqual([]);
    const created = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: "2026-04-10", checkOut: "2026-04-12" }),
    );
    expect(created.statusCode).toBe(201);
    await vi.waitFor(async () =>
      expect(await read(secondApp, datesUrl)).toEqual({ bookedDates: ["2026-04-10", "2026-04-11"] }),
    );
    await vi.waitFor(async () => expect(await read(secondApp, "/api/bookings/my")).toHaveLength(1));
  });

  it("a lost change-notice connection leaves no stale answer, and caching resumes once it is back", async () => {
    const villaId = (await insertVilla(second.db, t.seeded?.adminId ?? "", { title: "Before Loss Villa" })).id;
    const titles = async () =>
      (await secondApp.inject({ method: "GET", url: "/api/villas?limit=100" }))
        .json<{ data: { title: string }[] }>()
        .data.map((v) => v.title);
    const listeners = async () =>
      (await t.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN read_cache_changes'`,
      )) as unknown as { rows: { pid: number }[] };
    await vi.waitFor(async () => expect(await titles()).toContain("Before Loss Villa"));
    const before = (await listeners()).rows.map((r) => r.pid);
    expect(before).toHaveLength(2);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${sql.raw(`(${before.join(",")})`)}`,
    );
    // Changed while no notice can reach the instances: their cached list must not outlive the connection.
    await writeUnnoticed(second.db, (tx) =>
      tx.update(villas).set({ title: "During Loss Villa" }).where(eq(villas.id, villaId)),
    );
    await vi.waitFor(async () => expect(await titles()).toContain("During Loss Villa"));
    await vi.waitFor(
      async () => expect((await listeners()).rows.filter((r) => !before.includes(r.pid))).toHaveLength(2),
      { timeout: 5_000 },
    );
    await expectAnsweredFromMemory(second.db, villaId, titles);
  });
});
