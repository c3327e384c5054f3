// Issue 21: the owner uploads a photo from a phone (390 x 844) in the villa editor against the real API and media
// store: a JPEG carrying GPS coordinates in its EXIF, chosen through the Upload photos button's file picker, shows
// its progress, joins the images with its description editor, and is saved with the villa and its description.
// Guests then get it on the public booking page as WebP in a width for their screen, with no EXIF left in it.
//
// Shared data: the upload is saved on the host's villa, which no other spec counts pictures of. The public booking
// page shows only the site's main villa, so for that step the photo is added to it through the API and the pictures
// are put back in `finally`; the file's name puts it with the specs that run after all others (playwright.config.ts).
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, E2E_HOST } from "./accounts.ts";
import { hostVillaId, signInStaff, staffApi } from "./admin-session.ts";
import { axeViolations } from "./axe.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { firstVilla, openSignedIn } from "./session.ts";

const PHONE = { width: 390, height: 844 };

interface ApiVilla {
  id: string;
  images: string[];
}

interface ApiMedia {
  id: string;
  url: string;
  alt: { en: string; fr: string; ru: string; de: string };
}

/** A 2400 x 1600 JPEG taken "in Hurghada": GPS coordinates and a camera model in its EXIF. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 120, b: 160 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "E2E Camera", Model: "Phone 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "27/1 15/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "33/1 48/1 0/1" },
    })
    .toBuffer();
}

async function noHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** The file as the server serves it, checked to carry no EXIF at all. */
async function expectNoExif(request: APIRequestContext, path: string): Promise<void> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  const metadata = await sharp(await response.body()).metadata();
  expect(metadata.exif, `${path} still carries EXIF`).toBeUndefined();
}

test.describe("villa photos uploaded from a phone", () => {
  test("a JPEG with GPS is uploaded, described and saved, and guests get it as WebP without EXIF", async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    const host = await signInStaff(request, E2E_HOST);
    const villaId = await hostVillaId(request, host);
    const before = await staffApi<ApiVilla>(request, host, "GET", `/villas/${villaId}`);
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif, "the test photo must carry EXIF").toBeDefined();
    const name = `terrace-${Date.now().toString(36)}.jpg`;
    let uploaded: ApiMedia | undefined;

    try {
      await test.step("upload through the file picker, with a progress bar, on a phone", async () => {
        await openSignedIn(page, host, `/en/admin/villas/${villaId}/edit`);
        await expect(page.getByRole("heading", { level: 1, name: "Edit Villa" })).toBeVisible();
        const answer = page.waitForResponse(
          (response) => new URL(response.url()).pathname === "/api/media" && response.request().method() === "POST",
        );
        const chooser = page.waitForEvent("filechooser");
        await page.getByRole("button", { name: "Upload photos" }).click();
        const picker = await chooser;
        expect(picker.isMultiple()).toBe(true);
        await picker.setFiles({ name, mimeType: "image/jpeg", buffer: original });
        const response = await answer;
        expect(response.status()).toBe(201);
        uploaded = ((await response.json()) as { data: ApiMedia }).data;
        expect(uploaded.url).toMatch(/^\/media\/[0-9a-f-]{36}\/1600\.jpg$/);

        const images = page.getByRole("list", { name: "Villa images" });
        await expect(page.getByRole("region", { name: `Images (${before.images.length + 1} added)` })).toBeVisible();
        const item = images.getByRole("listitem").last();
        await expect(item.getByRole("img", { name: `Preview of image ${before.images.length + 1}` })).toBeVisible();
        await item.getByRole("textbox", { name: /English/ }).fill("The terrace above the pool at sunset");
        await item.getByRole("textbox", { name: /Deutsch/ }).fill("Die Terrasse über dem Pool bei Sonnenuntergang");
        await expect(item.getByText("Missing", { exact: true })).toHaveCount(2);
        await noHorizontalScroll(page);
        expect(await axeViolations(page, { include: "main" })).toEqual([]);

        await page.getByRole("button", { name: "Save Changes" }).click();
        await expect(page).toHaveURL(`/en/admin/villas/${villaId}`);
        const saved = await staffApi<ApiVilla>(request, host, "GET", `/villas/${villaId}`);
        expect(saved.images).toEqual([...before.images, uploaded.url]);
        const media = await staffApi<ApiMedia>(request, host, "GET", `/media/${uploaded.id}`);
        expect(media.alt).toEqual({
          en: "The terrace above the pool at sunset",
          fr: "",
          ru: "",
          de: "Die Terrasse über dem Pool bei Sonnenuntergang",
        });
      });

      await test.step("the public booking page serves it as WebP in a phone's width, without EXIF", async () => {
        if (!uploaded) throw new Error("nothing was uploaded");
        const photo = uploaded;
        const admin = await signInStaff(request, E2E_ADMIN);
        const main = await firstVilla<ApiVilla>(request);
        try {
          await staffApi(request, admin, "PUT", `/villas/${main.id}`, { images: [...main.images, photo.url] });
          const served = page.waitForResponse((response) => response.url().includes(`/media/${photo.id}/`));
          await page.goto("/en/booking");
          await waitForPage(page);
          const response = await served;
          const path = new URL(response.url()).pathname;
          expect(path).toMatch(new RegExp(`^/media/${photo.id}/(480|960)\\.webp$`));
          expect(response.headers()["content-type"]).toBe("image/webp");
          await expectNoExif(request, path);
          for (const width of [480, 960, 1600]) {
            await expectNoExif(request, `/media/${photo.id}/${width}.jpg`);
            await expectNoExif(request, `/media/${photo.id}/${width}.webp`);
          }
        } finally {
          const now = await firstVilla<ApiVilla>(request);
          await staffApi(request, admin, "PUT", `/villas/${main.id}`, {
            images: now.images.filter((image) => image !== photo.url),
          });
        }
      });

      await test.step("as the main villa's cover, it leads the home page and the guests stop at its maximum", async () => {
        if (!uploaded) throw new Error("nothing was uploaded");
        const photo = uploaded;
        const admin = await signInStaff(request, E2E_ADMIN);
        const main = await firstVilla<ApiVilla & { maxGuests: number }>(request);
        try {
          await staffApi(request, admin, "PUT", `/villas/${main.id}`, {
            images: [photo.url, ...main.images],
            maxGuests: 6,
          });
          await page.goto("/en");
          await waitForPage(page);
          // The hero's first picture (the LCP image) is the cover, offered as WebP in a phone's widths.
          const hero = page.locator("section[aria-labelledby='hero-title']");
          await expect(hero.locator("picture source[type='image/webp']").first()).toHaveAttribute(
            "srcset",
            new RegExp(`/media/${photo.id}/480\\.webp 480w`),
          );
          const gallery = page.getByRole("region", { name: "Villa photo gallery" });
          await expect(gallery.getByRole("img", { name: "The terrace above the pool at sunset" })).toBeVisible();
          const guests = page.getByLabel("Guests", { exact: true });
          await expect(guests.locator("option")).toHaveCount(6);
          await expect(guests.locator("option").last()).toHaveText("6 guests");
          const guestsFigure = page.locator("dl > div").filter({ has: page.getByRole("term").getByText("Guests") });
          await expect(guestsFigure.getByRole("definition")).toHaveText("6");

          // The German page describes it in German, a language without a description in English.
          await page.goto("/de");
          await waitForPage(page);
          const galerie = page.getByRole("region", { name: "Fotogalerie der Villa" });
          await expect(
            galerie.getByRole("img", { name: "Die Terrasse über dem Pool bei Sonnenuntergang" }),
          ).toBeVisible();
          await page.goto("/fr");
          await waitForPage(page);
          await expect(page.getByRole("img", { name: "The terrace above the pool at sunset" }).first()).toBeAttached();
        } finally {
          const now = await firstVilla<ApiVilla>(request);
          await staffApi(request, admin, "PUT", `/villas/${main.id}`, {
            images: now.images.filter((image) => image !== photo.url),
            maxGuests: main.maxGuests,
          });
        }
      });
    } finally {
      await staffApi(request, host, "PUT", `/villas/${villaId}`, { images: before.images });
    }
  });
});
