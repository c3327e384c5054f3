// villaDayAt: the villa's today, worked out once per minute, always the day villaToday gives.
import { describe, expect, it } from "vitest";
import { villaToday } from "../../src/domain/index.ts";
import { villaDayAt } from "../../src/server/time/villa-day.ts";

describe("villaDayAt", () => {
  it("turns at the villa's midnight, not at UTC's or a minute late", () => {
    // Cairo is UTC+2 in January: midnight there is 22:00 UTC.
    expect(villaDayAt(new Date("2026-01-14T21:59:59.999Z"))).toBe("2026-01-14");
    expect(villaDayAt(new Date("2026-01-14T22:00:00.000Z"))).toBe("2026-01-15");
    expect(villaDayAt(new Date("2026-01-14T21:59:30.000Z"))).toBe("2026-01-14");
  });

  it("agrees with villaToday whichever way the clock moves, across a summer-time change", () => {
    const start = Date.parse("2026-04-23T20:00:00Z");
    const instants = Array.from({ length: 400 }, (_, i) => start + ((i * 7_919) % 400) * 29_000);
    for (const ms of instants) expect(villaDayAt(new Date(ms))).toBe(villaToday(new Date(ms)));
  });
});
