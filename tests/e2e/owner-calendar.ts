// Steps in the owner's calendar (/{lang}/admin/villas/{id}/calendar) for browser tests, in English: select nights
// with two taps, then price, block or unblock them from the sheet. Other specs reuse them ("as the owner, set price P
// and minimum stay M on nights X..Y and block nights Z..W", then check the guest's side), so each step waits for
// its toast and for the calendar to show the change before it returns.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { addDays, addMonths } from "../../src/domain/dates.ts";
import { staffApi, type StaffSession } from "./admin-session.ts";
import { expect, waitForPage } from "./fixtures.ts";
import { openSignedIn } from "./session.ts";

/** Nights X..Y: the first and the last night, both included (the sheet's words, not a check-out day). */
export interface Nights {
  first: string;
  last: string;
}

/** The owner's calendar of `villaId` with the month of `night` first, signed in as `owner` (host or admin). */
export async function openOwnerCalendar(
  page: Page,
  owner: StaffSession,
  villaId: string,
  night: string,
  language = "en",
): Promise<void> {
  await openSignedIn(page, owner, `/${language}/admin/villas/${villaId}/calendar?month=${night.slice(0, 7)}`);
  await waitForPage(page);
  await expect(nightButton(page, night)).toBeVisible();
}

/** A night's button, in whichever layout the screen shows (agenda on a phone, grid on a wide screen). */
export function nightButton(page: Page, night: string): Locator {
  return page.locator(`[data-night="${night}"]:visible`);
}

/** The range sheet (a bottom sheet on a phone). */
export function rangeSheet(page: Page): Locator {
  return page.locator("dialog[open]");
}

/** Taps the first night, then the last: the sheet opens on them. */
export async function selectNights(page: Page, nights: Nights): Promise<Locator> {
  await nightButton(page, nights.first).click();
  await expect(nightButton(page, nights.first)).toHaveAttribute("aria-pressed", "true");
  await nightButton(page, nights.last).click();
  const sheet = rangeSheet(page);
  await expect(sheet).toBeVisible();
  return sheet;
}

async function expectSuccessToast(page: Page, title: string): Promise<void> {
  const toast = page.locator('[role="status"][data-kind="success"], [role="alert"][data-kind="success"]');
  const item = toast.filter({ hasText: title }).last();
  await expect(item).toBeVisible();
  // Dismissed as a phone user would: it sits over the bottom of the screen, where the next buttons are.
  await item.getByRole("button").click();
  await expect(toast.filter({ hasText: title })).toHaveCount(0);
}

/** Sets the price per night and the minimum stay (null: the villa's) of the nights, through the sheet. */
export async function setPriceInCalendar(
  page: Page,
  nights: Nights,
  price: number,
  minStay: number | null,
): Promise<void> {
  const sheet = await selectNights(page, nights);
  await sheet.getByLabel("Price per night (EUR)").fill(String(price));
  await sheet.getByLabel("Minimum stay (nights)").fill(minStay === null ? "" : String(minStay));
  await sheet.getByRole("button", { name: "Save price" }).click();
  await expectSuccessToast(page, "Price and minimum stay saved");
  await expect(sheet).toBeHidden();
  const shown = new Intl.NumberFormat("en", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(
    price,
  );
  await expect(nightButton(page, nights.first)).toContainText(shown);
  await expect(nightButton(page, nights.last)).toContainText(shown);
}

/** Blocks the nights with `note`, through the sheet. */
export async function blockInCalendar(page: Page, nights: Nights, note: string): Promise<void> {
  const sheet = await selectNights(page, nights);
  await sheet.getByLabel("Note (only you see it)").fill(note);
  await sheet.getByRole("button", { name: "Block", exact: true }).click();
  await expectSuccessToast(page, "Nights blocked");
  await expect(sheet).toBeHidden();
  await expect(nightButton(page, nights.first)).toContainText(`Blocked: ${note}`);
  await expect(nightButton(page, nights.last)).toContainText(`Blocked: ${note}`);
}

/** Removes the owner's blocks the nights touch, through the sheet. */
export async function unblockInCalendar(page: Page, nights: Nights): Promise<void> {
  const sheet = await selectNights(page, nights);
  await sheet.getByRole("button", { name: /^Unblock/ }).click();
  await expectSuccessToast(page, "removed");
  await expect(sheet).toBeHidden();
  await expect(nightButton(page, nights.first)).toContainText("Free");
}

/**
 * The whole owner's part of a guest-side test: open the calendar, price nights `priced` at `price` with a minimum
 * stay of `minStay`, and block nights `blocked` with `note`. Both ranges must be free of stays and manual blocks
 * (clearOwnerBlocks first when a previous run may have left one).
 */
export async function ownerPricesAndBlocks(
  page: Page,
  owner: StaffSession,
  villaId: string,
  plan: { priced: Nights; price: number; minStay: number | null; blocked: Nights; note: string },
): Promise<void> {
  await openOwnerCalendar(page, owner, villaId, plan.priced.first);
  await setPriceInCalendar(page, plan.priced, plan.price, plan.minStay);
  if (plan.blocked.first.slice(0, 7) !== plan.priced.first.slice(0, 7)) {
    await openOwnerCalendar(page, owner, villaId, plan.blocked.first);
  }
  await blockInCalendar(page, plan.blocked, plan.note);
}

interface CalendarBlockData {
  kind: "MANUAL" | "IMPORTED";
  id: string | null;
}

/** Through the API: removes the owner's manual blocks on the nights [from, to) (a failed earlier run's leftovers). */
export async function clearOwnerBlocks(
  request: APIRequestContext,
  owner: StaffSession,
  villaId: string,
  from: string,
  to: string,
): Promise<void> {
  const { blocks } = await staffApi<{ blocks: CalendarBlockData[] }>(
    request,
    owner,
    "GET",
    `/villas/${villaId}/calendar?from=${from}&to=${to}&detail=1`,
  );
  for (const block of blocks) {
    if (block.kind !== "MANUAL" || block.id === null) continue;
    const response = await request.delete(`/api/villas/${villaId}/blocks/${block.id}`, {
      headers: { Authorization: `Bearer ${owner.accessToken}` },
    });
    expect([200, 404]).toContain(response.status());
  }
}

/** Night `day` (1-based) of the month `monthsAhead` months from `today`, as the calendar's data-night. */
export function nightOf(today: string, monthsAhead: number, day: number): string {
  return addDays(addMonths(today, monthsAhead), day - 1);
}
