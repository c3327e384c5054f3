// The villa's rates and rules on a 360 x 740 phone (DESIGN 7.1, issue 22): the owner raises the weekend rate and
// gives a weekly discount, adds a season, is refused one that shares nights with it (the message names the other
// season, in Russian too), edits one and deletes one. The spec prices a villa of its own (inactive, so no public page
// or parallel spec sees it) and its seasons lie 60 to 120 days ahead.
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, villaToday } from "../../src/domain/dates.ts";
import { openAsStaff, signInAdmin, staffApi, type StaffSession } from "./admin-session.ts";
import { axeViolations } from "./axe.ts";
import { expect, test, waitForPage } from "./fixtures.ts";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const TODAY = villaToday();
const SUMMER = { start: addDays(TODAY, 60), last: addDays(TODAY, 89) };
const GALA = { start: addDays(TODAY, 100), last: addDays(TODAY, 102) };

interface Pricing {
  weekendRate: number | null;
  weeklyDiscountPercent: number;
}
interface Season {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  nightlyRate: number;
}

async function newVilla(request: APIRequestContext, admin: StaffSession): Promise<string> {
  const stamp = Date.now().toString(36);
  const villa = await staffApi<{ id: string }>(request, admin, "POST", "/villas", {
    title: `Rates villa ${stamp}`,
    address: "3 Marina Road",
    city: "Hurghada",
    pricePerNight: 200,
    maxGuests: 6,
    isActive: false,
  });
  return villa.id;
}

/** A success toast is shown, then dismissed: on a phone the stack may lie over the next button the test presses. */
async function toastSeen(page: Page, title: string) {
  const toast = page.getByRole("status").filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toBeHidden();
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("an owner prices the villa and its seasons on a phone", async ({ page, request, pageErrors }) => {
  test.slow();
  const admin = await signInAdmin(request);
  const villaId = await newVilla(request, admin);
  await openAsStaff(page, admin, `/en/admin/villas/${villaId}`);
  await waitForPage(page);
  await page.getByRole("link", { name: "Rates and rules" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rates and rules" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No seasons yet" })).toBeVisible();

  // Weekend rate and weekly discount; the example follows the form before it is saved.
  const example = page.getByTestId("stay-example");
  await expect(example).toContainText("A stay of 7 nights for 2 guests");
  const before = await example.textContent();
  await page.getByLabel("Weekend rate (EUR)").fill("260");
  await page.getByLabel("Weekly discount (%), from 7 nights").fill("10");
  await expect(example).not.toHaveText(before ?? "");
  await expect(example).toContainText("Discount (10%)");
  const weekend = page.getByRole("group", { name: "Weekend nights" });
  await expect(weekend.getByRole("checkbox", { name: "Friday" })).toBeChecked();
  for (const box of await weekend.locator("label").all()) {
    expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await noHorizontalScroll(page);
  expect(await axeViolations(page, { include: "main" })).toEqual([]);

  // A broken field is refused in the browser, at the field, with the domain's rule.
  const cleaning = page.getByLabel("Cleaning fee (EUR)");
  await cleaning.fill("");
  await page.getByRole("button", { name: "Save rates" }).click();
  await expect(cleaning).toBeFocused();
  await expect(cleaning).toHaveAccessibleDescription(/A fee must be from 0 to 10000/);
  await cleaning.fill("150");
  await page.getByRole("button", { name: "Save rates" }).click();
  await toastSeen(page, "Rates saved");
  const pricing = await staffApi<Pricing>(request, admin, "GET", `/villas/${villaId}/pricing`);
  expect(pricing).toMatchObject({ weekendRate: 260, weeklyDiscountPercent: 10 });

  // A season.
  await page.getByRole("button", { name: "Add a season" }).click();
  let dialog = page.getByRole("dialog", { name: "Add a season" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Season name").fill("Summer");
  await dialog.getByLabel("First night").fill(SUMMER.start);
  await dialog.getByLabel("Last night").fill(SUMMER.last);
  await dialog.getByLabel("Nightly rate (EUR)").fill("300");
  await dialog.getByLabel("Only some arrival days").check();
  const arrival = dialog.getByRole("group", { name: "Guests may arrive on" });
  for (const day of ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
    await arrival.getByRole("checkbox", { name: day }).uncheck();
  }
  expect(await axeViolations(page, { include: "dialog[open]" })).toEqual([]);
  await dialog.getByRole("button", { name: "Save season" }).click();
  await toastSeen(page, "Season added");
  await expect(dialog).toBeHidden();
  const summer = page.getByRole("listitem", { name: "Summer" });
  await expect(summer).toContainText("€300");
  await expect(summer).toContainText("30 nights");
  await expect(summer).toContainText("Sat");

  // One that shares its first nights with Summer is refused, naming Summer, at the dates.
  await page.getByRole("button", { name: "Add a season" }).click();
  dialog = page.getByRole("dialog", { name: "Add a season" });
  await dialog.getByLabel("Season name").fill("Gala");
  await dialog.getByLabel("First night").fill(addDays(SUMMER.last, -1));
  await dialog.getByLabel("Last night").fill(GALA.last);
  await dialog.getByLabel("Nightly rate (EUR)").fill("500");
  await dialog.getByRole("button", { name: "Save season" }).click();
  const first = dialog.getByLabel("First night");
  await expect(first).toHaveAccessibleDescription('These dates overlap the season "Summer"');
  await expect(first).toBeFocused();
  await first.fill(GALA.start);
  await dialog.getByRole("button", { name: "Save season" }).click();
  await toastSeen(page, "Season added");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("listitem", { name: "Gala" })).toBeVisible();
  // Date order.
  await expect(page.getByTestId("season-item").first()).toHaveAccessibleName("Summer");

  // Edit Summer's rate.
  await summer.getByRole("button", { name: "Edit season Summer" }).click();
  dialog = page.getByRole("dialog", { name: "Edit season" });
  await expect(dialog.getByLabel("Last night")).toHaveValue(SUMMER.last);
  await dialog.getByLabel("Nightly rate (EUR)").fill("320");
  await dialog.getByRole("button", { name: "Save season" }).click();
  await toastSeen(page, "Season saved");
  await expect(summer).toContainText("€320");

  // Delete Gala, after a confirmation.
  await page.getByRole("button", { name: "Delete season Gala" }).click();
  const confirm = page.getByRole("dialog", { name: 'Delete the season "Gala"?' });
  await confirm.getByRole("button", { name: "Delete season" }).click();
  await expect(page.getByRole("heading", { name: "Seasons", exact: true })).toBeFocused();
  await toastSeen(page, "Season deleted");
  await expect(page.getByRole("listitem", { name: "Gala" })).toBeHidden();

  const seasons = await staffApi<Season[]>(request, admin, "GET", `/villas/${villaId}/seasons`);
  expect(
    seasons.map(({ name, startDate, endDate, nightlyRate }) => ({ name, startDate, endDate, nightlyRate })),
  ).toEqual([{ name: "Summer", startDate: SUMMER.start, endDate: addDays(SUMMER.last, 1), nightlyRate: 320 }]);
  await noHorizontalScroll(page);
  // Chromium itself reports the refused overlap's 409; the page adds nothing to it.
  expect(pageErrors.list()).toEqual([
    "console: Failed to load resource: the server responded with a status of 409 (Conflict)",
  ]);
});

test("in Russian, the page fits the phone and an overlap names the other season", async ({ page, request }) => {
  const admin = await signInAdmin(request);
  const villaId = await newVilla(request, admin);
  await staffApi(request, admin, "POST", `/villas/${villaId}/seasons`, {
    name: "Лето",
    startDate: SUMMER.start,
    endDate: addDays(SUMMER.last, 1),
    nightlyRate: 300,
  });
  await openAsStaff(page, admin, `/ru/admin/villas/${villaId}/rates`);
  await waitForPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Цены и правила" })).toBeVisible();
  // Monday first, as Russian calendars print a week.
  const weekend = page.getByRole("group", { name: "Ночи выходных" });
  await expect(weekend.getByRole("checkbox").first()).toHaveAccessibleName("понедельник");
  await noHorizontalScroll(page);
  expect(await axeViolations(page, { include: "main" })).toEqual([]);

  await page.getByRole("button", { name: "Добавить сезон" }).click();
  const dialog = page.getByRole("dialog", { name: "Добавить сезон" });
  await dialog.getByLabel("Название сезона").fill("Праздники");
  await dialog.getByLabel("Первая ночь").fill(SUMMER.last);
  await dialog.getByLabel("Последняя ночь").fill(GALA.last);
  await dialog.getByLabel("Цена за ночь (EUR)").fill("450");
  await dialog.getByRole("button", { name: "Сохранить сезон" }).click();
  await expect(dialog.getByLabel("Первая ночь")).toHaveAccessibleDescription("Эти даты пересекаются с сезоном «Лето»");
  await noHorizontalScroll(page);
});
