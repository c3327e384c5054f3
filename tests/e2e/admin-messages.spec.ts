// The back office's messages (SPEC 2): what visitors sent through POST /api/messages — contact messages
// and practical-info questions — newest first, unread/read shown and toggled, opening one marks it read, the
// sender's e-mail as a mailto: reply, kind and language, the Unread filter, paging and the empty state.
// Sends 2 real messages (POST /api/messages allows MESSAGES_PER_10_MINUTES per address; see serve.ts).
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import type { Message } from "../../src/domain/schemas/message.ts";
import { openAsStaff, signInAdmin, staffApi, type StaffSession } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function send(request: APIRequestContext, body: object): Promise<string> {
  const response = await request.post("/api/messages", { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function stored(request: APIRequestContext, admin: StaffSession, id: string): Promise<Message> {
  const list = await staffApi<Message[]>(request, admin, "GET", "/messages?limit=100");
  const message = list.find((m) => m.id === id);
  if (!message) throw new Error(`message ${id} is not listed`);
  return message;
}

const item = (page: Page, id: string) => page.locator(`[data-message-id="${id}"]`);

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe("messages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("newest first, kind and language, opening marks read, reply by e-mail, mark unread, the Unread filter", async ({
    page,
    request,
    pageErrors,
  }) => {
    const admin = await signInAdmin(request);
    const tag = unique();
    const contactId = await send(request, {
      kind: "CONTACT",
      name: `Camille Contact ${tag}`,
      email: `camille.${tag}@example.com`,
      subject: `Transfert aéroport ${tag}`,
      message: "Bonjour,\npouvez-vous organiser le transfert depuis l'aéroport pour quatre personnes ? Merci !",
      language: "fr",
    });
    const questionId = await send(request, {
      kind: "QUESTION",
      name: `Quentin Question ${tag}`,
      email: `quentin.${tag}@example.com`,
      source: "airbnb",
      question: `Is the pool heated in winter? (${tag})`,
      consent: true,
      language: "en",
    });

    await openAsStaff(page, admin, "/en/admin/messages");
    await waitForPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages");
    await expect(page).toHaveTitle("Messages · Red Sea Villa");

    // Newest first: the question was sent after the contact message.
    const order = await page
      .locator("[data-message-id]")
      .evaluateAll((items) => items.map((i) => i.getAttribute("data-message-id")));
    expect(order.indexOf(questionId)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(questionId)).toBeLessThan(order.indexOf(contactId));

    const contact = item(page, contactId);
    const question = item(page, questionId);
    await expect(contact.locator("[data-read-state]")).toHaveText("Unread");
    await expect(contact.locator("[data-kind]")).toHaveText("Contact message");
    await expect(contact.locator("[data-language]")).toHaveText("Language: Français");
    await expect(question.locator("[data-kind]")).toHaveText("Practical-info question");
    await expect(question.locator("[data-language]")).toHaveText("Language: English");
    await expect(
      contact.getByRole("button", { name: `Camille Contact ${tag} Transfert aéroport ${tag}` }),
    ).toHaveAttribute("aria-expanded", "false");

    // Opening an unread message shows it whole and marks it read, on screen and on the server.
    await contact.getByRole("button", { name: new RegExp(`^Camille Contact ${tag}`) }).click();
    await expect(contact.getByText("pouvez-vous organiser le transfert")).toBeVisible();
    await expect(contact.locator("[data-read-state]")).toHaveText("Read");
    await expect.poll(async () => (await stored(request, admin, contactId)).readAt).not.toBeNull();
    const reply = contact.getByRole("link", { name: `Reply to camille.${tag}@example.com` });
    await expect(reply).toHaveAttribute(
      "href",
      `mailto:camille.${tag}@example.com?subject=${encodeURIComponent(`Re: Transfert aéroport ${tag}`)}`,
    );
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // Back to unread with the button.
    await contact.getByRole("button", { name: "Mark as unread" }).click();
    await expect(contact.locator("[data-read-state]")).toHaveText("Unread");
    await expect.poll(async () => (await stored(request, admin, contactId)).readAt).toBeNull();

    // A question opens with where the sender heard of the villa, and a reply subject from its text.
    await question.getByRole("button", { name: new RegExp(`^Quentin Question ${tag}`) }).click();
    await expect(question).toContainText("Heard about the villa through: Airbnb");
    await expect(question.getByRole("link", { name: /^Reply to/ })).toHaveAttribute(
      "href",
      `mailto:quentin.${tag}@example.com?subject=${encodeURIComponent(`Re: Is the pool heated in winter? (${tag})`)}`,
    );

    // The Unread filter: the contact message (unread again) is there, the question (read by opening) is not.
    await page
      .getByRole("group", { name: "Show" })
      .getByRole("button", { name: /^Unread/ })
      .click();
    await expect(page).toHaveURL("/en/admin/messages?unread=true");
    await expect(item(page, contactId)).toBeVisible();
    await expect(item(page, questionId)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Unread/ })).toHaveAttribute("aria-pressed", "true");
    // The count on the filter is the API's number of unread messages.
    await expect(async () => {
      const unread = await request.get("/api/messages?unread=true&limit=1", {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
      });
      const total = ((await unread.json()) as { pagination: { total: number } }).pagination.total;
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(page.locator("[data-figure=unreadCount]")).toHaveText(String(total), { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });

    // Marked read under the filter, it stays in place until the list is fetched again.
    await item(page, contactId).getByRole("button", { name: "Mark as read" }).click();
    await expect(item(page, contactId).locator("[data-read-state]")).toHaveText("Read");
    await page.reload();
    await waitForPage(page);
    await expect(page.locator("[data-message-id]").first().or(page.getByText("No unread messages"))).toBeVisible();
    await expect(item(page, contactId)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    expect(pageErrors.list()).toEqual([]);
  });
});

// ---- answers given by the test: paging and the empty state do not depend on the shared database ---------------

function fakeMessage(n: number): Message {
  const created = new Date(Date.UTC(2026, 0, 1, 12, 0, 0) - n * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    kind: n % 2 ? "QUESTION" : "CONTACT",
    name: `Expéditeur ${n}`,
    email: `sender${n}@example.com`,
    subject: n % 2 ? null : `Sujet ${n}`,
    message: `Texte du message ${n}`,
    source: n % 2 ? "google" : null,
    language: "fr",
    consentAt: n % 2 ? created : null,
    readAt: n % 3 ? created : null,
    createdAt: created,
  };
}

test.describe("messages answered by the test", () => {
  test("in French: 20 a page with Previous / Next, an empty Unread filter, and a failed mark that is undone", async ({
    page,
    request,
  }) => {
    const admin = await signInAdmin(request);
    const asked: string[] = [];
    await page.route("**/api/messages?*", async (route) => {
      const url = new URL(route.request().url());
      asked.push(url.search);
      const pageNumber = Number(url.searchParams.get("page") ?? "1");
      const limit = Number(url.searchParams.get("limit") ?? "20");
      if (url.searchParams.get("unread") === "true") {
        await route.fulfill({
          json: { success: true, data: [], pagination: { page: pageNumber, limit, total: 0, totalPages: 0 } },
        });
        return;
      }
      const items = Array.from({ length: pageNumber < 3 ? 20 : 5 }, (_, i) =>
        fakeMessage((pageNumber - 1) * 20 + i + 1),
      );
      await route.fulfill({
        json: { success: true, data: items, pagination: { page: pageNumber, limit, total: 45, totalPages: 3 } },
      });
    });
    await page.route("**/api/messages/*/read", (route) =>
      route.fulfill({
        status: 403,
        json: { success: false, code: "FORBIDDEN", message: "You do not have permission to do this" },
      }),
    );

    await openAsStaff(page, admin, "/fr/admin/messages");
    await waitForPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messagerie");
    await expect(page.locator("[data-message-id]")).toHaveCount(20);
    expect(asked).toContain("?page=1&limit=20");
    await expect(page.getByText("45 messages reçus")).toBeVisible();
    await expect(page.getByText("Page 1 sur 3")).toBeVisible();

    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page).toHaveURL("/fr/admin/messages?page=2");
    await expect(page.getByText("Page 2 sur 3")).toBeVisible();
    await expect(page.locator("[data-message-id]").first()).toContainText("Expéditeur 21");
    expect(asked).toContain("?page=2&limit=20");

    // The server refuses: the message goes back to unread and a toast says why.
    const first = page.locator("[data-message-id]").first();
    await expect(first.locator("[data-read-state]")).toHaveText("Non lu");
    await first.getByRole("button", { name: "Marquer comme lu" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Impossible de mettre à jour le message" })).toBeVisible();
    await expect(first.locator("[data-read-state]")).toHaveText("Non lu");

    await page
      .getByRole("group", { name: "Afficher" })
      .getByRole("button", { name: /^Messages non lus/ })
      .click();
    await expect(page).toHaveURL("/fr/admin/messages?unread=true");
    await expect(page.getByText("Aucun message non lu")).toBeVisible();
    await page.getByRole("button", { name: "Afficher tous les messages" }).click();
    await expect(page).toHaveURL("/fr/admin/messages");
    await expect(page.locator("[data-message-id]")).toHaveCount(20);
  });
});
