// The back office frame and its guard (SPEC 2 "Admin layout", SPEC 6, DESIGN 4): who gets in, the sidebar and
// the phone drawer, the top bar (back to site, languages, user menu), the skip link, and that public pages
// never download the back office's code.
import { axeViolations } from "./axe.ts";
import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN } from "./accounts.ts";
import { openAsStaff, signInAdmin, signInHost } from "./admin-session.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { monthStay } from "./nights.ts";
import { createBooking, registerGuest, uniqueEmail } from "./session.ts";

/** The sections' visible words; Bookings and Messages may carry their badge's number (tested below). */
const SECTION_TEXT = {
  dashboard: /^Dashboard$/,
  users: /^Users$/,
  villas: /^Villas$/,
  bookings: /^Bookings( [\d,]+)?$/,
  messages: /^Messages( [\d,]+)?$/,
  notifications: /^Notifications$/,
  settings: /^Site settings$/,
  payments: /^Payment details$/,
};
const SECTION_TEXTS = Object.values(SECTION_TEXT);

const sidebar = (page: Page) => page.locator("aside").getByRole("navigation", { name: "Back office" });

test.describe("the back office guard", () => {
  test("a signed-out visitor signs in and comes back; a guest and a host are kept out of what is not theirs", async ({
    page,
    request,
  }) => {
    // Three visitors, each on fresh loads: longer than one test on a busy machine.
    test.slow();
    await test.step("a signed-out visitor signs in and comes back to the page they asked for", async () => {
      await page.goto("/en/admin/messages?unread=true");
      const wanted = "/en/admin/messages?unread=true";
      await expect(page).toHaveURL(`/en/signin?redirect=${encodeURIComponent(wanted)}`);
      const form = page.getByRole("form", { name: "Sign In" });
      await form.getByLabel(/^Email/).fill(E2E_ADMIN.email);
      await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);
      await form.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(wanted);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages");
      await expect(page.getByRole("button", { name: /^Unread/ })).toHaveAttribute("aria-pressed", "true");
    });

    await test.step("a guest is sent to Access Denied, from the dashboard and from an ADMIN-only section", async () => {
      const guest = await registerGuest(request, { prefix: "admin-shell-guest" });
      await openAsStaff(page, guest, "/en/admin");
      await expect(page).toHaveURL("/en/unauthorized");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
      await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
      await page.goto("/fr/admin/messages");
      await expect(page).toHaveURL("/fr/unauthorized");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accès refusé");
    });

    await test.step("a host gets the dashboard, villas and bookings, but no Users or Messages, not even by address", async () => {
      const host = await signInHost(request);
      await openAsStaff(page, host, "/en/admin");
      await waitForPage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
      await expect(sidebar(page).getByRole("link")).toHaveText([
        SECTION_TEXT.dashboard,
        SECTION_TEXT.villas,
        SECTION_TEXT.bookings,
      ]);
      for (const path of ["/en/admin/users", "/en/admin/messages"]) {
        await page.goto(path);
        await expect(page).toHaveURL("/en/unauthorized");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
      }
    });
  });
});

test.describe("the frame on a large screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the skip link, then the admin's sidebar: every section, the current one marked, collapsed to icons and remembered", async ({
    page,
    request,
    pageErrors,
  }) => {
    await test.step("the skip link moves past the sidebar and the top bar to the page", async () => {
      const admin = await signInAdmin(request);
      await openAsStaff(page, admin, "/en/admin");
      await waitForPage(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();
    });

    await test.step("the admin's sidebar lists every section, marks the current one and collapses to icons, remembered", async () => {
      const admin = await signInAdmin(request);
      await openAsStaff(page, admin, "/en/admin");
      await waitForPage(page);
      const nav = sidebar(page);
      await expect(nav.getByRole("link")).toHaveText(SECTION_TEXTS);
      await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/en/admin/messages");
      await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

      const aside = page.locator("aside");
      const wide = (await aside.boundingBox())?.width ?? 0;
      await page.getByRole("button", { name: "Collapse sidebar" }).click();
      const toggle = page.getByRole("button", { name: "Expand sidebar" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      // Icons only: the names stay for screen readers (and as tooltips), the column narrows.
      await expect(nav.getByRole("link", { name: "Bookings" })).toHaveAttribute("title", /^Bookings(, \d+ pending)?$/);
      await expect(nav.getByText("Bookings")).toHaveClass(/sr-only/);
      expect((await aside.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);

      await page.reload();
      await waitForPage(page);
      await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
      await nav.getByRole("link", { name: "Villas" }).click();
      await expect(page).toHaveURL("/en/admin/villas");
      await expect(nav.getByRole("link", { name: "Villas" })).toHaveAttribute("aria-current", "page");
      await page.getByRole("button", { name: "Expand sidebar" }).click();
      await expect(page.getByRole("button", { name: "Collapse sidebar" })).toHaveAttribute("aria-expanded", "true");
      expect(await page.evaluate(() => localStorage.getItem("admin-sidebar-collapsed"))).toBeNull();
      expect(pageErrors.list()).toEqual([]);
    });
  });

  test("the top bar: back to the site, the language switcher, the user menu with Profile Settings, and Sign Out", async ({
    page,
    request,
  }) => {
    await test.step("the top bar: back to the site, the language switcher and the user menu with Profile Settings", async () => {
      const admin = await signInAdmin(request);
      await openAsStaff(page, admin, "/en/admin");
      await waitForPage(page);
      const bar = page.getByRole("banner");

      // Another language keeps the page and translates the frame.
      await bar.getByRole("navigation", { name: "Choose language" }).getByRole("link", { name: "Français" }).click();
      await expect(page).toHaveURL("/fr/admin");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tableau de bord d'administration");
      await expect(
        page.locator("aside").getByRole("navigation", { name: "Espace de gestion" }).getByRole("link").first(),
      ).toHaveText("Tableau de bord");
      await expect(bar.getByRole("link", { name: "Retour au site" })).toHaveAttribute("href", "/fr");

      const menuButton = bar.getByRole("button", { name: /^Menu du compte/ });
      await menuButton.click();
      await expect(menuButton).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
      await expect(menuButton).toBeFocused();
      await menuButton.click();
      await bar.getByRole("link", { name: "Paramètres du profil" }).click();
      await expect(page).toHaveURL("/fr/profile");
      await waitForPage(page);

      await page.goto("/en/admin");
      await waitForPage(page);
      await page.getByRole("banner").getByRole("link", { name: "Back to site" }).click();
      await expect(page).toHaveURL("/en");
      // The public site has its own header again.
      await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
    });

    await test.step("Sign Out ends the session and goes to the sign-in page", async () => {
      const admin = await signInAdmin(request);
      await openAsStaff(page, admin, "/de/admin");
      await waitForPage(page);
      await page
        .getByRole("banner")
        .getByRole("button", { name: /^Kontomenü/ })
        .click();
      await page.getByRole("button", { name: "Abmelden" }).click();
      await expect(page).toHaveURL("/de/signin");
      expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
      // The session was revoked on the server (the logout call runs in the background, so wait for it).
      await expect
        .poll(async () =>
          (await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${admin.accessToken}` } })).status(),
        )
        .toBe(401);
      await page.goto("/de/admin");
      await expect(page).toHaveURL(`/de/signin?redirect=${encodeURIComponent("/de/admin")}`);
    });
  });
});

test.describe("the frame on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a menu button opens the drawer: focus moves in, Esc closes it, a link closes it and navigates", async ({
    page,
    request,
    pageErrors,
  }) => {
    const admin = await signInAdmin(request);
    await openAsStaff(page, admin, "/en/admin");
    await waitForPage(page);
    await expect(page.locator("aside")).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Back office menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(drawer.getByRole("navigation", { name: "Back office" }).getByRole("link")).toHaveText(SECTION_TEXTS);
    // On a phone the languages live in the drawer.
    await expect(drawer.getByRole("navigation", { name: "Choose language" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Bookings" }).click();
    await expect(page).toHaveURL("/en/admin/bookings");
    await expect(drawer).toBeHidden();

    // The close button closes it too.
    await menuButton.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors.list()).toEqual([]);
  });
});

test.describe("the menu's counts", () => {
  // Its booking: one night in month +21 from day 8 (nights.ts), on a day of its own for each attempt.
  test("pending requests beside Bookings and unread messages beside Messages, named for screen readers, follow a decision; in the drawer too", async ({
    page,
    request,
  }) => {
    const admin = await signInAdmin(request);
    const guest = await registerGuest(request, { prefix: "admin-shell-counts" });
    const booking = await createBooking(request, guest, monthStay(21, 8 + Math.floor(Math.random() * 20), 1));
    const sent = await request.post("/api/messages", {
      data: {
        kind: "CONTACT",
        name: "Nora Navigation",
        email: uniqueEmail("admin-shell-counts"),
        subject: "Late arrival",
        message: "Hello, we will arrive after midnight. Is that all right?",
        language: "en",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const total = async (path: string) => {
      const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${admin.accessToken}` } });
      return ((await response.json()) as { pagination: { total: number } }).pagination.total;
    };
    /** Other specs book and write meanwhile: the menu must settle on what the API counts. */
    const expectCountsOf = async (nav: Locator) => {
      await expect(async () => {
        const pending = await total("/bookings?status=PENDING&limit=1");
        const unread = await total("/messages?unread=true&limit=1");
        expect(pending).toBeGreaterThan(0);
        await expect(nav.getByRole("link", { name: `Bookings, ${pending} pending`, exact: true })).toBeVisible({
          timeout: 1_000,
        });
        await expect(nav.getByRole("link", { name: `Messages, ${unread} unread`, exact: true })).toBeVisible({
          timeout: 1_000,
        });
        const badge = nav.locator("[data-nav-count=pending]");
        await expect(badge).toHaveText(new Intl.NumberFormat("en").format(pending));
        await expect(badge).toHaveAttribute("aria-hidden", "true");
      }).toPass({ timeout: 20_000 });
    };

    await page.setViewportSize({ width: 1280, height: 900 });
    await openAsStaff(page, admin, `/en/admin/bookings?search=${encodeURIComponent(guest.email)}`);
    await waitForPage(page);
    await expectCountsOf(sidebar(page));
    expect(await axeViolations(page)).toEqual([]);

    // The owner confirms the request: the menu's count follows without a reload.
    await page
      .locator(`[data-booking-row="${booking.id}"]`)
      .getByRole("button", { name: /^Confirm/ })
      .click();
    await page
      .getByRole("dialog", { name: "Confirm this booking?" })
      .getByRole("button", { name: "Confirm", exact: true })
      .click();
    await expect(
      page.locator(`[data-booking-row="${booking.id}"]`).getByText("Confirmed", { exact: true }),
    ).toBeVisible();
    await expectCountsOf(sidebar(page));

    // On a phone the same counts are in the drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Back office menu" });
    await expectCountsOf(drawer.getByRole("navigation", { name: "Back office" }));
  });
});

test.describe("code splitting", () => {
  // Strings that exist only in the back office's code (the layout's storage key, the dashboard's API path and
  // chart, the messages list): finding one in a public page's scripts would mean it downloaded admin code.
  const ADMIN_MARKERS = ["admin-sidebar-collapsed", "stats/dashboard", "revenue-trend", "data-message-id"];

  async function scriptsOf(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => /\.m?js(?:\?|$)/.test(name)),
    );
  }

  test("public pages download no back-office code, even for a signed-in admin; the back office does", async ({
    page,
    request,
  }) => {
    // Seven full page loads: on a busy machine each takes seconds.
    test.slow();
    const admin = await signInAdmin(request);
    await openAsStaff(page, admin, "/en");
    await waitForPage(page);
    const seen = new Set<string>();
    for (const path of ["/en", "/en/about", "/en/booking", "/en/contact", "/en/my-bookings", "/en/profile"]) {
      // A full load each time: every page's own scripts, as a visitor arriving there would fetch them.
      await page.goto(path);
      await waitForPage(page);
      for (const script of await scriptsOf(page)) seen.add(script);
    }
    expect(seen.size).toBeGreaterThan(3);
    for (const script of seen) {
      const body = await (await request.get(script)).text();
      for (const marker of ADMIN_MARKERS) expect(body.includes(marker), `${script} contains ${marker}`).toBe(false);
    }

    // The markers do find the back office's own chunks (so the check above can fail).
    await page.goto("/en/admin");
    await waitForPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    const adminBodies = await Promise.all(
      (await scriptsOf(page)).filter((s) => !seen.has(s)).map(async (s) => (await request.get(s)).text()),
    );
    for (const marker of ["admin-sidebar-collapsed", "stats/dashboard"]) {
      expect(
        adminBodies.some((body) => body.includes(marker)),
        marker,
      ).toBe(true);
    }
  });
});
