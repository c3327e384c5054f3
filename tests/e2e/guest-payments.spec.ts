// The guest always knows what to pay (issue 23, DESIGN 7.2), on a phone-size page: once the owner has confirmed and
// recorded the deposit, My Bookings says the balance is due, and its details show the schedule, the owner's bank
// details and the SEPA QR code for the balance; offline too, from the saved list and the precached QR library; the
// cancel dialog tells what cancelling would refund; in Russian nothing runs off a 360 px screen.
// It sets the owner's bank details (shared by the whole server) to the same values each run. Nights: month 10, days
// 13-16 (nights.ts).
import type { APIRequestContext } from "@playwright/test";
import { villaToday } from "../../src/domain/dates.ts";
import { bookingReference } from "../../src/domain/booking-reference.ts";
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { signInAdmin, staffApi } from "./admin-session.ts";
import { axeViolations } from "./axe.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForServiceWorkerControl } from "./network.ts";
import { monthStay } from "./nights.ts";
import { englishDate, euros, listSaved, saveBankDetails } from "./payments.ts";
import { createBooking, openSignedIn, registerGuest } from "./session.ts";

test.use({ serviceWorkers: "allow", viewport: { width: 360, height: 780 } });

const date = englishDate;

async function adminCall(request: APIRequestContext, method: "put" | "post", path: string, data: object = {}) {
  return staffApi(request, await signInAdmin(request), method === "put" ? "PUT" : "POST", path, data);
}

test("after the deposit, the guest sees the balance due with its QR code, online and offline, on a phone", async ({
  page,
  context,
  request,
  pageErrors,
}) => {
  test.slow();
  await saveBankDetails(request);
  const guest = await registerGuest(request, { prefix: "guest-payments" });
  const created = await createBooking(request, guest, monthStay(10, 13, 3));
  const confirmed = (await adminCall(request, "put", `/bookings/${created.id}/confirm`)) as Booking;
  const [deposit, balance] = confirmed.payments.schedule;
  if (!deposit || !balance) throw new Error("a stay months ahead has a deposit and a balance");
  await adminCall(request, "post", `/bookings/${created.id}/payments`, {
    amount: deposit.amount,
    receivedOn: villaToday(),
    method: "BANK_TRANSFER",
  });
  const reference = `Booking ${bookingReference(created.id)}, invoice ${confirmed.invoiceNumber ?? ""}`;
  const qrName = `QR code to pay ${euros(balance.amount)} by bank transfer`;
  const details = page.getByRole("dialog", { name: `Booking #${bookingReference(created.id)}` });

  const openDetails = async (dialog = details) => {
    await page.locator(`[data-booking-details="${created.id}"]:visible`).click();
    await expect(dialog).toBeVisible();
  };

  await test.step("the card says the balance is due, and by when", async () => {
    await openSignedIn(page, guest, "/en/my-bookings");
    await waitForPage(page);
    await waitForServiceWorkerControl(page);
    await expect(
      // A phone shows the cards (the table is there for wide screens, hidden).
      page
        .getByRole("list", { name: "Your bookings" })
        .getByText(`Balance: ${euros(balance.amount)} due by ${date(balance.dueDate, "medium")}`),
    ).toBeVisible();
  });

  await test.step("the details show the schedule, the bank details and a QR code large enough to scan", async () => {
    await openDetails();
    const depositLine = details.locator('[data-schedule-kind="DEPOSIT"]');
    await expect(depositLine).toContainText("Paid");
    const balanceLine = details.locator('[data-schedule-kind="BALANCE"]');
    await expect(balanceLine).toContainText("Due");
    await expect(balanceLine).toContainText(`Due by ${date(balance.dueDate, "long")}`);
    const where = details.getByTestId("where-to-pay");
    await expect(where).toContainText(`Pay ${euros(balance.amount)} (Balance) by bank transfer to:`);
    await expect(where).toContainText("DE89 3704 0044 0532 0130 00");
    await expect(where).toContainText(reference);
    const qr = where.getByRole("img", { name: qrName });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(180);
    for (const copy of await where.getByRole("button", { name: /^Copy / }).all()) {
      const target = await copy.boundingBox();
      expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(44);
    }
    // Contrast, names and structure of the whole payment block, badges and QR code included.
    expect(await axeViolations(page, { include: "dialog[open]" })).toEqual([]);
    await details.getByRole("button", { name: "Close" }).last().click();
  });

  await test.step("offline, the saved list shows the same, QR code included, and the cancel dialog's refund", async () => {
    await expect.poll(() => listSaved(page)).toBe(true);
    await goOffline(context);
    await page.reload();
    await waitForPage(page);
    await openDetails();
    await expect(details.getByTestId("where-to-pay").getByRole("img", { name: qrName })).toBeVisible();
    await details.getByRole("button", { name: "Cancel this booking" }).click();
    const cancel = page.getByRole("dialog", { name: `Cancel booking #${bookingReference(created.id)}?` });
    // Months ahead: free, so the whole deposit comes back.
    await expect(cancel.getByTestId("cancellation-money")).toHaveText(
      `You have paid ${euros(deposit.amount)}. ${euros(deposit.amount)} will be refunded.`,
    );
    await cancel.getByRole("button", { name: "Keep booking" }).click();
    await goOnline(context);
  });

  await test.step("in Russian on 360 px, the details fit the screen", async () => {
    await page.goto("/ru/my-bookings");
    await waitForPage(page);
    const russian = page.getByRole("dialog");
    await openDetails(russian);
    await expect(russian.getByTestId("where-to-pay").getByRole("img")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("details-ru-360.png"), fullPage: false });
    const overflow = await page.evaluate(() => {
      const dialog = document.querySelector("dialog[open]");
      const wide = [...(dialog?.querySelectorAll("*") ?? [])].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      );
      return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        elements: wide.map((element) => `${element.tagName} ${(element.textContent ?? "").slice(0, 40)}`),
      };
    });
    expect(overflow).toEqual({ page: 0, elements: [] });
  });
  // Offline, the browser logs the requests that failed (the app then used its saved data): only a script error counts.
  expect(pageErrors.list().filter((error) => error.startsWith("page error"))).toEqual([]);
});
