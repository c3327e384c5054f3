// Reading a downloaded feed in a worker thread (src/server/calendar/parse-in-worker.ts): the same
// ranges and errors as parseFeed, a deadline that stops a parse which never ends while the
// server's own thread keeps turning, and a cap on how many parses run at once.
import { readFile } from "node:fs/promises";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { parseFeed } from "../../src/server/calendar/parse-feed.ts";
import { parseFeedInWorker } from "../../src/server/calendar/parse-in-worker.ts";

const TODAY = "2026-03-10";
const LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };
// Every second of 30 February: ical.js searches for it forever.
const NEVER_ENDS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "UID:bomb@test",
  "DTSTART:20260101T000000Z",
  "RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");
// The step budget lifted, so only the deadline can stop the parse.
const UNBOUNDED = { maxRecurrenceSteps: Number.POSITIVE_INFINITY };

describe("parseFeedInWorker", () => {
  it("reads a feed as parseFeed does", async () => {
    const airbnb = await readFile(new URL("./fixtures/airbnb.ics", import.meta.url), "utf8");
    expect(await parseFeedInWorker(airbnb, TODAY, LIMITS)).toEqual(parseFeed(airbnb, TODAY));
  });

  it("a feed that fails in the worker fails with the same code and message", async () => {
    await expect(parseFeedInWorker("<html>Sign in</html>", TODAY, LIMITS)).rejects.toMatchObject({
      name: "FeedError",
      code: "not-a-calendar",
      message: "The address did not return an iCalendar (.ics) file",
    });
    await expect(parseFeedInWorker(NEVER_ENDS, TODAY, LIMITS)).rejects.toMatchObject({
      code: "too-complex",
      message: "The calendar has repeating events whose dates take too long to work out",
    });
  });

  it("a parse still running at its deadline is stopped there, and the server's thread keeps turning meanwhile", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    try {
      await expect(
        parseFeedInWorker(NEVER_ENDS, TODAY, { ...LIMITS, timeoutMs: 2000, ...UNBOUNDED }),
      ).rejects.toMatchObject({ code: "too-complex", message: "The calendar could not be read within 2 seconds" });
    } finally {
      delay.disable();
    }
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    expect(elapsed).toBeLessThan(6000);
    // In nanoseconds. A parse on this thread would hold it for the whole 2 s; a machine shared with
    // busy processes can hold it a few hundred milliseconds by itself, hence 1 s.
    expect(delay.max / 1e6).toBeLessThan(1000);
  });

  it("runs two parses at once: a third waits for a turn, its deadline not running meanwhile", async () => {
    const started = performance.now();
    const limits = { ...LIMITS, timeoutMs: 1000, ...UNBOUNDED };
    const ended = await Promise.all(
      [1, 2, 3].map(() =>
        parseFeedInWorker(NEVER_ENDS, TODAY, limits).then(
          () => Number.NaN,
          () => performance.now() - started,
        ),
      ),
    );
    expect(ended[0]).toBeGreaterThanOrEqual(1000);
    expect(ended[1]).toBeGreaterThanOrEqual(1000);
    // Started when one of the first two had ended, then given its own full second.
    expect(ended[2]).toBeGreaterThanOrEqual(2000);
  });
});
