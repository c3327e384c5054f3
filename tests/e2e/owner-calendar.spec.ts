// The owner's calendar on a 360 x 740 phone (issue 22 item 5): the host opens their villa's calendar from its page,
// selects nights with two taps and sets their price and minimum stay, selects others and blocks them with a note,
// sees both, and unblocks them; the public calendar agrees. Then the same page in Russian (the longest language)
// with the sheet open: nothing wider than the screen, and axe finds nothing.
//
// Shared data: the host's own villa (seed-host.ts), which the public pages never show, in month +24 from the villa's
// today: beyond every other spec's nights (tests/e2e/nights.ts gives months 1-23), and no booking is made here.
import type { APIRequestContext, Page } from "@playwright/test";
import { villaToday } from "../../src/domain/dates.ts";
import { hostVillaId, signInHost } from "./admin-session.ts";
import { axeViolations } from "./axe.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import {
  blockInCalendar,
  clearOwnerBlocks,
  nightButton,
  nightOf,
  openOwnerCalendar,
  selectNights,
  setPriceInCalendar,
  unblockInCalendar,
} from "./owner-calendar.ts";
import { openSignedIn } from "./session.ts";

const PHONE = { width: 360, height: 740 };
const MONTH = 24;

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

async function publicDays(request: APIRequestContext, villaId: string, from: string, to: string) {
  const response = await request.get(`/api/villas/${villaId}/calendar?from=${from}&to=${to}`);
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as { data: { days: { date: string; available: boolean; rate: number; minStay: number }[] } }
  ).data.days;
}

test("on a phone the owner prices nights, blocks others with a note, sees both and unblocks", async ({
  page,
  request,
  pageErrors,
}) => {
  await page.setViewportSize(PHONE);
  const host = await signInHost(request);
  const villaId = await hostVillaId(request, host);
  const today = villaToday();
  const priced = { first: nightOf(today, MONTH, 3), last: nightOf(today, MONTH, 6) };
  const blocked = { first: nightOf(today, MONTH, 10), last: nightOf(today, MONTH, 12) };
  await clearOwnerBlocks(request, host, villaId, nightOf(today, MONTH, 1), nightOf(today, MONTH + 1, 1));
  // A price this run has not set before, so the check below cannot pass on a previous run's season.
  const price = 300 + (Date.now() % 500);

  // From the villa's page, as an owner finds it.
  await openSignedIn(page, host, `/en/admin/villas/${villaId}`);
  await waitForPage(page);
  await page.getByRole("link", { name: "Calendar and prices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calendar and prices" })).toBeVisible();

  await openOwnerCalendar(page, host, villaId, priced.first);
  await expectNoHorizontalScroll(page);
  // The bar says what to tap; Clear selection undoes a first tap.
  await expect(page.getByText("Tap the first night.")).toBeVisible();
  await nightButton(page, priced.first).click();
  await expect(page.getByText("now tap the last night")).toBeVisible();
  await page.getByRole("button", { name: "Clear selection" }).click();
  await expect(nightButton(page, priced.first)).toHaveAttribute("aria-pressed", "false");

  // A price below zero is refused in the sheet, in words, before anything is sent.
  const sheet = await selectNights(page, priced);
  await expect(sheet.getByRole("heading", { name: /4 nights/ })).toBeVisible();
  await sheet.getByLabel("Price per night (EUR)").fill("-5");
  await sheet.getByRole("button", { name: "Save price" }).click();
  await expect(sheet.getByText("Enter a price greater than 0, with at most 2 decimal places")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  await setPriceInCalendar(page, priced, price, 3);
  await expect(nightButton(page, priced.first)).toContainText("min. 3 nights");
  await blockInCalendar(page, blocked, "Family visit");

  // Both are the villa's truth for guests too: the public calendar gives the price and the blocked nights.
  const days = await publicDays(request, villaId, priced.first, nightOf(today, MONTH, 13));
  expect(days.slice(0, 4).map((d) => [d.rate, d.minStay])).toEqual(Array(4).fill([price, 3]));
  expect(days.find((d) => d.date === blocked.first)?.available).toBe(false);
  expect(days.find((d) => d.date === blocked.last)?.available).toBe(false);

  // Blocking over the block again is refused by the sheet itself; unblocking frees the nights.
  const again = await selectNights(page, { first: blocked.first, last: blocked.first });
  await expect(again.getByRole("button", { name: "Block", exact: true })).toBeDisabled();
  await expect(again.getByText("Family visit", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await unblockInCalendar(page, blocked);
  const after = await publicDays(request, villaId, blocked.first, nightOf(today, MONTH, 13));
  expect(after.every((d) => d.available)).toBe(true);
  expect(pageErrors.list()).toEqual([]);
});

test("in Russian on a phone the calendar and its sheet fit the screen and pass axe", async ({ page, request }) => {
  // Two axe scans of a year of nights: more than the default 30 s on a busy two-core runner.
  test.slow();
  await page.setViewportSize(PHONE);
  const host = await signInHost(request);
  const villaId = await hostVillaId(request, host);
  const today = villaToday();
  const night = nightOf(today, MONTH, 20);
  await openOwnerCalendar(page, host, villaId, night, "ru");
  await expect(page.getByRole("heading", { level: 1, name: "Календарь и цены" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await nightButton(page, night).click();
  await nightButton(page, nightOf(today, MONTH, 21)).click();
  const sheet = page.locator("dialog[open]");
  await expect(sheet).toBeVisible();
  // Focus is inside the sheet, and goes back to the night tapped when it closes.
  await expect.poll(() => sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page, { include: "dialog" })).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(nightButton(page, nightOf(today, MONTH, 21))).toBeFocused();
});

test("on a wide screen the months are a grid of nights with their prices, and pass axe", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const host = await signInHost(request);
  const villaId = await hostVillaId(request, host);
  const night = nightOf(villaToday(), MONTH, 25);
  await openOwnerCalendar(page, host, villaId, night);
  // The grid's night, not the agenda's: the agenda is hidden on a wide screen.
  await expect(nightButton(page, night)).toHaveCount(1);
  await expect(nightButton(page, night)).toContainText(/€\d/);
  await expect(page.locator("ul.grid-cols-7").first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});
