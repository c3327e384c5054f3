// The villa's texts in the four languages, edited on a 390 x 844 phone (DESIGN 7.3 content): each language's
// missing translations counted and flagged, the English shown beside each translation, a save the public villa
// answer then speaks in French (English where still missing), and a broken edit marked at its field in its own
// language. The spec edits a villa of its own (inactive, so no public page shows it).
import type { APIRequestContext } from "@playwright/test";
import { openAsStaff, signInAdmin, staffApi, type StaffSession } from "./admin-session.ts";
import { axeViolations } from "./axe.ts";
import { expect, test, waitForPage } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

interface PublicVilla {
  id: string;
  title: string;
  description: string | null;
  address: string;
}

async function newVilla(request: APIRequestContext, admin: StaffSession): Promise<PublicVilla> {
  const stamp = Date.now().toString(36);
  return staffApi<PublicVilla>(request, admin, "POST", "/villas", {
    title: `Texts villa ${stamp}`,
    description: "A quiet garden villa by the sea.",
    address: "12 Corniche Road",
    city: "Hurghada",
    pricePerNight: 120,
    isActive: false,
  });
}

test("an owner writes the French texts on a phone, and the villa speaks French", async ({
  page,
  request,
  pageErrors,
}) => {
  const admin = await signInAdmin(request);
  const villa = await newVilla(request, admin);

  await openAsStaff(page, admin, `/en/admin/villas/${villa.id}`);
  await waitForPage(page);
  await page.getByRole("link", { name: "Texts and translations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Villa texts" })).toBeVisible();

  // Title, description and address are written in English only: three missing in each other language.
  const languages = page.getByRole("group", { name: "Language of the texts" });
  const french = languages.getByRole("button", { name: /Français/ });
  await expect(french).toContainText("Missing: 3");
  await expect(languages.getByRole("button", { name: /Deutsch/ })).toContainText("Missing: 3");
  await expect(languages.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  for (const button of await languages.getByRole("button").all()) {
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }

  await french.click();
  await expect(french).toHaveAttribute("aria-pressed", "true");
  // The English it translates stands with each field, and the field says it is missing.
  await expect(page.getByText("A quiet garden villa by the sea.")).toBeVisible();
  const frenchTitle = page.getByRole("textbox", { name: /^Title \(Français\)/ });
  await expect(frenchTitle).toHaveAttribute("lang", "fr");
  await expect(frenchTitle).toHaveAccessibleDescription("Not translated yet: guests see the English.");
  await frenchTitle.fill("Villa des jardins");
  await page.getByRole("textbox", { name: /^Description \(Français\)/ }).fill("Une villa au calme, côté jardin.");
  await expect(french).toContainText("Missing: 1");
  expect(await axeViolations(page, { include: "main" })).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "Save texts" }).click();
  await expect(page.getByText("Villa texts saved")).toBeVisible();

  const inFrench = await staffApi<PublicVilla>(request, admin, "GET", `/villas/${villa.id}?lang=fr`);
  expect(inFrench).toMatchObject({
    title: "Villa des jardins",
    description: "Une villa au calme, côté jardin.",
    // Not translated: the English.
    address: "12 Corniche Road",
  });
  const inGerman = await staffApi<PublicVilla>(request, admin, "GET", `/villas/${villa.id}?lang=de`);
  expect(inGerman.title).toBe(villa.title);

  // A broken edit: the English title emptied while the French is on screen. The form shows the English and
  // marks its title, and nothing is saved.
  await languages.getByRole("button", { name: "English" }).click();
  await page.getByRole("textbox", { name: /^Title \(English\)/ }).fill("");
  await french.click();
  await page.getByRole("button", { name: "Save texts" }).click();
  const englishTitle = page.getByRole("textbox", { name: /^Title \(English\)/ });
  await expect(englishTitle).toBeFocused();
  await expect(englishTitle).toHaveAccessibleDescription("Please enter the title in English");
  expect((await staffApi<PublicVilla>(request, admin, "GET", `/villas/${villa.id}`)).title).toBe(villa.title);
  expect(pageErrors.list()).toEqual([]);
});

test("in Russian, the editor speaks Russian and fits the phone", async ({ page, request }) => {
  const admin = await signInAdmin(request);
  const villa = await newVilla(request, admin);
  await openAsStaff(page, admin, `/ru/admin/villas/${villa.id}/texts`);
  await waitForPage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Тексты виллы" })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Язык текстов" }).getByRole("button", { name: /Deutsch/ }),
  ).toContainText("Без перевода: 3");
  await expect(page.getByRole("heading", { name: "Данные для проживания" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
