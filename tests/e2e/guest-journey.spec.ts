// The guest journey in one go, the way a visitor lives it: create an account, open the villa page from
// the header, pick free dates in the picker, send the request, find it in My Bookings with the total the card
// showed, and cancel it with a reason. In English and in German; each language books its own nights (months +4
// and +6, which no other spec uses).
import type { Locator, Page } from "@playwright/test";
import { addMonths, villaToday } from "../../src/domain/dates.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { uniqueEmail } from "./session.ts";

const TODAY = villaToday();
const night = (monthsAhead: number, day: number) =>
  `${addMonths(TODAY, monthsAhead).slice(0, 8)}${String(day).padStart(2, "0")}`;

const JOURNEYS = {
  en: {
    stay: { checkIn: night(4, 3), checkOut: night(4, 6) },
    fullName: /^Full name/,
    email: /^Email/,
    password: /^Password/,
    confirm: /^Confirm password/,
    createAccount: "Create Account",
    created: "Account created successfully! Welcome aboard!",
    bookNow: "Book Now",
    confirmDates: "Confirm dates",
    phone: /^Phone number/,
    birth: /^Date of birth/,
    send: "Send booking request",
    sent: "Booking request submitted successfully! We will contact you within 24 hours.",
    accountMenu: "Account menu:",
    myBookings: "My Bookings",
    table: "Your bookings",
    cancelRow: (id: string) => `Cancel booking ${id}`,
    cancelDialog: (id: string) => `Cancel booking #${id}?`,
    reason: "Reason for cancelling (optional)",
    cancel: "Cancel booking",
    cancelledToast: "Booking cancelled",
    cancelled: "Cancelled",
    notifications: "Notifications",
  },
  de: {
    stay: { checkIn: night(6, 7), checkOut: night(6, 9) },
    fullName: /^Vollständiger Name/,
    email: /^E-Mail/,
    password: /^Passwort(?: \*)?$/,
    confirm: /^Passwort bestätigen/,
    createAccount: "Konto erstellen",
    created: "Konto erfolgreich erstellt! Willkommen an Bord!",
    bookNow: "Jetzt buchen",
    confirmDates: "Daten bestätigen",
    phone: /^Telefonnummer/,
    birth: /^Geburtsdatum/,
    send: "Buchungsanfrage senden",
    sent: "Ihre Buchungsanfrage wurde erfolgreich gesendet! Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
    accountMenu: "Kontomenü:",
    myBookings: "Meine Buchungen",
    table: "Ihre Buchungen",
    cancelRow: (id: string) => `Buchung stornieren: Nr. ${id}`,
    cancelDialog: (id: string) => `Buchung Nr. ${id} stornieren?`,
    reason: "Grund der Stornierung (optional)",
    cancel: "Buchung stornieren",
    cancelledToast: "Buchung storniert",
    cancelled: "Storniert",
    notifications: "Benachrichtigungen",
  },
} as const;

const euros = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);

const picker = (page: Page) => page.getByRole("dialog");
const dayButton = (page: Page, isoDate: string): Locator =>
  picker(page).locator(`td[data-day="${isoDate}"]:not([data-outside]) button`);

/** Moves the open picker forward until the month of `isoDate` shows, waiting out each month's booked-dates load. */
async function showMonthOf(page: Page, isoDate: string): Promise<void> {
  const next = picker(page).locator("nav button").last();
  for (let clicks = 0; clicks < 14; clicks++) {
    await expect(next).not.toHaveAttribute("aria-disabled", "true");
    if (await picker(page).locator(`td[data-day="${isoDate}"]:not([data-outside])`).isVisible()) return;
    await next.click();
  }
  throw new Error(`The picker never showed ${isoDate}`);
}

/** The price text on screen as a number ("€623", "623 €"). */
const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d.,]/g, "").replace(/[.,](?=\d{3}\b)/g, ""));

for (const [lang, x] of Object.entries(JOURNEYS) as [
  keyof typeof JOURNEYS,
  (typeof JOURNEYS)[keyof typeof JOURNEYS],
][]) {
  test(`${lang}: register, pick free dates, book, find the request with its total in My Bookings, cancel it with a reason`, async ({
    page,
    pageErrors,
  }) => {
    test.slow();
    const fullName = lang === "en" ? "Journey Guest" : "Reise Gast";
    const firstName = fullName.split(" ")[0] ?? fullName;

    // 1. An account, made on the register page.
    await page.goto(`/${lang}/register`);
    await waitForPage(page);
    const form = page.getByRole("main").locator("form");
    await form.getByLabel(x.fullName).fill(fullName);
    await form.getByLabel(x.email).fill(uniqueEmail(`journey-${lang}`));
    await form.getByLabel(x.password).fill("Journey-Pass-1");
    await form.getByLabel(x.confirm).fill("Journey-Pass-1");
    await form.getByRole("button", { name: x.createAccount }).click();
    await expect(page.getByRole("region", { name: x.notifications }).getByText(x.created)).toBeVisible();
    const accountButton = page.getByRole("banner").getByRole("button", { name: `${x.accountMenu} ${firstName}` });
    await expect(accountButton).toBeVisible();

    // 2. The villa page from the header, free dates from the picker, the form filled in.
    await page.getByRole("banner").getByRole("link", { name: x.bookNow }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/booking`));
    await page.getByTestId("stay-dates").click();
    await expect(picker(page)).toBeVisible();
    await showMonthOf(page, x.stay.checkIn);
    await dayButton(page, x.stay.checkIn).click();
    await dayButton(page, x.stay.checkOut).click();
    await picker(page).getByRole("button", { name: x.confirmDates }).click();
    await expect(picker(page)).toBeHidden();
    const card = page.locator("aside");
    await card.getByLabel(x.phone).fill("+49 151 23456789");
    await card.getByLabel(x.birth).fill("1986-09-21");
    const shownTotal = amountOf(await page.getByTestId("booking-total").textContent());
    expect(shownTotal).toBeGreaterThan(0);

    // 3. The request.
    await card.getByRole("button", { name: x.send }).click();
    await expect(page.getByRole("region", { name: x.notifications }).getByText(x.sent)).toBeVisible();
    await expect(page.getByTestId("booking-sent-total")).toHaveText(euros(lang, shownTotal));

    // 4. My Bookings from the account menu: the request is there, pending, with the total the card showed.
    await accountButton.click();
    await page.getByRole("banner").getByRole("link", { name: x.myBookings }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/my-bookings`));
    const table = page.getByRole("table", { name: x.table });
    const row = table.getByRole("row").filter({ hasText: euros(lang, shownTotal) });
    await expect(row).toHaveCount(1);
    const shortId = ((await row.textContent()) ?? "").match(/#([0-9A-F]{8})/)?.[1];
    expect(shortId).toMatch(/^[0-9A-F]{8}$/);
    const id = shortId ?? "";

    // 5. Cancelled with a reason, and shown so.
    await row.getByRole("button", { name: x.cancelRow(id) }).click();
    const dialog = page.getByRole("dialog", { name: x.cancelDialog(id) });
    await dialog.getByRole("textbox", { name: x.reason }).fill("Plans changed");
    await dialog.getByRole("button", { name: x.cancel, exact: true }).click();
    await expect(page.getByRole("region", { name: x.notifications }).getByText(x.cancelledToast)).toBeVisible();
    await expect(row.getByText(x.cancelled, { exact: true })).toBeVisible();
    await expect(row).toContainText("Plans changed");

    // What the server stored agrees with every screen: the total the card quoted, now cancelled with the reason.
    const stored = await page.evaluate(async (checkIn) => {
      const response = await fetch("/api/bookings/my?limit=50", {
        headers: { Authorization: `Bearer ${localStorage.getItem("accessToken") ?? ""}` },
      });
      const body = (await response.json()) as {
        data: { checkIn: string; totalPrice: number; status: string; cancellationReason: string | null }[];
      };
      return body.data.find((booking) => booking.checkIn === checkIn) ?? null;
    }, x.stay.checkIn);
    expect(stored).toMatchObject({ totalPrice: shownTotal, status: "CANCELLED", cancellationReason: "Plans changed" });
    expect(pageErrors.list()).toEqual([]);
  });
}
