// The back office's Site settings screen (DESIGN 7.3) on a 390 x 844 phone: an ADMIN's new phone number, refused
// first in a form the shared rules check (the problem under its field, the focus on it), then saved, shows on the
// next load of a prerendered page; a host is sent to Access Denied. It edits the settings every page reads, so it
// runs in the "site-settings" project (after the others) and puts the shipped settings back.
import sharp from "sharp";
import { openAsStaff, signInAdmin, signInHost, staffApi } from "./admin-session.ts";
import { axeViolations } from "./axe.ts";
import { expect, test, waitForPage } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

interface SiteSettings {
  mainVillaId: string | null;
  phone: string;
  [field: string]: unknown;
}

const NEW_PHONE = "+20 122 555 0147";

test("an admin changes the phone on a phone, and the contact page shows it on its next load", async ({
  page,
  request,
  pageErrors,
}) => {
  const admin = await signInAdmin(request);
  const shipped = await staffApi<SiteSettings>(request, admin, "GET", "/settings/site");
  try {
    await openAsStaff(page, admin, "/en/admin");
    await waitForPage(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Back office menu" }).getByRole("link", { name: "Site settings" }).click();
    await expect(page).toHaveURL("/en/admin/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site settings");
    await expect(page).toHaveTitle("Site settings · Red Sea Villa");

    // Every field is labelled and holds the settings as stored.
    const mainVilla = page.getByRole("combobox", { name: /^Main villa/ });
    await expect(mainVilla).toHaveValue(shipped.mainVillaId ?? "");
    const phone = page.getByRole("textbox", { name: /^Phone/ });
    await expect(phone).toHaveValue(shipped.phone);
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue(String(shipped.email));
    await expect(page.getByRole("textbox", { name: /^WhatsApp number/ })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Postal address/ })).toHaveValue(String(shipped.address));
    await expect(page.getByRole("textbox", { name: /^Latitude/ })).toHaveValue(String(shipped.latitude));
    await expect(page.getByRole("textbox", { name: /^Longitude/ })).toHaveValue(String(shipped.longitude));
    await expect(page.getByRole("textbox", { name: /^Tour video link/ })).toBeVisible();
    expect(await axeViolations(page, { include: "main" })).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A broken edit: each problem once, under its field, and the first field to fix has the focus.
    await phone.fill("call me");
    await page.getByRole("textbox", { name: /^Latitude/ }).fill("95");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(/Invalid phone number format/);
    await expect(page.getByText("Invalid phone number format")).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: /^Latitude/ })).toHaveAccessibleDescription(
      "Latitude must be a number from -90 to 90",
    );
    expect(await axeViolations(page, { include: "main" })).toEqual([]);
    // Nothing was sent.
    expect((await staffApi<SiteSettings>(request, admin, "GET", "/settings/site")).phone).toBe(shipped.phone);

    await phone.fill(NEW_PHONE);
    await expect(phone).not.toHaveAttribute("aria-invalid");
    await page.getByRole("textbox", { name: /^Latitude/ }).fill(String(shipped.latitude));
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Site settings saved")).toBeVisible();
    expect((await staffApi<SiteSettings>(request, admin, "GET", "/settings/site")).phone).toBe(NEW_PHONE);

    // The next load of a prerendered page prints the new number.
    await page.goto("/en/contact");
    await waitForPage(page);
    await expect(page.getByRole("main").getByRole("link", { name: NEW_PHONE })).toHaveAttribute(
      "href",
      "tel:+201225550147",
    );
    expect(pageErrors.list()).toEqual([]);
  } finally {
    await staffApi(request, admin, "PUT", "/settings/site", shipped);
  }
});

test("an admin uploads the host's portrait from a phone, and the about page shows it in a phone's size", async ({
  page,
  request,
  pageErrors,
}) => {
  test.slow();
  const admin = await signInAdmin(request);
  const shipped = await staffApi<SiteSettings>(request, admin, "GET", "/settings/site");
  const portrait = await sharp({
    create: { width: 1200, height: 1500, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  try {
    await openAsStaff(page, admin, "/en/admin/settings");
    await waitForPage(page);
    const field = page.getByRole("region", { name: "Host's portrait" });
    await expect(field.getByRole("img", { name: "The illustration shown until you upload a portrait" })).toBeVisible();
    await field.getByTestId("photo-file-input").setInputFiles({
      name: "karim.jpg",
      mimeType: "image/jpeg",
      buffer: portrait,
    });
    const preview = field.getByRole("img", { name: "Preview of the host's portrait" });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page, { include: "main" })).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Site settings saved")).toBeVisible();
    const saved = await staffApi<SiteSettings>(request, admin, "GET", "/settings/site");
    expect(saved.hostPhotoUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/1600\.jpg$/);

    // The next load of the about page: the owner's photo, as WebP no wider than a phone needs.
    await page.goto("/en/about");
    await waitForPage(page);
    const photo = page.getByRole("img", { name: "Your host, Karim" });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/media\/[0-9a-f-]{36}\/(480|960)\.webp$/);
    await expect(page.getByRole("img", { name: /Illustration of Karim/ })).toHaveCount(0);
    expect(pageErrors.list()).toEqual([]);
  } finally {
    await staffApi(request, admin, "PUT", "/settings/site", shipped);
  }
  await page.goto("/en/about");
  await expect(page.getByRole("img", { name: /Illustration of Karim/ })).toHaveAttribute(
    "src",
    "/images/about/host.svg",
  );
});

test("leaving with unsaved changes asks first", async ({ page, request }) => {
  const admin = await signInAdmin(request);
  await openAsStaff(page, admin, "/en/admin/settings");
  await waitForPage(page);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+20 100 000 0001");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Back office menu" }).getByRole("link", { name: "Villas" }).click();
  const dialog = page.getByRole("dialog", { name: "Discard unsaved changes?" });
  await expect(dialog).toContainText("Your changes to the site settings have not been saved.");
  await dialog.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL("/en/admin/villas");
});

test("a host is sent to Access Denied and is offered no Site settings link", async ({ page, request }) => {
  const host = await signInHost(request);
  await openAsStaff(page, host, "/en/admin/settings");
  await expect(page).toHaveURL("/en/unauthorized");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
  await openAsStaff(page, host, "/en/admin");
  await waitForPage(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("dialog", { name: "Back office menu" }).getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Villas" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Site settings" })).toHaveCount(0);
  // The API agrees, for an edit that is otherwise valid.
  const current = ((await (await request.get("/api/settings/site")).json()) as { data: SiteSettings }).data;
  const response = await request.put("/api/settings/site", {
    headers: { Authorization: `Bearer ${host.accessToken}` },
    data: current,
  });
  expect(response.status()).toBe(403);
});

test("in Russian, the screen speaks Russian, fits the phone and passes axe", async ({ page, request }) => {
  const admin = await signInAdmin(request);
  await openAsStaff(page, admin, "/ru/admin/settings");
  await waitForPage(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Настройки сайта");
  await expect(page.getByRole("textbox", { name: /^Почтовый адрес/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Сохранить настройки" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page, { include: "main" })).toEqual([]);
});
