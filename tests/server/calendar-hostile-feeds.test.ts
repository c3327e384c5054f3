// Calendar import of hostile or broken feeds on the real server: a feed that would keep
// ical.js busy forever is read in a worker thread while every request is still answered at once;
// it ends as a failed sync with a clear error, keeping the last good ranges; and its next sync was
// moved on before it was read, so a restart in the middle does not fetch it again at once.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_EXCEPTION_DATES_PER_FEED } from "../../src/server/calendar/parse-feed.ts";
import { claimDueSources } from "../../src/server/calendar/sync-schedule.ts";
import { calendarSources } from "../../src/server/db/schema.ts";
import { NOW, insertVilla } from "./bookings-helpers.ts";
import { calendar, serveText, startFeedServer, type Handler, type SourceBody } from "./calendar-feeds.ts";
import { createTestApp, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

// Short, so a bomb that outlives its step budget fails fast, yet enough for a good feed's read (the worker's start
// included) on a machine loaded by parallel suites: 3 s was seen to run out there.
const PARSE_TIMEOUT_SECONDS = 6;
const INTERVAL_MINUTES = 30;

function feedOf(...events: string[][]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hostile//Feed//EN"];
  events.forEach((props, i) => lines.push("BEGIN:VEVENT", `UID:hostile-${i}@feed.test`, ...props, "END:VEVENT"));
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

// Under 200 bytes of rule: a date that never comes, sought second by second.
const SECONDLY_BOMB = feedOf(["DTSTART:20260101T000000Z", "RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30"]);
// The same search day by day with BYSETPOS, each step several times dearer: the longest of these to fail.
const BYSETPOS_BOMB = feedOf(["DTSTART:20260101T000000Z", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;BYSETPOS=1"]);
// A sixth Monday, sought for 28 years by each of 40 events.
const SIXTH_MONDAYS = feedOf(
  ...Array.from({ length: 40 }, () => ["DTSTART:20260101T000000Z", "RRULE:FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6"]),
);
// Hourly, with one more EXDATE than a feed may hold, each an hour of the repeat.
const MANY_EXDATES = feedOf([
  "DTSTART:20270101T000000Z",
  "RRULE:FREQ=HOURLY",
  ...Array.from(
    { length: MAX_EXCEPTION_DATES_PER_FEED + 1 },
    (_, i) => `EXDATE:${new Date(Date.UTC(2027, 0, 1) + i * 3_600_000).toISOString().replace(/[-:]|\.\d+/g, "")}`,
  ),
]);

describe(`calendar import of hostile feeds (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  let host: TestUser;

  beforeAll(async () => {
    feeds = await startFeedServer();
    t = await createTestApp({
      clock: () => new Date(NOW),
      seed: false,
      config: {
        calendarAllowPrivateAddresses: true,
        calendarParseTimeoutSeconds: PARSE_TIMEOUT_SECONDS,
        calendarSyncIntervalMinutes: INTERVAL_MINUTES,
      },
    });
    host = await registerUser(t.app, {
      role: "HOST",
      fullName: "Hostile Feed Host",
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await feeds?.close();
  });

  const leasedUntil = new Date(new Date(NOW).getTime() + INTERVAL_MINUTES * 60_000);
  const good = calendar({ start: "2026-07-01", end: "2026-07-05" });

  async function addedFeed(villaId: string, path: string): Promise<SourceBody> {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/villas/${villaId}/calendar/sources`,
      headers: host.headers,
      payload: { label: "Airbnb", url: feeds.url(path) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: SourceBody }>().data;
  }
  async function syncNow(app: FastifyInstance, villaId: string, sourceId: string): Promise<SourceBody> {
    const res = await app.inject({
      method: "POST",
      url: `/api/villas/${villaId}/calendar/sources/${sourceId}/sync`,
      headers: host.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: SourceBody }>().data;
  }
  async function bookedDates(villaId: string): Promise<string[]> {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/bookings/villa/${villaId}/booked-dates?year=2026&month=7`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { bookedDates: string[] } }>().data.bookedDates;
  }
  /** A feed synced once from `good`, its host now serving `handler` instead. */
  async function goodFeedTurned(path: string, handler: Handler) {
    const villaId = (await insertVilla(t.db, host.id)).id;
    feeds.routes.set(path, serveText(good));
    const source = await addedFeed(villaId, path);
    expect(source).toMatchObject({ lastError: null, blockedRanges: 1 });
    feeds.routes.set(path, handler);
    return { villaId, source };
  }
  /** `text`, served once the response has been written out: after that only its parse is left. */
  function servedThen(text: string): {
    handler: Handler;
    served: Promise<void>;
  } {
    let served!: () => void;
    const done = new Promise<void>((resolve) => (served = resolve));
    return {
      handler: (_req, res) => {
        res.writeHead(200, { "content-type": "text/calendar" });
        res.end(text, () => served());
      },
      served: done,
    };
  }

  it("GET /api/health answers in under 100 ms all through a feed bomb's parse", async () => {
    // Over a real socket, as a load balancer asks: each answer waits for this process's event loop.
    const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    // The first request sets up the client and its connection.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const bomb = servedThen(BYSETPOS_BOMB);
    const { villaId, source } = await goodFeedTurned("/bomb-health.ics", bomb.handler);
    let syncing = true;
    const sync = syncNow(t.app, villaId, source.id).finally(() => (syncing = false));
    await bomb.served;
    const answers: number[] = [];
    while (syncing) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      answers.push(performance.now() - started);
      expect(res.status).toBe(200);
    }
    const after = await sync;
    expect(after.lastErrorCode).toBe("too-complex");
    // The parse lasted long enough to be asked many times over (a parse on this thread would let one
    // request through, at its end, seconds late), and held no answer up. A machine shared with other
    // busy processes delays some answers past 100 ms with no parse at all (a few in a hundred at a load
    // of 14 on 2 cores), hence the median against 100 ms, and 1 s for every answer.
    expect(answers.length).toBeGreaterThanOrEqual(5);
    const sorted = [...answers].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(100);
    expect(sorted.at(-1)).toBeLessThan(1000);
  });

  describe("a feed bomb ends as a failed sync within the deadline, keeping the last good ranges", () => {
    async function failedSync(path: string, text: string): Promise<SourceBody> {
      const { villaId, source } = await goodFeedTurned(path, serveText(text));
      const started = performance.now();
      const after = await syncNow(t.app, villaId, source.id);
      expect(performance.now() - started).toBeLessThan((PARSE_TIMEOUT_SECONDS + 5) * 1000);
      expect(after).toMatchObject({
        blockedRanges: 1,
        lastSyncedAt: source.lastSyncedAt,
        lastErrorCode: "too-complex",
      });
      expect(await bookedDates(villaId)).toEqual(["2026-07-01", "2026-07-02", "2026-07-03", "2026-07-04"]);
      // The owner sees the error on the villa's page, as for any failed sync.
      const listed = await t.app.inject({
        method: "GET",
        url: `/api/villas/${villaId}/calendar/sources`,
        headers: host.headers,
      });
      expect(listed.json().data.sources[0]).toMatchObject({
        lastError: after.lastError,
        lastErrorCode: "too-complex",
      });
      return after;
    }

    it("every second of 30 February (SECONDLY, BYMONTH=2, BYMONTHDAY=30)", async () => {
      const after = await failedSync("/secondly.ics", SECONDLY_BOMB);
      expect(after.lastError).toBe("The calendar has repeating events whose dates take too long to work out");
    });

    it("BYSETPOS variants: day by day, and a sixth Monday", async () => {
      const daily = await failedSync("/bysetpos.ics", BYSETPOS_BOMB);
      // A slow machine may reach the deadline before the step budget: either way a clear error.
      expect(daily.lastError).toMatch(
        new RegExp(`take too long to work out|could not be read within ${PARSE_TIMEOUT_SECONDS} seconds`),
      );
      const monthly = await failedSync("/sixth-monday.ics", SIXTH_MONDAYS);
      expect(monthly.lastError).toMatch(/take too long to work out|could not be read within/);
    });

    it(`more than ${MAX_EXCEPTION_DATES_PER_FEED} EXDATEs`, async () => {
      const after = await failedSync("/exdates.ics", MANY_EXDATES);
      expect(after.lastError).toBe(
        `The calendar has more than ${MAX_EXCEPTION_DATES_PER_FEED} excluded or added dates on its repeating events`,
      );
    });
  });

  describe("a feed's next sync is moved on before it is fetched, so a restart meanwhile does not fetch it at once", () => {
    /** What the database holds about the feed at `url` while its host is answering, and what a restart would claim. */
    function watchedWhileServing(url: () => string, text: string) {
      let seen: Promise<{ nextSyncAt: Date | undefined; claimedByRestart: boolean }> | undefined;
      const handler: Handler = (_req, res) => {
        seen = (async () => {
          const [row] = await t.db
            .select({
              id: calendarSources.id,
              nextSyncAt: calendarSources.nextSyncAt,
            })
            .from(calendarSources)
            .where(eq(calendarSources.url, url()));
          // A restart's first round claims every feed due at the same instant (and leases them).
          const claimed = await claimDueSources(t.db, new Date(NOW), INTERVAL_MINUTES * 60_000, 1000);
          return {
            nextSyncAt: row?.nextSyncAt,
            claimedByRestart: claimed.some((c) => c.id === row?.id),
          };
        })();
        void seen.finally(() => {
          res.writeHead(200, { "content-type": "text/calendar" });
          res.end(text);
        });
      };
      return { handler, seen: () => seen };
    }

    it("on Sync now of a feed that was due", async () => {
      const path = "/due-bomb.ics";
      const watch = watchedWhileServing(() => feeds.url(path), SECONDLY_BOMB);
      const { villaId, source } = await goodFeedTurned(path, watch.handler);
      // Due since a minute ago, as after a long stop.
      await t.db
        .update(calendarSources)
        .set({ nextSyncAt: new Date(new Date(NOW).getTime() - 60_000) })
        .where(eq(calendarSources.id, source.id));
      const after = await syncNow(t.app, villaId, source.id);
      expect(await watch.seen()).toEqual({
        nextSyncAt: leasedUntil,
        claimedByRestart: false,
      });
      expect(after.lastErrorCode).toBe("too-complex");
      const [row] = await t.db.select().from(calendarSources).where(eq(calendarSources.id, source.id));
      expect(row?.nextSyncAt).toEqual(leasedUntil);
    });

    it("on the first sync of a feed just added", async () => {
      const path = "/new-bomb.ics";
      const watch = watchedWhileServing(() => feeds.url(path), SECONDLY_BOMB);
      feeds.routes.set(path, watch.handler);
      const villaId = (await insertVilla(t.db, host.id)).id;
      const source = await addedFeed(villaId, path);
      expect(await watch.seen()).toEqual({
        nextSyncAt: leasedUntil,
        claimedByRestart: false,
      });
      expect(source).toMatchObject({
        lastErrorCode: "too-complex",
        blockedRanges: 0,
        lastSyncedAt: null,
      });
    });
  });
});
