// Issue 22 end to end on a phone: the owner prices three nights of the main villa with a minimum stay and blocks two
// others from the calendar (/admin/villas/{id}/calendar, 360 px), and a guest on their own phone then sees, in the
// booking page's date picker, the new price under those nights, the blocked nights refused as booked, and why a
// check-out before the minimum stay cannot be chosen. Month 6, days 10-19 (tests/e2e/nights.ts): nothing is booked
// there; the price is above the villa's, so the home teaser's "from" price of the specs alongside stays the same.
import type { APIRequestContext } from "@playwright/test";
import type { Season } from "../../src/domain/rates/seasons.ts";
import { signInAdmin, staffApi, type StaffSession } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { monthStay } from "./nights.ts";
import { clearOwnerBlocks, ownerPricesAndBlocks } from "./owner-calendar.ts";
import { dayButton, dayPrice, picker, showMonthOf } from "./picker.ts";
import { firstVillaId } from "./session.ts";

const day = (n: number) => monthStay(6, n, 1).checkIn;
const PHONE = { width: 360, height: 740 };
const PRICE = 260;
const MIN_STAY = 3;
const NOTE = "Owner's family week";

let admin: StaffSession;
let villaId: string;

/** Seasons and blocks a previous run of this spec may have left on days 10-19. */
async function removeLeftovers(request: APIRequestContext): Promise<void> {
  await clearOwnerBlocks(request, admin, villaId, day(10), day(20));
  const seasons = await staffApi<(Season & { id: string })[]>(request, admin, "GET", `/villas/${villaId}/seasons`);
  for (const season of seasons.filter((s) => s.startDate < day(20) && s.endDate > day(10))) {
    const deleted = await request.delete(`/api/villas/${villaId}/seasons/${season.id}`, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }
}

test.beforeAll(async ({ request }) => {
  admin = await signInAdmin(request);
  villaId = await firstVillaId(request);
  await removeLeftovers(request);
});

test.afterAll(async ({ request }) => {
  await removeLeftovers(request);
});

test("the owner prices and blocks nights from the phone calendar; a guest's picker shows and enforces them", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await ownerPricesAndBlocks(page, admin, villaId, {
    priced: { first: day(11), last: day(13) },
    price: PRICE,
    minStay: MIN_STAY,
    blocked: { first: day(16), last: day(17) },
    note: NOTE,
  });

  // The guest: another phone, nobody signed in.
  const guestContext = await browser.newContext({ viewport: PHONE, locale: "en-US", timezoneId: "Africa/Cairo" });
  try {
    const guest = await guestContext.newPage();
    await guest.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await guest.goto("/en/booking");
    await waitForPage(guest);
    await guest.getByTestId("stay-dates").click();
    await expect(picker(guest)).toBeVisible();
    await showMonthOf(guest, day(11));

    // The owner's price under each priced night, and the villa's own beside them.
    for (const night of [day(11), day(12), day(13)]) await expect(dayPrice(guest, night)).toHaveText(String(PRICE));
    await expect(dayPrice(guest, day(14))).not.toHaveText(String(PRICE));
    await expect(dayButton(guest, day(11))).toHaveAccessibleName(new RegExp(`€${PRICE}`));

    // The blocked nights are taken: neither can start a stay.
    for (const night of [day(16), day(17)]) {
      await expect(dayButton(guest, night)).toBeDisabled();
      await expect(dayButton(guest, night)).toHaveAccessibleName(/booked/);
    }

    // From a priced night, 3 nights at least: one or two nights cannot end the stay, and the picker says why.
    await dayButton(guest, day(11)).click();
    const why = new RegExp(`Minimum stay from .+: ${MIN_STAY} nights`);
    await expect(picker(guest).getByTestId("stay-rules")).toContainText(why);
    await expect(dayButton(guest, day(12))).toBeDisabled();
    await expect(dayButton(guest, day(13))).toHaveAccessibleName(why);
    await expect(dayButton(guest, day(14))).toBeEnabled();
    // The stay may end on the first blocked day (its night is not the guest's), never run into the block.
    await expect(dayButton(guest, day(16))).toBeEnabled();
    await expect(dayButton(guest, day(16))).toHaveAccessibleName(/check-out only/);
    await expect(dayButton(guest, day(17))).toBeDisabled();
  } finally {
    await guestContext.close();
  }
});
