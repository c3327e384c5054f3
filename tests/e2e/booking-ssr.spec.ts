// The booking page is rendered by the server per request (src/server/web/booking-page.ts): its HTML already shows
// the villa from the database in the page's language, the app hydrates it without a mismatch and without asking
// the API again, and the guest's saved draft comes back after hydration (an owner's edit showing on the next request:
// main-villa-edits.spec.ts).
import { addMonths, villaToday } from "../../src/domain/dates.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { firstVilla } from "./session.ts";

interface Villa {
  id: string;
  title: string;
  description: string | null;
}

const month = addMonths(villaToday(), 4).slice(0, 8);
const STAY = { checkIn: `${month}07`, checkOut: `${month}10` };

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the booking page is the villa's whole page in its language", async ({ page, request }) => {
    const villa = await firstVilla<Villa>(request, "ru");
    // The seeded villa's own Russian words (its content), not the English ones.
    expect(villa.title).not.toBe((await firstVilla<Villa>(request)).title);
    expect(villa.title).toMatch(/[А-Яа-я]/);
    const response = await page.goto("/ru/booking");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.locator("main h1")).toHaveText(villa.title);
    expect(await page.title()).toContain(villa.title);
    await expect(page.getByRole("heading", { name: "Запросите бронирование" })).toBeVisible();
    if (villa.description) await expect(page.locator("main")).toContainText(villa.description.slice(0, 60));
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the link's dates and guests are in the card already", async ({ page }) => {
    await page.goto(`/en/booking?checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&guests=3`);
    await expect(page.getByTestId("booking-check-in")).not.toHaveText("Add date");
    await expect(page.getByTestId("booking-check-out")).not.toHaveText("Add date");
    await expect(page.locator("aside").getByLabel("Guests")).toHaveValue("3");
  });
});

test.describe("with JavaScript", () => {
  test("hydrates without an error and without fetching the villa again", async ({ page, pageErrors, request }) => {
    const villa = await firstVilla<Villa>(request);
    const villaCalls: string[] = [];
    page.on("request", (sent) => {
      const { pathname } = new URL(sent.url());
      // The villa's rates (pricing and seasons, DESIGN 7.1) are the card's to ask for: the page does not print them.
      const rates = /^\/api\/villas\/[^/]+\/(?:pricing|seasons)$/.test(pathname);
      if ((pathname.startsWith("/api/villas") && !rates) || pathname === "/api/settings/site")
        villaCalls.push(sent.url());
    });
    await page.goto("/en/booking");
    await waitForPage(page);
    await expect(page.locator("main h1")).toHaveText(villa.title);
    // The app responds: the dates box opens the picker.
    await page.getByTestId("stay-dates").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(villaCalls).toEqual([]);
    expect(pageErrors.list()).toEqual([]);
  });

  test("a saved draft comes back after hydration, without a mismatch", async ({ page, pageErrors }) => {
    await page.addInitScript((draft) => localStorage.setItem("booking_form_data", JSON.stringify(draft)), {
      ...STAY,
      totalGuests: 2,
      phone: "+49 151 23456789",
      dateOfBirth: "1988-04-12",
      paymentMethod: "BANK_TRANSFER",
      notes: "Late arrival",
    });
    await page.goto("/en/booking");
    await waitForPage(page);
    const card = page.locator("aside");
    await expect(card.getByLabel("Phone number")).toHaveValue("+49 151 23456789");
    await expect(card.getByLabel("Guests")).toHaveValue("2");
    await expect(page.getByTestId("booking-check-in")).not.toHaveText("Add date");
    await expect(card.getByLabel(/Notes/)).toHaveValue("Late arrival");
    expect(pageErrors.list()).toEqual([]);
  });
});
