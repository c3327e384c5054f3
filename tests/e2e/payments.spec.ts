// Issue 23 end to end, owner and guest each on their own phone: the host confirms a guest's request and records the
// deposit with the one-thumb sheet; the guest then finds in My Bookings the balance due, the bank details and the
// QR code to pay it, still there offline after a reload, and downloads the invoice: a real PDF naming its number and
// the booking's total.
//
// Nights: the host's own villa (seed-host.ts) in month +12 (nights.ts); the bank details are the shared ones
// (payments.ts), so the specs that set them never disagree.
import { bookingReference } from "../../src/domain/booking-reference.ts";
import type { Booking } from "../../src/domain/schemas/booking.ts";
import { hostVillaId, openAsStaff, signInHost, staffApi } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForServiceWorkerControl } from "./network.ts";
import { monthStay } from "./nights.ts";
import { englishDate, euros, listSaved, readPdf, saveBankDetails } from "./payments.ts";
import { createBooking, openSignedIn, registerGuest } from "./session.ts";

const PHONE = { width: 360, height: 740 };
const invoiceMoney = (amount: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(amount);

test("the owner confirms and records the deposit on a phone; the guest sees the balance with its QR code, offline too, and downloads the invoice", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  await saveBankDetails(request);
  const host = await signInHost(request);
  const villaId = await hostVillaId(request, host);
  const guest = await registerGuest(request, { prefix: "payments", fullName: `Greta Gast ${Date.now()}` });
  const day = 1 + ((testInfo.retry * 7 + Math.floor(Math.random() * 5)) % 24);
  const created = await createBooking(request, guest, { ...monthStay(12, day, 3), villaId });
  const reference = bookingReference(created.id);

  await test.step("the owner confirms the request and records the deposit, prefilled, on a phone", async () => {
    await page.setViewportSize(PHONE);
    await openAsStaff(page, host, `/en/admin/bookings?booking=${created.id}`);
    await waitForPage(page);
    const details = page.getByRole("dialog", { name: `Booking #${reference}` });
    await expect(details).toBeVisible();
    await details.getByRole("button", { name: /^Confirm/ }).click();
    await page
      .getByRole("dialog", { name: "Confirm this booking?" })
      .getByRole("button", { name: "Confirm", exact: true })
      .click();
    // Confirming brings the owner back to the list; the booking opens again from its link.
    await expect(details).toBeHidden();
    await page.goto(`/en/admin/bookings?booking=${created.id}`);
    const deposit = details.locator("[data-schedule-line=DEPOSIT]");
    await expect(deposit).toContainText("Due");

    await details.getByRole("button", { name: "Record payment" }).click();
    const sheet = page.getByRole("dialog", { name: "Record payment" });
    const confirmed = await staffApi<Booking>(request, host, "GET", `/bookings/${created.id}`);
    const amount = confirmed.payments.schedule[0]?.amount ?? 0;
    await expect(sheet.getByLabel(/^Amount received/)).toHaveValue(
      Number.isInteger(amount) ? String(amount) : amount.toFixed(2),
    );
    await sheet.getByRole("button", { name: "Record payment" }).click();
    await expect(sheet).toBeHidden();
    await expect(deposit).toContainText("Paid");
  });

  const booking = await staffApi<Booking>(request, host, "GET", `/bookings/${created.id}`);
  const balance = booking.payments.schedule[1];
  if (!balance || balance.kind !== "BALANCE") throw new Error("a stay a year ahead has a deposit and a balance");
  expect(booking.payments.paidTotal).toBe(booking.payments.schedule[0]?.amount);

  const guestContext = await browser.newContext({
    viewport: PHONE,
    serviceWorkers: "allow",
    acceptDownloads: true,
    locale: "en-US",
    timezoneId: "Africa/Cairo",
  });
  try {
    const phone = await guestContext.newPage();
    await phone.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const details = phone.getByRole("dialog", { name: `Booking #${reference}` });
    const qrName = `QR code to pay ${euros(balance.amount)} by bank transfer`;
    const openDetails = async () => {
      await phone.locator(`[data-booking-details="${created.id}"]:visible`).click();
      await expect(details).toBeVisible();
    };

    await test.step("the guest sees the balance due, where to pay it and its QR code", async () => {
      await openSignedIn(phone, guest, "/en/my-bookings");
      await waitForPage(phone);
      await waitForServiceWorkerControl(phone);
      await expect(
        phone
          .getByRole("list", { name: "Your bookings" })
          .getByText(`Balance: ${euros(balance.amount)} due by ${englishDate(balance.dueDate, "medium")}`),
      ).toBeVisible();
      await openDetails();
      const where = details.getByTestId("where-to-pay");
      await expect(where).toContainText("DE89 3704 0044 0532 0130 00");
      await expect(where.getByRole("img", { name: qrName })).toBeVisible();
      await details.getByRole("button", { name: "Close" }).last().click();
    });

    await test.step("offline, after a reload, the same balance and QR code", async () => {
      await expect.poll(() => listSaved(phone)).toBe(true);
      await goOffline(guestContext);
      await phone.reload();
      await waitForPage(phone);
      await openDetails();
      await expect(details.locator('[data-schedule-kind="BALANCE"]')).toContainText(euros(balance.amount));
      await expect(details.getByTestId("where-to-pay").getByRole("img", { name: qrName })).toBeVisible();
      await details.getByRole("button", { name: "Close" }).last().click();
      await goOnline(guestContext);
    });

    await test.step("back online, the invoice downloads: a PDF with its number and the booking's total", async () => {
      await openDetails();
      const [download] = await Promise.all([
        phone.waitForEvent("download"),
        details.getByRole("button", { name: "Download invoice" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`invoice-${booking.invoiceNumber}.pdf`);
      const pdf = await readPdf(await download.path());
      expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.bytes.subarray(-8).toString("latin1")).toContain("%%EOF");
      expect(pdf.text).toContain(booking.invoiceNumber ?? "no number");
      expect(pdf.text).toContain(invoiceMoney(booking.totalPrice).replace(/[\u00a0\u202f]/g, " "));
      expect(pdf.text).toContain(guest.fullName);
    });
  } finally {
    await guestContext.close();
  }
});
