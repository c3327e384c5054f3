// Reading imported feeds into blocked night ranges (src/server/calendar/parse-feed.ts): the
// shapes Airbnb, Booking.com and calendar apps write, and the feeds that must fail as a whole.
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { FeedError } from "../../src/server/calendar/feed-error.ts";
import { MAX_EXCEPTION_DATES_PER_FEED, mergeRanges, parseFeed } from "../../src/server/calendar/parse-feed.ts";
import { foldLine } from "../../src/server/calendar/ical-text.ts";

const TODAY = "2026-03-10";
const feed = (...body: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...body, "END:VCALENDAR", ""].join("\r\n");
const event = (...props: string[]) => ["BEGIN:VEVENT", "UID:e@test", ...props, "END:VEVENT"].join("\r\n");

describe("parseFeed", () => {
  it("reads the Airbnb and Booking.com fixtures", async () => {
    const airbnb = await readFile(new URL("./fixtures/airbnb.ics", import.meta.url), "utf8");
    expect(parseFeed(airbnb, TODAY)).toEqual([
      { start: "2026-04-04", end: "2026-04-08" },
      { start: "2026-04-12", end: "2026-04-15" },
      { start: "2026-05-01", end: "2026-05-03" },
    ]);
    const booking = await readFile(new URL("./fixtures/booking-com.ics", import.meta.url), "utf8");
    expect(parseFeed(booking, TODAY)).toEqual([{ start: "2026-04-20", end: "2026-04-26" }]);
  });

  it("reads timed events on the villa's calendar (Africa/Cairo): UTC, TZID, a feed's own VTIMEZONE, floating", () => {
    const text = feed(
      // 22:30 UTC on 1 April is 00:30 on 2 April in Cairo (UTC+2); the end at 09:00 UTC frees the 5th.
      event("DTSTART:20260401T223000Z", "DTEND:20260405T090000Z"),
      // 15:00 in Paris (UTC+2 in May) to 11:00 two days later.
      event("DTSTART;TZID=Europe/Paris:20260510T150000", "DTEND;TZID=Europe/Paris:20260512T110000"),
      // 23:30 in a zone 10 hours behind UTC is already the next day in Cairo; 10:00 two days later is
      // 23:00 in Cairo (UTC+3 in June) on the 3rd, so the 3rd is the check-out day.
      [
        "BEGIN:VTIMEZONE",
        "TZID:Pacific Test Time",
        "BEGIN:STANDARD",
        "DTSTART:19700101T000000",
        "TZOFFSETFROM:-1000",
        "TZOFFSETTO:-1000",
        "END:STANDARD",
        "END:VTIMEZONE",
      ].join("\r\n"),
      event("DTSTART;TZID=Pacific Test Time:20260601T233000", "DTEND;TZID=Pacific Test Time:20260603T100000"),
      // Floating: the villa's own wall clock.
      event("DTSTART:20260701T140000", "DTEND:20260702T100000"),
    );
    expect(parseFeed(text, TODAY)).toEqual([
      { start: "2026-04-02", end: "2026-04-05" },
      { start: "2026-05-10", end: "2026-05-12" },
      { start: "2026-06-02", end: "2026-06-03" },
      { start: "2026-07-01", end: "2026-07-02" },
    ]);
  });

  it("no DTEND is one night unless DURATION says otherwise; a same-day timed event still blocks its night", () => {
    const text = feed(
      event("DTSTART;VALUE=DATE:20260401"),
      event("DTSTART:20260410T150000Z"),
      event("DTSTART;VALUE=DATE:20260420", "DURATION:P3D"),
      event("DTSTART:20260501T120000Z", "DTEND:20260501T140000Z"),
    );
    expect(parseFeed(text, TODAY)).toEqual([
      { start: "2026-04-01", end: "2026-04-02" },
      { start: "2026-04-10", end: "2026-04-11" },
      { start: "2026-04-20", end: "2026-04-23" },
      { start: "2026-05-01", end: "2026-05-02" },
    ]);
  });

  it("skips cancelled and transparent events and stays that are over; unfolds folded lines", () => {
    const text = feed(
      event("DTSTART;VALUE=DATE:20260401", "DTEND;VALUE=DATE:20260403", "STATUS:CANCELLED"),
      event("DTSTART;VALUE=DATE:20260405", "DTEND;VALUE=DATE:20260406", "TRANSP:TRANSPARENT"),
      event("DTSTART;VALUE=DATE:20260301", "DTEND;VALUE=DATE:20260310"),
      event("DTSTART;VALUE=DATE:20260308", "DTEND;VALUE=DATE:20260312"),
      [
        "BEGIN:VEVENT",
        "UID:folded@test",
        "DTSTART;VALUE=DA",
        " TE:20260420",
        "DTEND;VALUE=DATE:2026",
        " 0422",
        "SUMMARY:Not",
        "  available",
        "END:VEVENT",
      ].join("\r\n"),
    );
    expect(parseFeed(text, TODAY)).toEqual([
      { start: "2026-03-08", end: "2026-03-12" },
      { start: "2026-04-20", end: "2026-04-22" },
    ]);
  });

  it("expands repeating events up to the booking horizon", () => {
    const text = feed(
      event("DTSTART;VALUE=DATE:20260406", "DTEND;VALUE=DATE:20260408", "RRULE:FREQ=WEEKLY;COUNT=3"),
      event("DTSTART;VALUE=DATE:20260101", "DTEND;VALUE=DATE:20260102", "RRULE:FREQ=DAILY"),
    );
    const ranges = parseFeed(text, TODAY);
    for (const week of [
      { start: "2026-04-06", end: "2026-04-08" },
      { start: "2026-04-13", end: "2026-04-15" },
      { start: "2026-04-20", end: "2026-04-22" },
    ]) {
      expect(ranges).toContainEqual(week);
    }
    expect(ranges).not.toContainEqual({
      start: "2026-04-27",
      end: "2026-04-29",
    });
    // The never-ending daily event stops at two years from today, and has nothing before today.
    expect(ranges[0]).toEqual({ start: "2026-03-10", end: "2026-03-11" });
    expect(ranges.at(-1)?.start).toBe("2028-03-10");
  });

  it("fails the whole feed on anything unreadable", () => {
    const broken = [
      "<html>Sign in</html>",
      "BEGIN:VCALENDAR\r\nno colon here\r\nEND:VCALENDAR\r\n",
      feed(event("SUMMARY:no start")),
      feed(event("DTSTART;VALUE=DATE:20260230")),
      feed(event("DTSTART;VALUE=DATE:20260401", "DTEND;VALUE=DATE:garbage")),
    ];
    for (const text of broken) expect(() => parseFeed(text, TODAY), text).toThrow(FeedError);
  });

  it("keeps absurd dates within reach: a far end stops a year past the horizon, an end past year 9999 fails", () => {
    expect(parseFeed(feed(event("DTSTART;VALUE=DATE:20260401", "DTEND;VALUE=DATE:99991231")), TODAY)).toEqual([
      { start: "2026-04-01", end: "2029-03-11" },
    ]);
    for (const text of [
      feed(event("DTSTART;VALUE=DATE:20260401", "DURATION:P9999999D")),
      feed(event("DTSTART:20260401T100000Z", "DURATION:P99999999W")),
    ]) {
      expect(() => parseFeed(text, TODAY), text).toThrow(expect.objectContaining({ code: "invalid-event" }));
    }
  });

  it("fails a feed whose repeats would take too long to read, even when none of them is current", () => {
    // 60 daily events repeating from 1900: each is read up to its 1,000-occurrence cap, all in the past.
    const old = Array.from({ length: 60 }, () =>
      event("DTSTART;VALUE=DATE:19000101", "DTEND;VALUE=DATE:19000102", "RRULE:FREQ=DAILY"),
    );
    expect(() => parseFeed(feed(...old), TODAY)).toThrow(expect.objectContaining({ code: "too-many-events" }));
    expect(parseFeed(feed(...old.slice(0, 10)), TODAY)).toEqual([]);
  });

  it("merges overlapping ranges and keeps back-to-back ones apart", () => {
    expect(
      mergeRanges([
        { start: "2026-04-05", end: "2026-04-08" },
        { start: "2026-04-01", end: "2026-04-06" },
        { start: "2026-04-08", end: "2026-04-09" },
        { start: "2026-04-02", end: "2026-04-03" },
      ]),
    ).toEqual([
      { start: "2026-04-01", end: "2026-04-08" },
      { start: "2026-04-08", end: "2026-04-09" },
    ]);
  });
});

describe("parseFeed on a hostile feed: bounded work, a clear error", () => {
  const code = (text: string) => {
    try {
      parseFeed(text, TODAY);
    } catch (err) {
      return err instanceof FeedError ? err.code : err;
    }
    return "read";
  };

  it("a rule that never yields a date (every second of 30 February) fails, where ical.js would search forever", () => {
    expect(code(feed(event("DTSTART:20260101T000000Z", "RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30")))).toBe(
      "too-complex",
    );
  });

  it("BYSETPOS variants: a daily search that never ends, and a sixth Monday sought month after month", () => {
    expect(code(feed(event("DTSTART:20260101T000000Z", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;BYSETPOS=1")))).toBe(
      "too-complex",
    );
    // Each of these tries 28 years of days before giving up: a small feed of them held the server for minutes.
    const sixthMondays = Array.from({ length: 30 }, () =>
      event("DTSTART:20260101T000000Z", "RRULE:FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6"),
    );
    expect(code(feed(...sixthMondays))).toBe("too-complex");
  });

  it("a time zone whose rule never yields a date fails too (ical.js expands it to read the event's times)", () => {
    const zone = [
      "BEGIN:VTIMEZONE",
      "TZID:Nowhere",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0100",
      "RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30",
      "END:STANDARD",
      "END:VTIMEZONE",
    ].join("\r\n");
    expect(code(feed(zone, event("DTSTART;TZID=Nowhere:20260401T100000", "DTEND;TZID=Nowhere:20260403T100000")))).toBe(
      "too-complex",
    );
  });

  it(`more than ${MAX_EXCEPTION_DATES_PER_FEED} EXDATE and RDATE values fail; that many are read`, () => {
    // Hourly from 2026, every hour of the first ones excluded: ical.js sorts them and skips them one by one.
    const hours = Array.from({ length: MAX_EXCEPTION_DATES_PER_FEED }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1) + i * 3_600_000).toISOString().replace(/[-:]|\.\d+/g, ""),
    );
    const excluded = (dates: string[]) =>
      feed(event("DTSTART;VALUE=DATE:20270101", "RRULE:FREQ=WEEKLY", ...dates.map((d) => `EXDATE:${d}`)));
    expect(code(excluded(hours))).toBe("read");
    expect(code(excluded([...hours, "20300101T000000Z"]))).toBe("too-complex");
    // In one property, and on several events: the limit is the feed's.
    const half = hours.slice(0, MAX_EXCEPTION_DATES_PER_FEED / 2 + 1);
    const split = feed(
      event("DTSTART:20270101T000000Z", "RRULE:FREQ=WEEKLY", `EXDATE:${half.join(",")}`),
      event("DTSTART:20270101T000000Z", "RRULE:FREQ=WEEKLY", `RDATE:${half.join(",")}`),
    );
    expect(code(split)).toBe("too-complex");
  });

  it("a stay of thousands of years, repeated daily, is worked out without ical.js's month-by-month carry", () => {
    const daysInMonth = vi.spyOn(ICAL.Time, "daysInMonth");
    try {
      const text = feed(event("DTSTART;VALUE=DATE:00010101", "DTEND;VALUE=DATE:99991231", "RRULE:FREQ=DAILY"));
      expect(parseFeed(text, TODAY)).toEqual([{ start: "0001-01-01", end: "2029-03-11" }]);
      // ical.js's carry asks for a month's length 120,000 times per occurrence of such a stay.
      expect(daysInMonth.mock.calls.length).toBeLessThan(50_000);
    } finally {
      daysInMonth.mockRestore();
    }
  });

  it("the rules real calendars write stay well within the budgets, even from years back", () => {
    const rules: [string[], { start: string; end: string }][] = [
      // The last weekday of every month since 2000: the costliest of these, about 32,000 steps.
      [
        ["DTSTART;VALUE=DATE:20000131", "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"],
        { start: "2027-04-30", end: "2027-05-01" },
      ],
      [["DTSTART;VALUE=DATE:20000111", "RRULE:FREQ=MONTHLY;BYDAY=2TU"], { start: "2026-04-14", end: "2026-04-15" }],
      [["DTSTART;VALUE=DATE:19500704", "RRULE:FREQ=YEARLY"], { start: "2026-07-04", end: "2026-07-05" }],
      [
        ["DTSTART;VALUE=DATE:20200106", "DTEND;VALUE=DATE:20200108", "RRULE:FREQ=WEEKLY;BYDAY=MO"],
        { start: "2028-03-06", end: "2028-03-08" },
      ],
    ];
    for (const [props, range] of rules)
      expect(parseFeed(feed(event(...props)), TODAY), props.join(" ")).toContainEqual(range);
    // All in one feed, twice over.
    const all = rules.flatMap(([props]) => [event(...props), event(...props)]);
    expect(parseFeed(feed(...all), TODAY).length).toBeGreaterThan(0);
  });
});

describe("foldLine", () => {
  it("folds at 75 octets without splitting a UTF-8 character", () => {
    const folded = foldLine(`SUMMARY:${"Ж".repeat(100)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"Ж".repeat(100)}`);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});
