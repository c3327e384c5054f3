// Issue 22 item 4 against the real API: a season created through the API (month 20, days 15-19 of nights.ts, where
// nothing is booked) shows its price on its nights in the picker, the picker refuses an arrival weekday the season
// does not allow and a check-out before its minimum stay, with the reason on the day and in a line under the
// calendar, and the booking card lists the stay's nights grouped by rate with the total the server would charge. On a
// laptop and on a 360px phone. The season is dearer than the villa's rate, so the home teaser's "from" price of the
// specs running alongside stays the same, and it is deleted afterwards.
import type { APIRequestContext, Page } from "@playwright/test";
import { weekdayOf } from "../../src/domain/dates.ts";
import { nightsByRate } from "../../src/domain/rates/night-runs.ts";
import { nightRate } from "../../src/domain/rates/night-rate.ts";
import { quoteSeasonalStay } from "../../src/domain/rates/quote.ts";
import type { Season } from "../../src/domain/rates/seasons.ts";
import type { VillaPricing } from "../../src/domain/rates/villa-pricing.ts";
import { signInAdmin, staffApi, type StaffSession } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { monthStay } from "./nights.ts";
import { dayButton, dayPrice, picker, showMonthOf } from "./picker.ts";
import { firstVillaId, registerGuest, sessionEntries, storeBeforeNextLoad } from "./session.ts";

const SEASON_NAME = "E2E picker-rates season";
const day = (n: number) => monthStay(20, n, 1).checkIn;
const SEASON_START = day(15);
const SEASON = {
  name: SEASON_NAME,
  startDate: SEASON_START,
  endDate: day(20),
  nightlyRate: 240,
  weekendRate: null,
  minStay: 4,
  // Arrivals only on the season's first weekday: its second day is refused as a check-in.
  arrivalDays: [weekdayOf(SEASON_START)],
  departureDays: null,
};

let admin: StaffSession;
let villaId: string;
let seasonId: string;

async function removeLeftovers(request: APIRequestContext): Promise<void> {
  const seasons = await staffApi<(Season & { id: string })[]>(request, admin, "GET", `/villas/${villaId}/seasons`);
  for (const season of seasons.filter((s) => s.name === SEASON_NAME)) {
    const deleted = await request.delete(`/api/villas/${villaId}/seasons/${season.id}`, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  admin = await signInAdmin(request);
  villaId = await firstVillaId(request);
  await removeLeftovers(request);
  seasonId = (await staffApi<{ id: string }>(request, admin, "POST", `/villas/${villaId}/seasons`, SEASON)).id;
});

test.afterAll(async ({ request }) => {
  await removeLeftovers(request);
});

const card = (page: Page) => page.locator("aside");

const euros = (amount: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(amount);

for (const size of [
  { name: "a laptop", viewport: { width: 1280, height: 800 } },
  { name: "a 360px phone", viewport: { width: 360, height: 780 } },
]) {
  test(`the season's prices and rules in the picker and the card, on ${size.name}`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const pricing = await staffApi<VillaPricing>(request, admin, "GET", `/villas/${villaId}/pricing`);
    const seasons = await staffApi<Season[]>(request, admin, "GET", `/villas/${villaId}/seasons`);
    await page.goto("/en/booking");
    await waitForPage(page);
    await page.getByTestId("stay-dates").click();
    await expect(picker(page)).toBeVisible();
    await showMonthOf(page, SEASON_START);

    // Each night's price under its day: the season's and the villa's own.
    const price = (date: string) => dayPrice(page, date);
    await expect(price(SEASON_START)).toHaveText("240");
    await expect(price(day(14))).toHaveText(String(nightRate(pricing, seasons, day(14))));
    await expect(dayButton(page, SEASON_START)).toHaveAccessibleName(/€240/);
    if (size.viewport.width === 360) {
      // Seven 44px columns fit the phone, without a sideways scroll.
      const box = await dayButton(page, SEASON_START).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }

    // The season's second day is not an arrival day: refused, and said.
    const weekday = new Intl.DateTimeFormat("en", { weekday: "long", timeZone: "UTC" }).format(
      new Date(`${SEASON_START}T12:00:00Z`),
    );
    await expect(dayButton(page, day(16))).toBeDisabled();
    await expect(dayButton(page, day(16))).toHaveAccessibleName(
      new RegExp(`Arrival on these dates only on ${weekday}`),
    );
    const rules = picker(page).getByTestId("stay-rules");
    await expect(rules).toContainText(`Arrival on these dates only on ${weekday}`);

    // From the season's first day, 4 nights at least: the 17th (2 nights) cannot end the stay, and the line says why.
    await dayButton(page, SEASON_START).click();
    await expect(rules).toContainText(/Minimum stay from .+: 4 nights/);
    await expect(dayButton(page, day(17))).toBeDisabled();
    await expect(dayButton(page, day(17))).toHaveAccessibleName(/Minimum stay from .+: 4 nights/);
    await expect(dayButton(page, day(19))).toBeEnabled();

    // A stay from before the season into it: two kinds of nights.
    await dayButton(page, day(13)).click();
    await dayButton(page, day(19)).click();
    await picker(page).getByRole("button", { name: "Confirm dates" }).click();
    await expect(picker(page)).toBeHidden();

    const guests = Number(
      await card(page)
        .getByRole("combobox", { name: /^Guests/ })
        .inputValue(),
    );
    const quote = quoteSeasonalStay(pricing, seasons, { checkIn: day(13), checkOut: day(19), guests });
    const groups = nightsByRate(quote.nightly).map(
      ({ rate, nights }) => `${nights} ${nights === 1 ? "night" : "nights"} × ${euros(rate)}`,
    );
    expect(groups).toContain("4 nights × €240");
    const terms = card(page).getByRole("term");
    await expect(terms.first()).toHaveText(groups[0]!);
    await expect(terms).toContainText([
      ...groups,
      "Cleaning fee",
      `Service fee (${pricing.serviceFeePercent}%)`,
      "Total",
    ]);
    await expect(card(page).getByTestId("booking-total")).toHaveText(euros(quote.totalPrice));
    // The server's own quote agrees.
    const served = await request.get(
      `/api/villas/${villaId}/quote?checkIn=${day(13)}&checkOut=${day(19)}&guests=${guests}`,
    );
    expect(served.status(), await served.text()).toBe(200);
    expect(((await served.json()) as { data: { totalPrice: number } }).data.totalPrice).toBe(quote.totalPrice);
  });
}

test("a request the rules refuse (the season changed since the page loaded) is answered under the dates, in French", async ({
  page,
  request,
}) => {
  const guest = await registerGuest(request, { prefix: "picker-rates" });
  const stay = { checkIn: day(13), checkOut: day(19) };
  await storeBeforeNextLoad(page, {
    ...sessionEntries(guest),
    booking_form_data: JSON.stringify({
      ...stay,
      totalGuests: 2,
      phone: "+33 6 12 34 56 78",
      dateOfBirth: "1984-02-20",
      paymentMethod: "BANK_TRANSFER",
      notes: "",
    }),
  });
  await page.goto("/fr/booking");
  await waitForPage(page);
  await expect(card(page).getByTestId("booking-total")).toBeVisible();
  // Meanwhile the owner moves the season's start to the stay's first night, with 10 nights at least.
  await staffApi(request, admin, "PUT", `/villas/${villaId}/seasons/${seasonId}`, {
    ...SEASON,
    startDate: stay.checkIn,
    minStay: 10,
  });
  const sent = page.waitForResponse((res) => res.url().endsWith("/api/bookings") && res.request().method() === "POST");
  await card(page).getByRole("button", { name: "Envoyer la demande de réservation" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(422);
  expect(((await answer.json()) as { code: string }).code).toBe("STAY_RULE");
  // Worded from each rule and its figure in French, the weekday named the French way, under the dates box.
  const weekday = new Intl.DateTimeFormat("fr", { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${SEASON_START}T12:00:00Z`),
  );
  const dates = page.getByTestId("stay-dates");
  await expect(dates).toBeFocused();
  const described = page.locator(`#${await dates.getAttribute("aria-describedby")}`);
  await expect(described).toContainText(`Arrivée à ces dates uniquement le ${weekday}`);
  await expect(described).toContainText(/Séjour minimum à partir du .+ : 10 nuits/);
  await expect(described).not.toContainText("Arrival");
});
