// The home teaser's "from € N per night" (issue 22): the public pages print the main villa's lowest nightly rate of
// the coming year, seasons and weekend rates included, computed on the server (no JavaScript on the home page). A
// season or pricing change shows on the next render despite the read cache, and a season coming into the year shows
// the day it does, without any write. While the rate is the shipped 150, the build's own files stay the answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../src/domain/dates.ts";
import { readSitePageData } from "../../src/server/web/site-page-data.ts";
import { NOW, TODAY } from "./bookings-helpers.ts";
import { pricingBody, rates } from "./rates-helpers.ts";
import { createTestApp, loginAs, movableClock, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

describe(`the teaser's lowest nightly rate (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  const clock = movableClock(NOW);

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    admin = await loginAs(t.app, "ADMIN");
  }, 120_000);
  afterAll(async () => t?.close());

  const pageData = () => readSitePageData(t.db, "en", t.app.readCache, clock.now());
  const villa = () => rates(t.app, t.seeded!.villaId!);

  it("is the seeded villa's 150 and the build's own page while nothing is priced", async () => {
    const data = await pageData();
    expect(data.villa.fromPrice).toBe(150);
    expect(data.shipped).toBe(true);
  });

  it("follows a cheaper season inside the year at once, and forgets it when it is deleted", async () => {
    const shipped = (await pageData()).version;
    const added = await villa().addSeason(admin.headers, {
      name: "Low season",
      startDate: addDays(TODAY, 200),
      endDate: addDays(TODAY, 230),
      nightlyRate: 95.5,
    });
    expect(added.statusCode).toBe(201);
    const cheaper = await pageData();
    expect(cheaper.villa.fromPrice).toBe(95.5);
    expect(cheaper.shipped).toBe(false);
    expect(cheaper.version).not.toBe(shipped);
    // Every language prints the same rate.
    expect((await readSitePageData(t.db, "ru", t.app.readCache, clock.now())).villa.fromPrice).toBe(95.5);

    const deleted = await villa().deleteSeason(admin.headers, added.json().data.id as string);
    expect(deleted.statusCode).toBeLessThan(300);
    const back = await pageData();
    expect(back.villa.fromPrice).toBe(150);
    expect(back.shipped).toBe(true);
    expect(back.version).toBe(shipped);
  });

  it("counts a cheaper weekend rate, and a dearer season never raises the floor", async () => {
    const dear = await villa().addSeason(admin.headers, {
      name: "Christmas",
      startDate: addDays(TODAY, 20),
      endDate: addDays(TODAY, 40),
      nightlyRate: 400,
    });
    expect(dear.statusCode).toBe(201);
    expect((await pageData()).villa.fromPrice).toBe(150);
    const weekend = await villa().putPricing(admin.headers, pricingBody({ baseRate: 150, weekendRate: 130 }));
    expect(weekend.statusCode).toBe(200);
    expect((await pageData()).villa.fromPrice).toBe(130);
    await villa().putPricing(admin.headers, pricingBody({ baseRate: 150, includedGuests: 10 }));
    await villa().deleteSeason(admin.headers, dear.json().data.id as string);
    expect((await pageData()).villa.fromPrice).toBe(150);
  });

  it("leaves out a season beyond the year until the day it comes into it", async () => {
    const later = await villa().addSeason(admin.headers, {
      name: "Next spring",
      startDate: addDays(TODAY, 366),
      endDate: addDays(TODAY, 380),
      nightlyRate: 80,
    });
    expect(later.statusCode).toBe(201);
    expect((await pageData()).villa.fromPrice).toBe(150);
    try {
      // Two days on, no write in between: the cached answer of the earlier day is not reused.
      clock.advance(2 * 24 * 60 * 60 * 1000);
      expect((await pageData()).villa.fromPrice).toBe(80);
    } finally {
      clock.set(NOW);
      await villa().deleteSeason(admin.headers, later.json().data.id as string);
    }
  });
});
