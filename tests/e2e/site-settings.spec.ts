// The owner's contact details come from the site settings (DESIGN 7.3): an ADMIN's edit shows on the next load of a
// prerendered page (the contact page, the footer), and, with the service worker, replaces the offline copies of the
// language's pages on the next online visit. Each test puts the shipped settings back, as other specs read the same details.
import type { APIRequestContext, Page } from "@playwright/test";
import { signInAdmin, staffApi, type StaffSession } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { goOffline, goOnline, waitForOfflineLanguage, waitForServiceWorkerControl } from "./network.ts";

interface SiteSettings {
  mainVillaId: string | null;
  phone: string;
  [field: string]: unknown;
}

const NEW_PHONE = "+20 122 555 0199";

async function withSettings(
  request: APIRequestContext,
  change: Partial<SiteSettings>,
  body: (admin: StaffSession) => Promise<void>,
): Promise<void> {
  const admin = await signInAdmin(request);
  const shipped = await staffApi<SiteSettings>(request, admin, "GET", "/settings/site");
  await staffApi(request, admin, "PUT", "/settings/site", { ...shipped, ...change });
  try {
    await body(admin);
  } finally {
    await staffApi(request, admin, "PUT", "/settings/site", shipped);
  }
}

const withPhone = (request: APIRequestContext, body: (admin: StaffSession) => Promise<void>) =>
  withSettings(request, { phone: NEW_PHONE }, body);

const footer = (page: Page) => page.getByRole("contentinfo");

test("an edited phone number shows on the next load of prerendered pages", async ({ page, request, pageErrors }) => {
  await withPhone(request, async () => {
    await page.goto("/en/contact");
    await waitForPage(page);
    await expect(page.getByRole("main").getByRole("link", { name: NEW_PHONE })).toHaveAttribute(
      "href",
      "tel:+201225550199",
    );
    await page.goto("/en/about");
    await waitForPage(page);
    await expect(footer(page).getByRole("link", { name: NEW_PHONE })).toBeVisible();
    await expect(footer(page)).not.toContainText("+20 100 000 2760");
    // The islands hydrate with the details the page was rendered with.
    expect(pageErrors.list()).toEqual([]);
  });
  await page.goto("/en/about");
  await expect(footer(page).getByRole("link", { name: "+20 100 000 2760" })).toBeVisible();
});

test("a tour video file plays in the overlay; a video site's page opens as a link", async ({ page, request }) => {
  const file = "https://videos.example.org/villa-tour.mp4";
  await withSettings(request, { tourVideoUrl: file }, async () => {
    await page.goto("/en");
    await waitForPage(page);
    const play = page.getByRole("button", { name: "Watch the villa tour" });
    await play.click();
    const overlay = page.getByRole("dialog", { name: "Villa Tour Video" });
    await expect(overlay.locator("video[controls]")).toHaveAttribute("src", file);
    await expect(overlay).not.toContainText("Coming Soon");
    await expect(overlay.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
    await expect(play).toBeFocused();
  });
  const site = "https://www.youtube.com/watch?v=villa-tour";
  await withSettings(request, { tourVideoUrl: site }, async () => {
    await page.goto("/en");
    await waitForPage(page);
    await expect(page.getByRole("link", { name: /Watch the villa tour/ })).toHaveAttribute("href", site);
    await expect(page.getByRole("button", { name: "Watch the villa tour" })).toHaveCount(0);
  });
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("the offline copies of the language's pages show the new number after one online visit", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/en");
    await waitForPage(page);
    await waitForServiceWorkerControl(page);
    await waitForOfflineLanguage(page, "en");
    await withPhone(request, async () => {
      await page.goto("/en/contact");
      await waitForPage(page);
      await expect(footer(page).getByRole("link", { name: NEW_PHONE })).toBeVisible();
      // That page named other data than the kept pages': the worker takes the language's pack again, in the background.
      await expect
        .poll(
          () => page.evaluate(async () => (await (await caches.match(`${location.origin}/en/about`))?.text()) ?? ""),
          { timeout: 30_000 },
        )
        .toContain(NEW_PHONE);
      await goOffline(context);
      try {
        for (const path of ["/en/contact", "/en/about"]) {
          await page.goto(path);
          await waitForPage(page);
          await expect(footer(page).getByRole("link", { name: NEW_PHONE })).toBeVisible();
        }
      } finally {
        await goOnline(context);
      }
    });
  });
});
