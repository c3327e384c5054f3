// Contact (SPEC 2 and 5): address, phone and e-mail, the form's rules and states, a message stored through the
// API, and the map: maplibre is downloaded on the contact page only, when the map comes into view. The form's
// answers to a lost connection, a rate limit and the server's field errors are component tests
// (tests/components/contact-form.component.test.tsx).
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./accounts.ts";
import { expect, test, waitForPage } from "./fixtures.ts";

// A 1×1 transparent PNG stands in for every map tile: tests never reach the internet.
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const MAPLIBRE_CHUNK = /\/assets\/(?:map-runtime|maplibre-gl)[^/]*\.(?:m?js|css)$/;

const TILES = "https://tile.openstreetmap.org/**";

// Tiles are answered locally in every test here (the fixture would otherwise fail them, and Chromium logs each
// failed request as a console error); the last test unroutes them to see the map cope with failures.
test.beforeEach(async ({ page }) => {
  await page.route(TILES, (route) => route.fulfill({ contentType: "image/png", body: BLANK_TILE }));
});

async function storedMessages(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()).data as { accessToken: string };
  const list = await request.get("/api/messages?limit=100", { headers: { authorization: `Bearer ${accessToken}` } });
  expect(list.status()).toBe(200);
  return (await list.json()).data as {
    kind: string;
    name: string;
    email: string;
    subject: string | null;
    message: string;
    language: string;
  }[];
}

function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Send us a message" });
  return {
    form,
    name: form.getByLabel("Name"),
    email: form.getByLabel("Email"),
    subject: form.getByLabel(/^Subject/),
    message: form.getByLabel("Message"),
    send: form.getByRole("button", { name: "Send Message" }),
  };
}

/** Every page script the browser fetched, from the page's own resource timing. */
async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
}

test.describe("the contact page", () => {
  test("shows the address, phone, e-mail and a Book Now call to action", async ({ page, pageErrors }) => {
    await page.goto("/en/contact");
    await waitForPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(page).toHaveTitle("Contact us · Red Sea Villa");
    const details = page.getByRole("region", { name: "How to reach us" });
    // The address is text on the page, outside the map.
    await expect(details.locator("dl address")).toHaveText([
      "Villa No. 276, Mubarak Housing 7North HurghadaRed Sea Governorate, Egypt",
    ]);
    await expect(details.getByRole("link", { name: /^\+20/ })).toHaveAttribute("href", /^tel:\+20\d+$/);
    await expect(details.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(
      page.getByRole("region", { name: "Ready for your Red Sea stay?" }).getByRole("link", { name: "Book Now" }),
    ).toHaveAttribute("href", "/en/booking");
    expect(pageErrors.list()).toEqual([]);
  });

  test("the form rejects bad input, then stores the message and clears", async ({ page, pageErrors, request }) => {
    await page.goto("/en/contact");
    await waitForPage(page);
    const { form, name, email, subject, message, send } = contactForm(page);

    await send.click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Please enter your name");
    await expect(email).toHaveAccessibleDescription("Please enter your email address");
    await expect(message).toHaveAccessibleDescription("Please enter your message");
    await expect(subject).toHaveAccessibleDescription("Optional");
    await expect(subject).not.toHaveAttribute("aria-invalid");

    await name.fill("Nour Hassan");
    await email.fill("nour@example");
    await message.fill("Is the pool heated in January?");
    await send.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(name).not.toHaveAttribute("aria-invalid");

    await email.fill("nour@example.com");
    await subject.fill("Pool in winter");
    await send.click();
    await expect(form.getByRole("status")).toContainText("Message sent successfully!");
    await expect(form.getByRole("alert")).toBeEmpty();
    for (const field of [name, email, subject, message]) await expect(field).toHaveValue("");
    await expect(send).toBeEnabled();

    const stored = (await storedMessages(request)).find((m) => m.email === "nour@example.com");
    expect(stored).toMatchObject({
      kind: "CONTACT",
      name: "Nour Hassan",
      subject: "Pool in winter",
      message: "Is the pool heated in January?",
      language: "en",
    });
    expect(pageErrors.list()).toEqual([]);
  });

  test("prefills the subject from ?subject=", async ({ page }) => {
    await page.goto(`/en/contact?subject=${encodeURIComponent("Scuba Diving")}`);
    await waitForPage(page);
    await expect(contactForm(page).subject).toHaveValue("Scuba Diving");
  });

  test("speaks German", async ({ page }) => {
    await page.goto("/de/contact");
    await waitForPage(page);
    const form = page.getByRole("form", { name: "Schreiben Sie uns" });
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.getByLabel("E-Mail")).toHaveAccessibleDescription("Bitte geben Sie Ihre E-Mail-Adresse ein");
  });

  test("axe finds no violations", async ({ page }) => {
    await page.goto("/en/contact");
    await waitForPage(page);
    await page.getByRole("region", { name: "Map of the villa's location in North Hurghada" }).scrollIntoViewIfNeeded();
    await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", /ready|unavailable/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("the villa map", () => {
  test("is not downloaded on the home page", async ({ page, pageErrors }) => {
    await page.goto("/en");
    await waitForPage(page);
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState("networkidle");
    expect((await loadedScripts(page)).filter((url) => MAPLIBRE_CHUNK.test(url))).toEqual([]);
    expect(pageErrors.list()).toEqual([]);
  });

  test("loads maplibre on the contact page when it comes into view, with the villa marker and popup", async ({
    page,
    pageErrors,
  }) => {
    const tiles: string[] = [];
    await page.unroute(TILES);
    await page.route(TILES, (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ contentType: "image/png", body: BLANK_TILE });
    });
    // A short phone screen, so the map starts well below the fold.
    await page.setViewportSize({ width: 390, height: 480 });
    await page.goto("/en/contact");
    await waitForPage(page);

    const map = page.getByRole("region", { name: "Map of the villa's location in North Hurghada" });
    await expect(map).toBeAttached();
    expect((await map.boundingBox())?.y).toBeGreaterThan(480 + 300);
    // Below the fold on a phone: nothing heavy yet.
    await expect(map).toHaveAttribute("data-map-status", "waiting");
    expect((await loadedScripts(page)).filter((url) => MAPLIBRE_CHUNK.test(url))).toEqual([]);

    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-status", "ready");
    expect((await loadedScripts(page)).some((url) => MAPLIBRE_CHUNK.test(url))).toBe(true);

    await expect(map.getByText("Villa Location")).toBeVisible();
    await expect(map.getByText("North Hurghada, Red Sea")).toBeVisible();
    await expect(map.getByText("Villa No. 276, Mubarak Housing 7")).toBeVisible();
    await expect(map.getByText("Red Sea Governorate, Egypt")).toBeVisible();
    await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();
    await expect(map.getByRole("link", { name: "OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/copyright",
    );
    // 256 px raster tiles around zoom 15 on the villa.
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.every((url) => /^https:\/\/tile\.openstreetmap\.org\/1[4-6]\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(pageErrors.list()).toEqual([]);
  });

  test("on a phone, the popup lies inside the map, closes with a finger-sized button and gives directions", async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/en/contact");
    await waitForPage(page);
    const map = page.getByRole("region", { name: "Map of the villa's location in North Hurghada" });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-status", "ready");
    const popup = map.locator(".maplibregl-popup");
    await expect(popup.getByText("Villa Location")).toBeVisible();

    const expectInsideMap = async () => {
      const frame = (await map.boundingBox())!;
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
    };
    await expectInsideMap();

    // Directions open the phone's maps app at the villa (a universal link: Android and iPhones alike).
    const directions = popup.getByRole("link", { name: "Directions" });
    await expect(directions).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=27.3237,33.7033",
    );
    await expect(directions).toHaveAttribute("target", "_blank");
    expect((await directions.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    const close = popup.getByRole("button", { name: "Close the villa location" });
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.width).toBeGreaterThanOrEqual(44);
    expect(closeBox.height).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(popup).toHaveCount(0);

    // The marker opens it again, inside the map again.
    await map.getByRole("button", { name: "The villa" }).click();
    await expect(popup.getByText("Villa Location")).toBeVisible();
    await expectInsideMap();
    expect(pageErrors.list()).toEqual([]);
  });

  test("stays quiet when tiles cannot be loaded", async ({ page, pageErrors }) => {
    // Refused here as the fixture refuses every remote request, counted so the test knows they were asked for.
    await page.unroute(TILES);
    let refusedTiles = 0;
    await page.route(TILES, (route) => {
      refusedTiles += 1;
      return route.abort("blockedbyclient");
    });
    await page.goto("/en/contact");
    await waitForPage(page);
    const map = page.getByRole("region", { name: "Map of the villa's location in North Hurghada" });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-status", /ready|unavailable/);
    // The map has asked for its tiles and been refused, so whatever it would say about that has been said.
    await expect.poll(() => refusedTiles).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("dl address")).toContainText("Villa No. 276, Mubarak Housing 7");
    // Chromium itself reports each blocked request ("Failed to load resource"); the page adds nothing to it.
    const fromThePage = pageErrors.list().filter((e) => !e.startsWith("console: Failed to load resource"));
    expect(fromThePage).toEqual([]);
  });
});
