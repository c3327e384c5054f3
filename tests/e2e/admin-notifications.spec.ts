// The back office's notification outbox: a guest's booking request writes the owner's and the
// guest's mails; the browser-test server has no SMTP_URL, so they are kept, not sent. The admin finds the guest's
// mail — in the guest's language — opens it and reads its text; "Notifications on this phone" says plainly when
// this browser cannot take notifications (the specs run without a service worker). Stays at +24..+26 days.
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { openAsStaff, signInAdmin, staffApi, type StaffSession } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { monthStay } from "./nights.ts";
import { firstVillaId, registerGuest } from "./session.ts";

interface Listed {
  id: string;
  kind: string;
  recipient: string;
  status: string;
  subject: string;
}

const PAGE_SIZE = 20;

/** The outbox row of `kind` to `recipient`, once the worker has settled it (kept: no mail server here). */
async function keptMail(
  request: APIRequestContext,
  admin: StaffSession,
  recipient: string,
  kind: string,
): Promise<{ mail: Listed; index: number }> {
  let found: { mail: Listed; index: number } | undefined;
  await expect
    .poll(
      async () => {
        const list = await staffApi<Listed[]>(request, admin, "GET", "/notifications?limit=100");
        const index = list.findIndex((n) => n.recipient === recipient && n.kind === kind);
        const mail = list[index];
        found = mail ? { mail, index } : undefined;
        return mail?.status;
      },
      { timeout: 20_000 },
    )
    .toBe("kept");
  if (!found) throw new Error(`no ${kind} mail to ${recipient}`);
  return found;
}

/** Opens the list page holding the row; newer notifications from parallel specs can only push it further down. */
async function openPageWith(page: Page, admin: StaffSession, index: number, id: string) {
  const item = page.locator(`[data-notification-id="${id}"]`);
  for (
    let pageNumber = Math.floor(index / PAGE_SIZE) + 1;
    pageNumber <= Math.floor(index / PAGE_SIZE) + 3;
    pageNumber++
  ) {
    await openAsStaff(page, admin, `/en/admin/notifications${pageNumber > 1 ? `?page=${pageNumber}` : ""}`);
    await waitForPage(page);
    await expect(page.locator("[data-notification-id]").first()).toBeVisible();
    if ((await item.count()) > 0) return item;
  }
  throw new Error(`notification ${id} is not listed`);
}

test.describe("notification outbox on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the guest's mail about a new request is listed as kept and opens to its text in the guest's language", async ({
    page,
    request,
    pageErrors,
  }) => {
    const admin = await signInAdmin(request);
    const guest = await registerGuest(request, { prefix: "outbox", fullName: "Camille Outbox" });
    const response = await request.post("/api/bookings", {
      headers: { Authorization: `Bearer ${guest.accessToken}`, "X-Language": "fr" },
      data: {
        villaId: await firstVillaId(request),
        ...monthStay(6, 20 + 3 * test.info().retry, 2),
        totalGuests: 2,
        phone: "+33612345678",
        dateOfBirth: "1988-04-02",
        paymentMethod: "BANK_TRANSFER",
        notes: "",
      },
    });
    expect(response.status(), await response.text()).toBe(201);

    const { mail, index } = await keptMail(request, admin, guest.email, "guest-request-received");
    const item = await openPageWith(page, admin, index, mail.id);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notifications");
    await expect(page).toHaveTitle("Notifications · Red Sea Villa");
    const opener = item.getByRole("button", { name: /Nous avons bien reçu votre demande de réservation/ });
    await expect(opener).toContainText(guest.email);
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await expect(item.getByText("Kept (no mail server)")).toBeVisible();
    await expect(item.getByText("Request received (to the guest)")).toBeVisible();
    await expect(item.getByText("Français")).toBeVisible();

    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const text = item.locator("pre");
    await expect(text).toContainText("Bonjour Camille Outbox,");
    await expect(text).toContainText("Le propriétaire vous répondra sous 24 heures.");
    await expect(text).toHaveAttribute("lang", "fr");

    // Specs run without a service worker: the switch says why it cannot be turned on.
    const pushSwitch = page.getByRole("switch", { name: "Notifications on this phone" });
    await expect(pushSwitch).toBeDisabled();
    await expect(pushSwitch).toHaveAttribute("aria-checked", "false");
    await expect(page.getByText("This browser cannot receive notifications.", { exact: false })).toBeVisible();

    // Nothing wider than the phone, and nothing axe objects to.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);
    expect(pageErrors.list()).toEqual([]);
  });

  test("the back-office menu leads to the outbox", async ({ page, request }) => {
    const admin = await signInAdmin(request);
    await openAsStaff(page, admin, "/fr/admin");
    await waitForPage(page);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/\/fr\/admin\/notifications$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notifications");
    await expect(page.getByRole("switch", { name: "Notifications sur ce téléphone" })).toBeVisible();
  });
});
