// The back office's villas against the real API (SPEC 2 "Admin villas", SPEC 5 "Admin villa edit", SPEC 8 admin
// toasts, DESIGN 4 roles): the list for an admin (every villa) and a host (only their own), the detail with its
// two tabs and a booking made here, "Villa not found", and the edit form — pictures added, refused, previewed,
// reordered and removed, and a saved change the public villa page then shows. In English on a desktop and in German
// on a 390 x 844 phone. Each SPEC 5 rule refusing the form is the component test's (villa-edit-form).
//
// Shared data: the first villa is read by every spec running in parallel, so only its description is changed
// here (a marker appended, the original put back in `finally`). Riskier edits use the host's villa, which the
// public page never shows. Bookings of this spec lie in months +22..+23 (its date window).
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_HOST } from "./accounts.ts";
import { signInStaff as signIn } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { monthStay } from "./nights.ts";
import { createBooking, firstVilla, openSignedIn, registerGuest, type GuestSession } from "./session.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface ApiVilla {
  id: string;
  ownerId: string;
  title: string;
  description: string | null;
  address: string;
  city: string;
  country: string;
  pricePerNight: number;
  maxGuests: number;
  bedrooms: number;
  bathrooms: number;
  amenities: string[];
  images: string[];
  status: string;
  isActive: boolean;
}

const auth = (session: GuestSession) => ({ Authorization: `Bearer ${session.accessToken}` });

async function hostVilla(request: APIRequestContext, host: GuestSession): Promise<ApiVilla> {
  const response = await request.get("/api/villas/my", { headers: auth(host) });
  expect(response.ok()).toBe(true);
  const villa = ((await response.json()) as { data: ApiVilla[] }).data.find((v) => v.title === E2E_HOST.villaTitle);
  if (!villa) throw new Error("the host's villa is missing");
  return villa;
}

async function villaById(request: APIRequestContext, session: GuestSession, id: string): Promise<ApiVilla> {
  const response = await request.get(`/api/villas/${id}`, { headers: auth(session) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiVilla }).data;
}

async function putDescription(
  request: APIRequestContext,
  session: GuestSession,
  id: string,
  description: string | null,
) {
  const response = await request.put(`/api/villas/${id}`, { headers: auth(session), data: { description } });
  expect(response.ok(), await response.text()).toBe(true);
}

const euros = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const toasts = (page: Page) => page.getByRole("region", { name: /^(Notifications|Benachrichtigungen)$/ });
const toast = (page: Page, title: string) => toasts(page).locator("[data-kind]").filter({ hasText: title });
/** A form field by its label; required fields' labels end with a " *" mark. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}(?: \\*)?$`));
const villaCard = (page: Page, title: string) =>
  page.getByRole("main").getByRole("article", { name: title, exact: true });

/** Closes every toast: on a phone they cover the bottom of the screen, where the form's buttons are. */
async function dismissToasts(page: Page): Promise<void> {
  const buttons = toasts(page).getByRole("button");
  // A toast may close by itself between the count and the click.
  while ((await buttons.count()) > 0)
    await buttons
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
}

/** The message shown under a field (tied to it through aria-describedby). */
async function fieldError(input: Locator): Promise<string> {
  const ids = ((await input.getAttribute("aria-describedby")) ?? "")
    .split(/\s+/)
    .filter((id) => id.endsWith("-problem"));
  if (ids.length === 0) return "";
  return ((await input.page().locator(`[id="${ids[0]}"]`).textContent()) ?? "").trim();
}

async function noHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

async function axeClean(page: Page): Promise<void> {
  expect(await axeViolations(page, { include: "main" })).toEqual([]);
}

/** Counts the PUTs the page sends to the villa, to prove a refused form sends nothing. */
function countVillaPuts(page: Page, villaId: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname === `/api/villas/${villaId}`) count += 1;
  });
  return () => count;
}

test.describe("villa list", () => {
  test("an admin's list: every villa as a card with View and Edit, the empty and error states; Villa not found (English)", async ({
    page,
    request,
    pageErrors,
  }) => {
    await test.step("an admin sees every villa as a card with its figures, View and Edit (desktop, English)", async () => {
      await page.setViewportSize(DESKTOP);
      const admin = await signIn(request, E2E_ADMIN);
      const villa = await firstVilla<ApiVilla>(request);
      await openSignedIn(page, admin, "/en/admin/villas");
      await waitForPage(page);
      await expect(page.getByRole("heading", { level: 1, name: "Villas" })).toBeVisible();

      const card = villaCard(page, villa.title);
      await expect(card).toBeVisible();
      await expect(card.locator("[data-status]")).toHaveAttribute(
        "data-status",
        villa.isActive ? villa.status : "INACTIVE",
      );
      await expect(card).toContainText(`${villa.city}, ${villa.country}`);
      await expect(card).toContainText(`${villa.bedrooms} bedrooms`);
      await expect(card).toContainText(`${villa.bathrooms} bathrooms`);
      await expect(card).toContainText(`Up to ${villa.maxGuests} guests`);
      await expect(card).toContainText(`${euros("en", villa.pricePerNight)} per night`);
      await expect(card.getByRole("link", { name: "View" })).toHaveAttribute("href", `/en/admin/villas/${villa.id}`);
      await expect(card.getByRole("link", { name: "Edit" })).toHaveAttribute(
        "href",
        `/en/admin/villas/${villa.id}/edit`,
      );
      // An admin's list holds other owners' villas too.
      await expect(villaCard(page, E2E_HOST.villaTitle)).toBeVisible();

      // Refresh asks the server again.
      const again = page.waitForRequest((r) => r.method() === "GET" && new URL(r.url()).pathname === "/api/villas");
      await page.getByRole("button", { name: "Refresh" }).click();
      await again;
      await expect(villaCard(page, villa.title)).toBeVisible();

      await card.getByRole("link", { name: "View" }).click();
      await expect(page).toHaveURL(`/en/admin/villas/${villa.id}`);
      await expect(page.getByRole("heading", { level: 1, name: villa.title })).toBeVisible();
      expect(pageErrors.list()).toEqual([]);
    });

    await test.step("the empty text and the error panel (English)", async () => {
      const admin = await signIn(request, E2E_ADMIN);
      await page.route(
        (url) => url.pathname === "/api/villas",
        (route) =>
          route.fulfill({
            json: { success: true, data: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 0 } },
          }),
        { times: 1 },
      );
      await openSignedIn(page, admin, "/en/admin/villas");
      await expect(page.getByRole("heading", { name: "No villas found" })).toBeVisible();

      await page.route(
        (url) => url.pathname === "/api/villas",
        (route) => route.fulfill({ status: 403, json: { success: false, code: "FORBIDDEN", message: "Forbidden" } }),
        { times: 1 },
      );
      await page.getByRole("button", { name: "Refresh" }).click();
      const panel = page.getByRole("alert").filter({ hasText: "Failed to fetch villas" });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText("Access denied");
      // Try Again reaches the real server, which answers.
      await panel.getByRole("button", { name: "Try Again" }).click();
      await expect(panel).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    });

    await test.step("Villa not found in English for a random id", async () => {
      const admin = await signIn(request, E2E_ADMIN);
      await openSignedIn(page, admin, `/en/admin/villas/${crypto.randomUUID()}`);
      await expect(page.getByRole("heading", { level: 1, name: "Villa not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to villas" })).toHaveAttribute("href", "/en/admin/villas");
    });
  });

  test("a host's list and villa: only their own, its bookings tab, Villa not found (German, phone)", async ({
    page,
    request,
  }) => {
    await test.step("a host sees only their own villa, on a phone, in German", async () => {
      await page.setViewportSize(PHONE);
      const host = await signIn(request, E2E_HOST);
      const own = await hostVilla(request, host);
      const first = await firstVilla<ApiVilla>(request);
      await openSignedIn(page, host, "/de/admin/villas");
      await waitForPage(page);
      await expect(page.getByRole("heading", { level: 1, name: "Meine Villen" })).toBeVisible();
      const card = villaCard(page, own.title);
      await expect(card).toBeVisible();
      await expect(card).toContainText(`${own.bedrooms} Schlafzimmer`);
      await expect(card).toContainText(`${euros("de", own.pricePerNight)} pro Nacht`);
      await expect(card.getByRole("link", { name: "Bearbeiten" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
      await expect(villaCard(page, first.title)).toHaveCount(0);
      await noHorizontalScroll(page);

      // Another owner's villa is not theirs to manage, even by its address.
      await page.goto(`/de/admin/villas/${first.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Villa nicht gefunden" })).toBeVisible();
    });

    await test.step("No Bookings Yet for the host's villa; Villa not found for an unknown id (German, phone)", async () => {
      await page.setViewportSize(PHONE);
      const host = await signIn(request, E2E_HOST);
      const own = await hostVilla(request, host);
      const listed = await request.get(`/api/bookings?villaId=${own.id}&limit=50`, { headers: auth(host) });
      const total = ((await listed.json()) as { pagination: { total: number } }).pagination.total;
      await openSignedIn(page, host, `/de/admin/villas/${own.id}?tab=bookings`);
      await expect(page.getByRole("heading", { level: 1, name: own.title })).toBeVisible();
      await expect(page.getByRole("tab", { name: /^Buchungen \(\d+\)$/ })).toHaveAttribute("aria-selected", "true");
      // Other specs book the host's villa too; with none yet, the tab says so.
      if (total === 0) await expect(page.getByRole("heading", { name: "Noch keine Buchungen" })).toBeVisible();
      else await expect(page.getByRole("article").first()).toBeVisible();
      await page.getByRole("tab", { name: "Villendetails" }).click();
      await expect(page).not.toHaveURL(/tab=/);
      await expect(page.getByRole("tabpanel")).toContainText("Sichtbarkeit");
      await noHorizontalScroll(page);

      await page.goto(`/de/admin/villas/${crypto.randomUUID()}`);
      await expect(page.getByRole("heading", { level: 1, name: "Villa nicht gefunden" })).toBeVisible();
      await page.getByRole("link", { name: "Zurück zu den Villen" }).click();
      await expect(page).toHaveURL("/de/admin/villas");
      await expect(page.getByRole("heading", { level: 1, name: "Meine Villen" })).toBeVisible();
    });
  });
});

test.describe("villa detail", () => {
  test("tabs Villa Details and Bookings (n) with a booking made here: table on a desktop, cards on a phone", async ({
    page,
    request,
  }) => {
    // Axe and the round trip to the public page take a while on a busy machine.
    test.slow();
    await page.setViewportSize(DESKTOP);
    const admin = await signIn(request, E2E_ADMIN);
    const villa = await firstVilla<ApiVilla>(request);
    const guest = await registerGuest(request, { prefix: "admin-villas", fullName: "Villa Tab Guest" });
    // Nights of their own for each repeat and retry of this test (a retry finds the first attempt's booking).
    const { repeatEachIndex, retry } = test.info();
    const booking = await createBooking(request, guest, {
      ...monthStay(22, 1 + 4 * (repeatEachIndex * 3 + retry), 3),
      totalGuests: 3,
    });

    await openSignedIn(page, admin, `/en/admin/villas/${villa.id}`);
    await expect(page.getByRole("heading", { level: 1, name: villa.title })).toBeVisible();
    const header = page.getByRole("main").locator("header").first();
    await expect(header).toContainText(villa.address);
    await expect(header).toContainText(`${villa.city}, ${villa.country}`);
    await expect(header).toContainText(`ID: ${villa.id.slice(0, 8)}`);
    await expect(page.getByRole("link", { name: "Edit Villa" })).toHaveAttribute(
      "href",
      `/en/admin/villas/${villa.id}/edit`,
    );

    const details = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: "Villa Details" })).toHaveAttribute("aria-selected", "true");
    await expect(details.getByRole("img", { name: `${villa.title}, main picture` })).toBeVisible();
    await expect(details.getByText(`${villa.images.length - 1} more pictures`)).toBeVisible();
    await expect(details.getByRole("heading", { name: `Amenities (${villa.amenities.length})` })).toBeVisible();
    await expect(details.getByText("Air conditioning")).toBeVisible();
    await expect(details.getByText("Active", { exact: true })).toBeVisible();
    await expect(details).toContainText(euros("en", villa.pricePerNight));

    const listed = await request.get(`/api/bookings?villaId=${villa.id}&limit=50`, { headers: auth(admin) });
    const total = ((await listed.json()) as { pagination: { total: number } }).pagination.total;
    const bookingsTab = page.getByRole("tab", { name: /^Bookings \(\d+\)$/ });
    // The count is what the API held a moment ago, or more if a parallel test booked since.
    const shown = Number(/\((\d+)\)/.exec((await bookingsTab.textContent()) ?? "")?.[1]);
    expect(shown).toBeGreaterThanOrEqual(total);
    await bookingsTab.click();
    await expect(page).toHaveURL(/\?tab=bookings$/);
    const table = page.getByRole("table", { name: "Bookings of this villa" });
    const row = table.getByRole("row", { name: /Villa Tab Guest/ }).filter({ hasText: guest.email });
    await expect(row).toContainText(euros("en", booking.totalPrice));
    await expect(row).toContainText("Pending");
    await expect(row.getByRole("cell").nth(2)).toHaveText("3");

    await page.setViewportSize(PHONE);
    await expect(table).toBeHidden();
    const card = page.getByRole("article", { name: "Villa Tab Guest" }).filter({ hasText: guest.email });
    await expect(card).toBeVisible();
    await expect(card).toContainText(euros("en", booking.totalPrice));
    await expect(card.locator("[data-status]")).toHaveAttribute("data-status", "PENDING");
    await noHorizontalScroll(page);

    // The tab is in the address: a reload opens it again.
    await page.reload();
    await expect(page.getByRole("tab", { name: /^Bookings \(\d+\)$/ })).toHaveAttribute("aria-selected", "true");
    await axeClean(page);
  });
});

test.describe("villa edit", () => {
  test("a failed load says so and Try Again recovers; a changed description is saved and shown on the public page (English)", async ({
    page,
    request,
    pageErrors,
  }) => {
    // Axe and the round trip to the public page take a while on a busy machine.
    test.slow();

    await test.step("a load that fails says so: Failed to load villa / Please try again or contact support. (English)", async () => {
      const admin = await signIn(request, E2E_ADMIN);
      const villa = await firstVilla<ApiVilla>(request);
      await page.route(
        (url) => url.pathname === `/api/villas/${villa.id}`,
        (route) => route.fulfill({ status: 403, json: { success: false, code: "FORBIDDEN", message: "Forbidden" } }),
        { times: 1 },
      );
      await openSignedIn(page, admin, `/en/admin/villas/${villa.id}/edit`);
      await expect(toast(page, "Failed to load villa")).toContainText("Please try again or contact support.");
      const panel = page.getByRole("main").getByRole("alert");
      await expect(panel).toContainText("Failed to load villa");
      await panel.getByRole("button", { name: "Try Again" }).click();
      await expect(toast(page, "Villa loaded successfully!")).toBeVisible();
      await expect(field(page, "Title")).toHaveValue(villa.title);
      // Nothing changed: Cancel goes straight back to the detail.
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(`/en/admin/villas/${villa.id}`);
    });

    await test.step("a changed description is saved and the public villa page shows it (desktop, English)", async () => {
      await page.setViewportSize(DESKTOP);
      const admin = await signIn(request, E2E_ADMIN);
      const villa = await firstVilla<ApiVilla>(request);
      const original = villa.description;
      const marker = `E2E marker ${Date.now().toString(36)}`;
      // The refused load before this step is logged by the browser; only this step's errors count.
      const errorsBefore = pageErrors.list().length;
      try {
        await openSignedIn(page, admin, `/en/admin/villas/${villa.id}/edit`);
        await expect(page.getByRole("heading", { level: 1, name: "Edit Villa" })).toBeVisible();
        await expect(toast(page, "Villa loaded successfully!")).toBeVisible();
        for (const section of ["Basic Information", "Capacity & Pricing", "Settings", "Images (5 added)"]) {
          await expect(page.getByRole("region", { name: section })).toBeVisible();
        }
        await expect(
          page.getByRole("region", { name: `Amenities (${villa.amenities.length} selected)` }),
        ).toBeVisible();
        await expect(field(page, "Title")).toHaveValue(villa.title);
        await expect(field(page, "Price per night (EUR)")).toHaveValue(String(villa.pricePerNight));
        await expect(page.getByRole("checkbox", { name: "Air conditioning" })).toBeChecked();
        await expect(page.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");
        await axeClean(page);

        // Read the description as it is now: a parallel run may not have restored it yet.
        const description = field(page, "Description");
        const current = await description.inputValue();
        await description.fill(`${current}\n\n${marker}`);
        const put = page.waitForRequest(
          (r) => r.method() === "PUT" && new URL(r.url()).pathname === `/api/villas/${villa.id}`,
        );
        await page.getByRole("button", { name: "Save Changes" }).click();
        // Only the changed field is sent: nothing else of the shared villa is touched.
        expect(Object.keys((await put).postDataJSON() as object)).toEqual(["description"]);
        await expect(toast(page, "Villa updated successfully!")).toBeVisible();
        await expect(page).toHaveURL(`/en/admin/villas/${villa.id}`);
        await expect(page.getByRole("tabpanel")).toContainText(marker);

        await page.goto("/en/booking");
        await waitForPage(page);
        await expect(page.getByRole("main")).toContainText(marker);
        expect((await villaById(request, admin, villa.id)).pricePerNight).toBe(villa.pricePerNight);
        expect(pageErrors.list().slice(errorsBefore)).toEqual([]);
      } finally {
        await putDescription(request, admin, villa.id, original);
      }
    });
  });

  test("the host's villa on a phone in German: pictures edited and discarded, then a valid change saved", async ({
    page,
    request,
    baseURL,
  }) => {
    // Two edit sessions in one test, on a busy machine.
    test.slow();

    await test.step("pictures: empty and duplicate URLs refused, a failing preview reported and hidden, reorder, remove, leave without saving (German, phone)", async () => {
      await page.setViewportSize(PHONE);
      const host = await signIn(request, E2E_HOST);
      const own = await hostVilla(request, host);
      const puts = countVillaPuts(page, own.id);
      await openSignedIn(page, host, `/de/admin/villas/${own.id}/edit`);
      await expect(page.getByRole("heading", { level: 1, name: "Villa bearbeiten" })).toBeVisible();
      await expect(toast(page, "Villa erfolgreich geladen!")).toBeVisible();
      const images = page.getByRole("list", { name: "Bilder der Villa" });
      const url = field(page, "Bild-URL");
      const add = page.getByRole("button", { name: "Hinzufügen", exact: true });
      await expect(page.getByRole("region", { name: `Bilder (${own.images.length} hinzugefügt)` })).toBeVisible();

      await add.click();
      await expect(toast(page, "Bitte geben Sie eine Bild-URL ein")).toBeVisible();
      expect(await fieldError(url)).toBe("Bitte geben Sie eine Bild-URL ein");

      const second = `${baseURL}/images/villa/3.jpg`;
      await url.fill(second);
      await url.press("Enter");
      await expect(images.getByRole("listitem")).toHaveCount(own.images.length + 1);
      await expect(url).toHaveValue("");
      await expect(page.getByRole("region", { name: `Bilder (${own.images.length + 1} hinzugefügt)` })).toBeVisible();
      // A new picture shows its preview at once; a working one stays shown.
      await expect(images.getByRole("img", { name: `Vorschau von Bild ${own.images.length + 1}` })).toBeVisible();

      await url.fill(`  ${second} `);
      await add.click();
      await expect(toast(page, "Dieses Bild wurde bereits hinzugefügt")).toBeVisible();
      await expect(images.getByRole("listitem")).toHaveCount(own.images.length + 1);

      // Move the new picture to the top: it becomes the cover and the focus follows it.
      const last = own.images.length + 1;
      for (let position = last; position > 1; position -= 1) {
        await page.getByRole("button", { name: `Bild ${position} nach oben verschieben` }).click();
      }
      await expect(images.getByRole("listitem").first()).toContainText(second);
      await expect(images.getByRole("listitem").first().getByText("Titelbild", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Bild 1 nach unten verschieben" })).toBeFocused();
      await expect(page.getByRole("button", { name: "Bild 1 nach oben verschieben" })).toBeDisabled();
      await expect(images.getByRole("listitem").nth(1)).toContainText(own.images[0] ?? "");
      // Its "Als Titelbild festlegen" button names the word too: the label alone is looked for.
      await expect(images.getByRole("listitem").nth(1).getByText("Titelbild", { exact: true })).toHaveCount(0);

      // A picture that cannot load: the error toast, and the broken image is hidden.
      const broken = `${baseURL}/e2e-missing-${Date.now().toString(36)}.png`;
      await url.fill(broken);
      await add.click();
      await expect(toast(page, "Bildvorschau konnte nicht geladen werden")).toBeVisible();
      const brokenItem = images.getByRole("listitem").filter({ hasText: broken });
      await expect(brokenItem.getByRole("img")).toHaveCount(0);
      await expect(brokenItem).toContainText("Dieses Bild konnte nicht geladen werden");
      await brokenItem.getByRole("button", { name: /Vorschau ausblenden/ }).click();
      await expect(brokenItem.getByRole("button", { name: /Vorschau anzeigen/ })).toHaveAttribute(
        "aria-expanded",
        "false",
      );

      await page.getByRole("button", { name: `Bild ${last + 1} entfernen` }).click();
      await page.getByRole("button", { name: "Bild 1 entfernen" }).click();
      await expect(images.getByRole("listitem")).toHaveCount(own.images.length);
      await expect(images).not.toContainText(second);
      await noHorizontalScroll(page);

      // The order changed back, but an amenity is still changed: leaving asks first.
      await page.getByRole("checkbox", { name: "Kamin" }).check();
      await page.getByRole("link", { name: "Abbrechen" }).click();
      const dialog = page.getByRole("dialog", { name: "Nicht gespeicherte Änderungen verwerfen?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Weiter bearbeiten" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(`/de/admin/villas/${own.id}/edit`);
      await page.getByRole("link", { name: "Abbrechen" }).click();
      await dialog.getByRole("button", { name: "Änderungen verwerfen" }).click();
      await expect(page).toHaveURL(`/de/admin/villas/${own.id}`);

      expect(puts()).toBe(0);
      const after = await villaById(request, host, own.id);
      expect(after.images).toEqual(own.images);
      expect(after.amenities).toEqual(own.amenities);
    });

    await test.step("a valid change saves with Saving..., server field errors show under their field (German, phone, host's villa)", async () => {
      await page.setViewportSize(PHONE);
      const host = await signIn(request, E2E_HOST);
      const own = await hostVilla(request, host);
      const marker = `Geprüft ${Date.now().toString(36)}`;
      try {
        await openSignedIn(page, host, `/de/admin/villas/${own.id}/edit`);
        await expect(toast(page, "Villa erfolgreich geladen!")).toBeVisible();
        const description = field(page, "Beschreibung");
        await description.fill(`${own.description ?? ""} ${marker}`);

        // The server's 422 answer is shown under its field, translated.
        await page.route(
          (url) => url.pathname === `/api/villas/${own.id}`,
          (route) =>
            route.request().method() === "PUT"
              ? route.fulfill({
                  status: 422,
                  json: {
                    success: false,
                    code: "VALIDATION_FAILED",
                    message: "Description must be at most 5000 characters",
                    errors: [{ path: "description", message: "Description must be at most 5000 characters" }],
                  },
                })
              : route.fallback(),
          { times: 1 },
        );
        const save = page.getByRole("button", { name: "Änderungen speichern" });
        await dismissToasts(page);
        await save.click();
        await expect(toast(page, "Villa konnte nicht aktualisiert werden")).toContainText(
          "Die Beschreibung darf höchstens 5000 Zeichen lang sein",
        );
        expect(await fieldError(description)).toBe("Die Beschreibung darf höchstens 5000 Zeichen lang sein");

        // Held at the network: the button says Saving... and the form cannot be sent twice.
        let release: () => void = () => undefined;
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(
          (url) => url.pathname === `/api/villas/${own.id}`,
          async (route) => {
            if (route.request().method() !== "PUT") return route.fallback();
            await released;
            await route.continue();
          },
          { times: 1 },
        );
        await dismissToasts(page);
        await save.click();
        const saving = page.getByRole("button", { name: "Wird gespeichert..." });
        await expect(saving).toBeDisabled();
        await expect(description).toBeDisabled();
        release();
        await expect(toast(page, "Villa erfolgreich aktualisiert!")).toBeVisible();
        await expect(page).toHaveURL(`/de/admin/villas/${own.id}`);
        await expect(page.getByRole("tabpanel")).toContainText(marker);
        expect((await villaById(request, host, own.id)).description).toContain(marker);
      } finally {
        await putDescription(request, host, own.id, own.description);
      }
    });
  });
});
