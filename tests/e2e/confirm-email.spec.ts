// The link that confirms a guest's e-mail address: every mail to an unconfirmed guest carries it; the
// page it opens confirms the address at once and says so in the mail's language; a damaged link says it does not
// work. The browser-test server keeps mails in the outbox, where the admin API reads the link. Stays at +680 days.
import type { APIRequestContext } from "@playwright/test";
import { signInAdmin, staffApi } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { monthStay } from "./nights.ts";
import { firstVillaId, registerGuest, type GuestSession } from "./session.ts";

interface Listed {
  id: string;
  kind: string;
  recipient: string;
}

/** The confirmation link (path and query) in the guest's request mail, once the outbox holds it. */
async function confirmationLink(request: APIRequestContext, guest: GuestSession): Promise<string> {
  const admin = await signInAdmin(request);
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await staffApi<Listed[]>(request, admin, "GET", "/notifications?limit=100");
        id = list.find((n) => n.recipient === guest.email && n.kind === "guest-request-received")?.id;
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  const { text } = await staffApi<{ text: string }>(request, admin, "GET", `/notifications/${id}`);
  const link = /https?:\/\/[^/\s]+(\/ru\/confirm-email\?token=[A-Za-z0-9_.-]+)/.exec(text)?.[1];
  if (!link) throw new Error(`no confirmation link in: ${text}`);
  return link;
}

test("a guest follows the link in their mail: the page confirms the address, in the mail's language", async ({
  page,
  request,
  pageErrors,
}) => {
  const guest = await registerGuest(request, { prefix: "confirm", fullName: "Мария Подтверждение" });
  const booked = await request.post("/api/bookings", {
    headers: { Authorization: `Bearer ${guest.accessToken}`, "X-Language": "ru" },
    data: {
      villaId: await firstVillaId(request),
      ...monthStay(20, 20 + 3 * test.info().retry, 2),
      totalGuests: 2,
      phone: "+79161234567",
      dateOfBirth: "1990-03-08",
      paymentMethod: "BANK_TRANSFER",
      notes: "",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const link = await confirmationLink(request, guest);
  await page.goto(link);
  await waitForPage(page);
  const section = page.locator("section[data-outcome]");
  await expect(section).toHaveAttribute("data-outcome", "confirmed");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ваш адрес электронной почты подтверждён");
  await expect(section.getByRole("status")).toHaveText(
    `Спасибо. Мы и дальше будем писать вам о ваших бронированиях на адрес ${guest.email}.`,
  );
  await expect(section.getByRole("link", { name: "Мои бронирования" })).toHaveAttribute("href", "/ru/my-bookings");
  expect(pageErrors.list()).toEqual([]);
});

test("a damaged link says plainly that it does not work", async ({ page, pageErrors }) => {
  await page.goto("/de/confirm-email?token=bm90LWEtdG9rZW4.c2lnbmF0dXJl");
  await waitForPage(page);
  const section = page.locator("section[data-outcome]");
  await expect(section).toHaveAttribute("data-outcome", "invalid");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Bestätigungslink funktioniert nicht");
  await expect(section.getByRole("status")).toContainText(
    "Die nächste E-Mail zu einer Buchung enthält einen neuen Link.",
  );
  // The API's 422 is the expected answer here; Chromium reports any failed request on the console.
  expect(pageErrors.list().filter((error) => !error.includes("422"))).toEqual([]);
});
