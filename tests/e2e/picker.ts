// The booking page's date picker as browser tests drive it, in English: the dialog, a day of its own month (the
// 42-cell grids also show neighbouring months' days), the price under a day, and paging to a month.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const picker = (page: Page): Locator => page.getByRole("dialog", { name: "Select dates" });

const dayCell = (page: Page, isoDate: string): Locator =>
  picker(page).locator(`td[data-day="${isoDate}"]:not([data-outside])`);

export const dayButton = (page: Page, isoDate: string): Locator => dayCell(page, isoDate).locator("button");

export const dayPrice = (page: Page, isoDate: string): Locator => dayCell(page, isoDate).getByTestId("day-price");

/** Clicks Next month until the month of `isoDate` shows (at most two years ahead). */
export async function showMonthOf(page: Page, isoDate: string): Promise<void> {
  const next = picker(page).getByRole("button", { name: "Next month" });
  for (let clicks = 0; clicks < 26; clicks++) {
    await expect(next).not.toHaveAttribute("aria-disabled", "true");
    if (await dayCell(page, isoDate).isVisible()) return;
    await next.click();
  }
  throw new Error(`The picker never showed ${isoDate}`);
}
