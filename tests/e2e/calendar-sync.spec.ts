// Calendar sync in the back office: the owner sees the villa's export link, adds an Airbnb-style feed
// (served by this spec on 127.0.0.1), syncs it, and the nights it blocks (+27 to +31 days from today) are
// disabled in the public date picker. These dates belong to this spec alone.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { addDays, addMonths, villaToday } from "../../src/domain/dates.ts";
import { openAsStaff, signInAdmin } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { firstVillaId } from "./session.ts";

const TODAY = villaToday();
const BLOCK_START = addDays(TODAY, 27);
const BLOCK_END = addDays(TODAY, 32);
const compact = (isoDate: string) => isoDate.replace(/-/g, "");

const FEED = [
  "BEGIN:VCALENDAR",
  "PRODID:-//Airbnb Inc//Hosting Calendar 1.0.0//EN",
  "CALSCALE:GREGORIAN",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  `DTEND;VALUE=DATE:${compact(BLOCK_END)}`,
  `DTSTART;VALUE=DATE:${compact(BLOCK_START)}`,
  "UID:e2e-calendar-sync@airbnb.com",
  "SUMMARY:Reserved",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let feedServer: Server;
let feedUrl: string;

test.beforeAll(async () => {
  feedServer = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" });
    res.end(FEED);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/airbnb-${Date.now()}.ics`;
});

test.afterAll(async () => {
  feedServer.closeAllConnections();
  await new Promise<void>((resolve) => feedServer.close(() => resolve()));
});

const picker = (page: Page) => page.getByRole("dialog", { name: "Select dates" });
const dayButton = (page: Page, isoDate: string) =>
  picker(page).locator(`td[data-day="${isoDate}"]:not([data-outside]) button`);

test("the owner imports an Airbnb feed and its nights are disabled in the public date picker", async ({
  page,
  request,
  pageErrors,
}) => {
  const admin = await signInAdmin(request);
  const villaId = await firstVillaId(request);
  await openAsStaff(page, admin, `/en/admin/villas/${villaId}`);
  await waitForPage(page);

  // The export link is shown, and it really serves the villa's calendar.
  const exportLink = page.getByLabel("Calendar link (iCal)");
  await expect(exportLink).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await request.get(await exportLink.inputValue());
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  const imports = page.getByRole("region", { name: "Import calendars from other sites" });
  await imports.getByLabel("Name").fill("Airbnb");
  await imports.getByLabel("Calendar address (.ics)").fill(feedUrl);
  await imports.getByRole("button", { name: "Add calendar" }).click();
  await expect(page.getByText("Calendar added and synced")).toBeVisible();
  const item = imports.getByRole("listitem", { name: "Airbnb" });
  await expect(item.getByTestId("blocked-ranges")).toHaveText("1");
  await expect(item.getByText("Never")).toBeHidden();

  await item.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByText("Calendar synced", { exact: true })).toBeVisible();
  await expect(item.getByTestId("blocked-ranges")).toHaveText("1");

  // A guest's view: the imported nights cannot be picked.
  await page.goto("/en");
  await waitForPage(page);
  await page
    .getByRole("region", { name: "Choose your dates, the villa is yours" })
    .getByRole("button", { name: /Check-in/ })
    .click();
  await expect(picker(page)).toBeVisible();
  const months =
    Number(BLOCK_START.slice(0, 4)) * 12 +
    Number(BLOCK_START.slice(5, 7)) -
    (Number(TODAY.slice(0, 4)) * 12 + Number(TODAY.slice(5, 7)));
  const next = picker(page).getByRole("button", { name: "Next month" });
  for (let i = 0; i < months; i++) {
    await expect(next).not.toHaveAttribute("aria-disabled", "true");
    await next.click();
  }
  await expect(picker(page).getByText("Loading available dates...")).toBeHidden();
  await expect(
    picker(page)
      .locator(`td[data-day="${addMonths(BLOCK_START, 0)}"]:not([data-outside])`)
      .first(),
  ).toBeVisible();
  for (let offset = 27; offset <= 31; offset++) await expect(dayButton(page, addDays(TODAY, offset))).toBeDisabled();
  // The check-out day of the imported stay is free, as after any stay.
  await expect(dayButton(page, BLOCK_END)).toBeEnabled();
  expect(pageErrors.list()).toEqual([]);
});
