// My Bookings as an islands page (src/web/islands/README.md): the build prerenders its heading in each language, the
// browser hydrates its island without the router and without a mismatch, and the island then shows the guest's part:
// the sign-in panel, or the bookings, whose filter and page change the address without a page load. Inside the app
// (a link from a page the app rendered) it is the app's page, as before.
import { expect, test, waitForPage } from "./fixtures.ts";
import { createBooking, openSignedIn, registerGuest } from "./session.ts";
import { addDays, addMonths, villaToday } from "../../src/domain/dates.ts";

const HEADINGS = [
  { lang: "en", heading: "My Bookings" },
  { lang: "fr", heading: "Mes réservations" },
  { lang: "ru", heading: "Мои бронирования" },
  { lang: "de", heading: "Meine Buchungen" },
] as const;

/** The app's own chunks (the router, the routes, the app's start): a page of islands loads none of them. */
const APP_CHUNK = /\/assets\/(?:router|routes|main)-[^/]*\.js$/;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, heading } of HEADINGS) {
    test(`/${lang}/my-bookings has its heading in its language before any script runs`, async ({ page }) => {
      const response = await page.goto(`/${lang}/my-bookings`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("no-cache");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("#app")).toHaveAttribute("data-site-page", "");
      await expect(page.locator("main h1")).toHaveText(heading);
      await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      expect(await page.title()).toContain(heading);
    });
  }

  test("with a filter and a page in the address it is the same page: the island reads them", async ({ page }) => {
    await page.goto("/en/my-bookings?status=PENDING&page=2");
    await expect(page.locator("#app")).toHaveAttribute("data-site-page", "");
    await expect(page.locator("main h1")).toHaveText("My Bookings");
  });
});

test("signed out: the island hydrates without an error or the router, then asks to sign in", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/de/my-bookings?status=PENDING");
  await waitForPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Bitte melden Sie sich an" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meine Buchungen" })).toHaveCount(0);
  const signIn = page.getByRole("main").getByRole("link", { name: "Anmelden" });
  expect(decodeURIComponent((await signIn.getAttribute("href")) ?? "")).toBe(
    "/de/signin?redirect=/de/my-bookings?status=PENDING",
  );
  await expect(page.locator("[data-island='my-bookings']")).toHaveAttribute("data-island-live", "");
  const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
  expect(scripts.filter((name) => APP_CHUNK.test(name))).toEqual([]);
  expect(pageErrors.list()).toEqual([]);
});

test("signed in: the list shows after hydration, and the filter changes the address without a page load", async ({
  page,
  request,
  pageErrors,
}) => {
  const guest = await registerGuest(request, { prefix: "mybookings-islands" });
  const checkIn = addDays(addMonths(villaToday(), 10), 20);
  await createBooking(request, guest, { checkIn, checkOut: addDays(checkIn, 2) });
  await openSignedIn(page, guest, "/en/my-bookings");
  await waitForPage(page);
  await expect(page.locator("#app")).toHaveAttribute("data-site-page", "");
  await expect(page.getByText("1 booking", { exact: true })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.getByRole("combobox", { name: "Filter by status" }).selectOption("CONFIRMED");
  await expect(page).toHaveURL(/\/en\/my-bookings\?status=CONFIRMED$/);
  await expect(page.getByRole("heading", { name: "No bookings found" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/my-bookings$/);
  await expect(page.getByText("1 booking", { exact: true })).toBeVisible();
  // The same document all along: no page was loaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
  expect(scripts.filter((name) => APP_CHUNK.test(name))).toEqual([]);
  expect(pageErrors.list()).toEqual([]);
});

test("inside the app, the account menu's link renders My Bookings in place", async ({ page, request, pageErrors }) => {
  const guest = await registerGuest(request, { prefix: "mybookings-in-app" });
  // The profile is rendered by the app (from the app shell).
  await openSignedIn(page, guest, "/en/profile");
  await waitForPage(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Account menu/ })
    .click();
  await page.getByRole("banner").getByRole("link", { name: "My Bookings" }).click();
  await expect(page).toHaveURL(/\/en\/my-bookings$/);
  await expect(page.getByRole("heading", { name: "No bookings found" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(page.locator("#app")).not.toHaveAttribute("data-site-page", "");
  expect(pageErrors.list()).toEqual([]);
});
