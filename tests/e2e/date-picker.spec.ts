// The date picker against the real API and the pages that open it (SPEC 2 "Date picker modal", SPEC 7 booked
// dates): the server's booked nights refused, back-to-back stays allowed, the chosen stay handed to the teaser and
// the booking form. The dialog's own rules (past days, loading, failure, the months asked for) are component tests:
// tests/components/date-picker-dialog.component.test.tsx.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { addMonths, daysBetween, villaToday } from "../../src/domain/dates.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { firstVillaId } from "./session.ts";

const TODAY = villaToday();
// Far enough ahead that no other browser test books these nights.
const MONTH = addMonths(TODAY, 5);
const day = (n: number) => `${MONTH.slice(0, 8)}${String(n).padStart(2, "0")}`;
// Two stays of someone else: the nights of the 10th to the 13th, and of the 20th and 21st.
const OTHER_STAYS = [
  { checkIn: day(10), checkOut: day(14) },
  { checkIn: day(20), checkOut: day(22) },
];

/** Registers a guest and requests the two stays; a stay another worker already booked is just as good. */
async function bookOtherStays(request: APIRequestContext): Promise<void> {
  const villaId = await firstVillaId(request);
  const email = `picker-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.villa.test`;
  const registered = await request.post("/api/auth/register", {
    data: { email, password: "Picker-Guest-1", fullName: "Picker Guest" },
  });
  expect(registered.status()).toBe(201);
  const { data } = (await registered.json()) as { data: { accessToken: string } };
  for (const stay of OTHER_STAYS) {
    const booked = await request.post("/api/bookings", {
      headers: { Authorization: `Bearer ${data.accessToken}` },
      data: {
        villaId,
        ...stay,
        totalGuests: 2,
        phone: "+4915112345678",
        dateOfBirth: "1985-06-15",
        paymentMethod: "BANK_TRANSFER",
        notes: "",
      },
    });
    if (booked.status() !== 201) {
      expect(booked.status(), await booked.text()).toBe(409);
      expect(((await booked.json()) as { code: string }).code).toBe("DATES_UNAVAILABLE");
    }
  }
}

const teaser = (page: Page) => page.getByRole("region", { name: "Choose your dates, the villa is yours" });
const picker = (page: Page) => page.getByRole("dialog", { name: "Select dates" });
/** A day of the month it belongs to (the 42-cell grids also show neighbouring months' days). */
const dayButton = (page: Page, isoDate: string): Locator =>
  picker(page).locator(`td[data-day="${isoDate}"]:not([data-outside]) button`);

async function openPicker(page: Page): Promise<void> {
  await page.goto("/en");
  await waitForPage(page);
  await teaser(page)
    .getByRole("button", { name: /Check-in/ })
    .click();
  await expect(picker(page)).toBeVisible();
}

/** Clicks Next month until `month` is the first one shown, waiting out each load (navigation is off meanwhile). */
async function showMonth(page: Page, month: string): Promise<void> {
  const next = picker(page).getByRole("button", { name: "Next month" });
  const clicks = Math.round(daysBetween(addMonths(TODAY, 0), month) / 30.44);
  for (let i = 0; i < clicks; i++) {
    await expect(next).not.toHaveAttribute("aria-disabled", "true");
    await next.click();
  }
  await expect(picker(page).getByText("Loading available dates...")).toBeHidden();
  await expect(picker(page).locator(`td[data-day="${month}"]:not([data-outside])`).first()).toBeVisible();
}

const summary = (page: Page) => ({
  checkIn: picker(page).getByTestId("picker-check-in"),
  checkOut: picker(page).getByTestId("picker-check-out"),
});

test.describe("the date picker", () => {
  test.beforeAll(async ({ request }) => {
    await bookOtherStays(request);
  });

  test("on the booking page, in Russian: it starts from the form's stay and speaks the page's language", async ({
    page,
    pageErrors,
  }) => {
    // A stay held in the booking form's draft (never sent), before the other guest's nights.
    await page.goto("/ru/404");
    await page.evaluate(
      (stay) => localStorage.setItem("booking_form_data", JSON.stringify({ ...stay, totalGuests: 2 })),
      { checkIn: day(2), checkOut: day(5) },
    );
    await page.goto("/ru/booking");
    await waitForPage(page);
    await page.getByTestId("stay-dates").click();
    const dialog = page.getByRole("dialog", { name: "Выберите даты" });
    await expect(dialog).toBeVisible();
    const dayOf = (isoDate: string) => dialog.locator(`td[data-day="${isoDate}"]:not([data-outside]) button`);
    await expect(dialog.getByText("Загрузка свободных дат...")).toBeHidden();
    // Russian calendars start on Monday, with their two-letter day names (English keeps SPEC 2's Sun to Sat).
    await expect(dialog.locator("thead tr").first().locator("th")).toHaveText(
      ["пн", "вт", "ср", "чт", "пт", "сб", "вс"],
      {
        useInnerText: true,
      },
    );
    await expect(dialog.getByText("3 ночи")).toBeVisible();
    await expect(dayOf(day(11))).toBeDisabled();
    await expect(dialog.getByRole("list", { name: "Условные обозначения" }).getByRole("listitem")).toHaveText([
      "Занято",
      "Выбрано",
      "Под каждым днём — цена ночи в евро",
    ]);
    // Each free night's price under its day, written the Russian way (no currency sign: the legend says euros).
    await expect(dialog.locator(`td[data-day="${day(2)}"]:not([data-outside])`).getByTestId("day-price")).toHaveText(
      /^\d[\d\s]*$/,
    );
    await dialog.getByRole("button", { name: "Сбросить даты" }).click();
    await expect(dialog.getByTestId("picker-check-in")).toHaveText("Не выбрано");
    await expect(dialog.getByRole("button", { name: "Подтвердить даты" })).toBeDisabled();
    await dayOf(day(6)).click();
    await dayOf(day(7)).click();
    await expect(dialog.getByText("1 ночь", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Подтвердить даты" }).click();
    await expect(dialog).toBeHidden();
    // The pair goes back to the form (and its draft).
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem("booking_form_data") ?? "{}") as object);
    expect(draft).toMatchObject({ checkIn: day(6), checkOut: day(7) });
    expect(pageErrors.list()).toEqual([]);
  });

  test("allows a stay that ends the day another begins, and one that begins the day another ends", async ({
    page,
    pageErrors,
  }) => {
    await openPicker(page);
    await showMonth(page, MONTH);
    await dayButton(page, day(5)).click();
    // The 10th starts someone else's stay: it can still be our check-out day.
    await expect(dayButton(page, day(10))).toBeEnabled();
    await expect(dayButton(page, day(10))).toHaveAccessibleName(/check-out only$/);
    await expect(dayButton(page, day(11))).toBeDisabled();
    await dayButton(page, day(10)).click();
    await expect(picker(page).getByText("5 nights")).toBeVisible();
    await expect(dayButton(page, day(10))).toHaveAccessibleName(/check-out/);

    // With both days set, the booked 10th is no longer offered.
    await expect(dayButton(page, day(12))).toBeDisabled();
    await dayButton(page, day(14)).click();
    await dayButton(page, day(15)).click();
    await expect(picker(page).getByText("1 night", { exact: true })).toBeVisible();

    await dayButton(page, day(5)).click();
    await dayButton(page, day(10)).click();
    await picker(page).getByRole("button", { name: "Confirm dates" }).click();
    await expect(picker(page)).toBeHidden();
    await expect(teaser(page).getByRole("button", { name: /Check-in/ })).toBeFocused();
    await expect(teaser(page).getByRole("link", { name: "Book Now" })).toHaveAttribute(
      "href",
      `/en/booking?checkIn=${day(5)}&checkOut=${day(10)}&guests=2`,
    );

    // Reopened, it starts from the confirmed stay; Clear dates empties it.
    await teaser(page)
      .getByRole("button", { name: /Check-in/ })
      .click();
    await expect(picker(page).getByText("5 nights")).toBeVisible();
    await picker(page).getByRole("button", { name: "Clear dates" }).click();
    await expect(summary(page).checkIn).toHaveText("Not selected");
    await expect(summary(page).checkOut).toHaveText("Not selected");
    await expect(picker(page).getByRole("button", { name: "Confirm dates" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(picker(page)).toBeHidden();
    expect(pageErrors.list()).toEqual([]);
  });

  // Two months stacked are taller than a phone's screen: the Confirm button stays pinned to the bottom of the dialog.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    test(`on a ${viewport.width}x${viewport.height} phone, Confirm is in view without scrolling`, async ({
      page,
      pageErrors,
    }) => {
      await page.setViewportSize(viewport);
      await openPicker(page);
      await showMonth(page, MONTH);
      const confirm = picker(page).getByRole("button", { name: "Confirm dates" });
      await expect(confirm).toBeInViewport({ ratio: 1 });
      // Still there after the calendar is scrolled, and once the stay is chosen it confirms from where it is.
      await dayButton(page, day(24)).click();
      await dayButton(page, day(27)).click();
      await expect(picker(page).getByText("3 nights")).toBeVisible();
      await expect(confirm).toBeInViewport({ ratio: 1 });
      await expect(picker(page).getByRole("button", { name: "Clear dates" })).toBeInViewport({ ratio: 1 });
      const box = await confirm.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await confirm.click();
      await expect(picker(page)).toBeHidden();
      await expect(teaser(page).getByRole("link", { name: "Book Now" })).toHaveAttribute(
        "href",
        `/en/booking?checkIn=${day(24)}&checkOut=${day(27)}&guests=2`,
      );
      expect(pageErrors.list()).toEqual([]);
    });
  }
});
