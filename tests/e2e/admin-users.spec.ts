// The back-office user list against the real API (SPEC 2 "Admin users", DESIGN 4: Users is ADMIN only), in
// English and French, on a desktop and on a 390 x 844 phone: search by name, e-mail and phone (server-side),
// the role and status filters that apply only on Apply Filters, Clear All, paging by 10, the details modal
// with Joined and Last Updated, the loading, empty and error states, and Access Denied for a host and a guest.
//
// Other specs register accounts in parallel, so nothing here counts the whole list: every check narrows it to
// accounts this test made (a unique name token) or to a property every shown row must have.
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { E2E_ADMIN, E2E_HOST } from "./accounts.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { openSignedIn, registerGuest, type GuestSession } from "./session.ts";

type Lang = "en" | "fr";

/** What each language shows; the French strings are the catalog's (a change there should be a conscious one). */
const TEXT = {
  en: {
    title: "User Management",
    search: "Search users",
    status: "Status",
    role: "Role",
    apply: "Apply Filters",
    clear: "Clear All",
    pending: "Changes show after Apply Filters.",
    allStatuses: "All statuses",
    allRoles: "All roles",
    active: "Active",
    inactive: "Inactive",
    host: "Host",
    guest: "Guest",
    admin: "Admin",
    oneUser: "1 user",
    users: (n: number) => `${n} users`,
    noPhone: "No phone",
    notAvailable: "N/A",
    dob: "May 17, 1990",
    viewDetails: (name: string) => `View details for ${name}`,
    joined: "Joined",
    lastUpdated: "Last Updated",
    phone: "Phone",
    userId: "User ID",
    close: "Close",
    noUsers: "No users found",
    failed: "Failed to fetch users",
    accessDeniedMessage: "Access denied",
    tryAgain: "Try again",
    loading: "Loading users...",
    accessDenied: "Access Denied",
    pages: "User pages",
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    next: "Next",
    userAccounts: "User accounts",
  },
  fr: {
    title: "Gestion des utilisateurs",
    search: "Rechercher des utilisateurs",
    status: "Statut",
    role: "Rôle",
    apply: "Appliquer les filtres",
    clear: "Tout effacer",
    pending: "Les modifications s'affichent après « Appliquer les filtres ».",
    allStatuses: "Tous les statuts",
    allRoles: "Tous les rôles",
    active: "Actif",
    inactive: "Inactif",
    host: "Hôte",
    guest: "Invité",
    admin: "Administrateur",
    oneUser: "1 utilisateur",
    users: (n: number) => `${n} utilisateurs`,
    noPhone: "Pas de téléphone",
    notAvailable: "N/D",
    dob: "17 mai 1990",
    viewDetails: (name: string) => `Voir les détails de ${name}`,
    joined: "Inscrit le",
    lastUpdated: "Dernière mise à jour",
    phone: "Téléphone",
    userId: "Identifiant utilisateur",
    close: "Fermer",
    noUsers: "Aucun utilisateur trouvé",
    failed: "Impossible de charger les utilisateurs",
    accessDeniedMessage: "Accès refusé",
    tryAgain: "Réessayer",
    loading: "Chargement des utilisateurs...",
    accessDenied: "Accès refusé",
    pages: "Pages de la liste des utilisateurs",
    pageOf: (page: number, total: number) => `Page ${page} sur ${total}`,
    next: "Suivante",
    userAccounts: "Comptes utilisateurs",
  },
} as const;

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

const DATE_OF_BIRTH = "1990-05-17";

/** A token no other account's name, e-mail or phone contains. */
function token(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** A phone number no other account has: +49 15 and ten random digits (the profile rule allows 8-19 after the first). */
function uniquePhone(): string {
  const digits = Array.from({ length: 10 }, () => Math.floor(Math.random() * 10)).join("");
  return `+4915${digits}`;
}

function bearer(session: { accessToken: string }) {
  return { Authorization: `Bearer ${session.accessToken}` };
}

/** Signs an existing account in through the API, in the shape openSignedIn puts into the browser. */
async function signIn(request: APIRequestContext, account: { email: string; password: string }): Promise<GuestSession> {
  const response = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Omit<GuestSession, "email" | "password" | "fullName"> };
  return { email: account.email, password: account.password, fullName: data.user.fullName, ...data };
}

interface ApiUser {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The guest's own phone and date of birth, set the way the profile page does (PUT /api/profile as the guest). */
async function setPhone(request: APIRequestContext, guest: GuestSession, phone: string): Promise<ApiUser> {
  const response = await request.put("/api/profile", {
    headers: bearer(guest),
    data: { phone, dateOfBirth: DATE_OF_BIRTH },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ApiUser }).data;
}

async function deactivate(request: APIRequestContext, guest: GuestSession): Promise<void> {
  const response = await request.put("/api/profile/deactivate", {
    headers: bearer(guest),
    data: { password: guest.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The accounts shown in whichever list the viewport displays (table rows on desktop, cards on a phone). */
function shownUsers(page: Page): Locator {
  return page.locator("[data-user-id]:visible");
}

function shownUser(page: Page, userId: string): Locator {
  return page.locator(`[data-user-id="${userId}"]:visible`);
}

async function openUsers(page: Page, admin: GuestSession, lang: Lang, query = ""): Promise<void> {
  await openSignedIn(page, admin, `/${lang}/admin/users${query}`);
  await waitForPage(page);
  await expect(page.getByRole("heading", { level: 1, name: TEXT[lang].title })).toBeVisible();
}

/** Types into the search box and applies with the Apply Filters button. */
async function searchFor(page: Page, lang: Lang, text: string): Promise<void> {
  await page.getByLabel(TEXT[lang].search, { exact: true }).fill(text);
  await page.getByRole("button", { name: TEXT[lang].apply }).click();
}

function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

async function expectNoSideways(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A moment as the page writes it: long date and short time in the page's language and the browser's zone. */
async function moment(page: Page, lang: Lang, iso: string): Promise<string> {
  return page.evaluate(
    ([locale, value]) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(value)),
    [lang, iso] as const,
  );
}

function fact(dialog: Locator, label: string): Locator {
  return dialog.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

for (const lang of ["en", "fr"] as const) {
  const text = TEXT[lang];

  for (const viewportName of ["desktop", "phone"] as const satisfies readonly ViewportName[]) {
    test.describe(`admin users (${lang}, ${viewportName})`, () => {
      test.use({ viewport: VIEWPORTS[viewportName] });
      const phone = viewportName === "phone";

      test("search, the details modal, the role and status filters, Clear All and paging by 10", async ({
        page,
        request,
        pageErrors,
      }) => {
        // Four journeys, each on a fresh load of the list: longer than one test on a busy machine.
        test.slow();

        await test.step("finds a new guest by name, e-mail and phone and shows every field, with Joined and Last Updated", async () => {
          const admin = await signIn(request, E2E_ADMIN);
          const name = `Zoé Userlist ${token()}`;
          const guest = await registerGuest(request, { prefix: "admin-users", fullName: name });
          const guestPhone = uniquePhone();
          const stored = await setPhone(request, guest, guestPhone);

          await openUsers(page, admin, lang);
          // Tables become cards on a phone.
          if (phone) {
            await expect(page.getByRole("table")).toBeHidden();
            await expect(page.getByRole("list", { name: text.userAccounts })).toBeVisible();
          } else {
            await expect(page.getByRole("table")).toBeVisible();
          }

          // Typing alone changes nothing: the form says so, the address stays bare.
          await page.getByLabel(text.search, { exact: true }).fill(name);
          await expect(page.getByText(text.pending)).toBeVisible();
          expect(searchParams(page).get("search")).toBeNull();
          await page.getByRole("button", { name: text.apply }).click();
          await expect(page).toHaveURL((url) => url.searchParams.get("search") === name);
          await expect(page.getByText(text.pending)).toBeHidden();
          await expect(shownUsers(page)).toHaveCount(1);
          await expect(page.getByText(text.oneUser, { exact: true })).toBeVisible();

          const row = shownUser(page, guest.user.id);
          await expect(row).toContainText(name);
          await expect(row).toContainText(guest.user.id.slice(0, 8));
          await expect(row).toContainText(guest.email);
          await expect(row).toContainText(guestPhone);
          await expect(row).toContainText(text.dob);
          await expect(row).toContainText(text.active);
          await expect(row.locator("[data-role]")).toHaveText(text.guest, { ignoreCase: true });

          // By e-mail (Enter in the search box applies too), then by phone.
          await page.getByLabel(text.search, { exact: true }).fill(guest.email.toUpperCase());
          await page.getByLabel(text.search, { exact: true }).press("Enter");
          await expect(page).toHaveURL((url) => url.searchParams.get("search") === guest.email.toUpperCase());
          await expect(shownUsers(page)).toHaveCount(1);
          await expect(shownUser(page, guest.user.id)).toBeVisible();

          await searchFor(page, lang, guestPhone);
          await expect(page).toHaveURL((url) => url.searchParams.get("search") === guestPhone);
          await expect(shownUsers(page)).toHaveCount(1);
          await expect(shownUser(page, guest.user.id)).toBeVisible();

          // A reload keeps the search, and the form shows it.
          await page.reload();
          await waitForPage(page);
          await expect(page.getByLabel(text.search, { exact: true })).toHaveValue(guestPhone);
          await expect(shownUsers(page)).toHaveCount(1);

          // The details modal: every field, the moments in the page's language.
          const button = page.getByRole("button", { name: text.viewDetails(name) });
          await button.click();
          const dialog = page.getByRole("dialog", { name });
          await expect(dialog).toBeVisible();
          await expect(fact(dialog, text.phone)).toHaveText(guestPhone);
          await expect(dialog).toContainText(guest.email);
          await expect(fact(dialog, text.userId)).toHaveText(guest.user.id);
          await expect(fact(dialog, text.joined)).toHaveText(await moment(page, lang, stored.createdAt));
          await expect(fact(dialog, text.lastUpdated)).toHaveText(await moment(page, lang, stored.updatedAt));
          await expect(dialog.locator("[data-role]")).toHaveText(text.guest, { ignoreCase: true });
          await expect(dialog).toContainText(text.active);
          if (phone) await expectNoSideways(page);
          // The footer's Close (the corner one has the same name).
          await dialog.getByRole("button", { name: text.close, exact: true }).last().click();
          await expect(dialog).toBeHidden();
          await expect(button).toBeFocused();

          if (phone) await expectNoSideways(page);
          expect(pageErrors.list()).toEqual([]);
        });

        await test.step("the role filter Host shows the E2E host, only hosts, after Apply Filters", async () => {
          const admin = await signIn(request, E2E_ADMIN);
          await openUsers(page, admin, lang);
          await expect(shownUsers(page).first()).toBeVisible();

          await page.getByLabel(text.role, { exact: true }).selectOption({ label: text.host });
          // Not applied yet: the address has no role.
          await expect(page.getByText(text.pending)).toBeVisible();
          expect(searchParams(page).get("role")).toBeNull();
          await page.getByRole("button", { name: text.apply }).click();
          await expect(page).toHaveURL((url) => url.searchParams.get("role") === "HOST");

          await expect(shownUsers(page).filter({ hasText: E2E_HOST.email })).toHaveCount(1);
          await expect(shownUsers(page).filter({ hasText: E2E_HOST.email })).toContainText(E2E_HOST.fullName);
          const badges = shownUsers(page).locator("[data-role]");
          expect(await badges.count()).toBeGreaterThan(0);
          for (const badge of await badges.all()) await expect(badge).toHaveAttribute("data-role", "HOST");
          await expect(shownUsers(page).filter({ hasText: E2E_HOST.email }).locator("[data-role]")).toHaveText(
            text.host,
            { ignoreCase: true },
          );
        });

        await test.step("the status filter Inactive shows a deactivated guest; Clear All resets the form and the address", async () => {
          const admin = await signIn(request, E2E_ADMIN);
          const name = `Inès Gone ${token()}`;
          const guest = await registerGuest(request, { prefix: "admin-users-off", fullName: name });
          await deactivate(request, guest);

          await openUsers(page, admin, lang);
          await page.getByLabel(text.search, { exact: true }).fill(name);
          await page.getByLabel(text.status, { exact: true }).selectOption({ label: text.inactive });
          await page.getByRole("button", { name: text.apply }).click();
          await expect(page).toHaveURL(
            (url) => url.searchParams.get("status") === "inactive" && url.searchParams.get("search") === name,
          );
          await expect(shownUsers(page)).toHaveCount(1);
          const row = shownUser(page, guest.user.id);
          await expect(row).toContainText(text.inactive);
          // Registered without a phone or a date of birth.
          await expect(row).toContainText(text.noPhone);
          await expect(row).toContainText(text.notAvailable);

          // The same search among active accounts: nobody.
          await page.getByLabel(text.status, { exact: true }).selectOption({ label: text.active });
          await page.getByRole("button", { name: text.apply }).click();
          await expect(page).toHaveURL((url) => url.searchParams.get("status") === "active");
          await expect(page.getByRole("heading", { name: text.noUsers })).toBeVisible();
          await expect(shownUsers(page)).toHaveCount(0);

          // Clear All (in the form): everything back to the start, the address bare.
          await page.getByRole("search").getByRole("button", { name: text.clear }).click();
          await expect(page).toHaveURL((url) => url.search === "");
          await expect(page.getByLabel(text.search, { exact: true })).toHaveValue("");
          await expect(page.getByLabel(text.status, { exact: true })).toHaveValue("ALL");
          await expect(page.getByLabel(text.role, { exact: true })).toHaveValue("ALL");
          await expect(shownUsers(page).first()).toBeVisible();

          // Clear All also throws away choices that were never applied.
          await page.getByLabel(text.role, { exact: true }).selectOption({ label: text.admin });
          await page.getByRole("search").getByRole("button", { name: text.clear }).click();
          await expect(page.getByLabel(text.role, { exact: true })).toHaveValue("ALL");
          await expect(page.getByText(text.pending)).toBeHidden();

          // The empty state's own Clear All, from an address typed by hand.
          await page.goto(`/${lang}/admin/users?search=${encodeURIComponent(name)}&status=ACTIVE&role=guest`);
          await expect(page.getByRole("heading", { name: text.noUsers })).toBeVisible();
          await expect(page.getByLabel(text.status, { exact: true })).toHaveValue("active");
          await expect(page.getByLabel(text.role, { exact: true })).toHaveValue("GUEST");
          await page.getByRole("region", { name: text.noUsers }).getByRole("button", { name: text.clear }).click();
          await expect(page).toHaveURL((url) => url.search === "");
          await expect(page.getByLabel(text.search, { exact: true })).toBeFocused();
          await expect(shownUsers(page).first()).toBeVisible();
        });

        await test.step("pages by 10 through the accounts a search finds", async () => {
          const admin = await signIn(request, E2E_ADMIN);
          const tag = token();
          await Promise.all(
            Array.from({ length: 11 }, (_, i) =>
              registerGuest(request, { prefix: "admin-users-page", fullName: `Pager ${tag} ${i}` }),
            ),
          );

          await openUsers(page, admin, lang, `?search=${tag}`);
          await expect(page.getByText(text.users(11), { exact: true })).toBeVisible();
          await expect(shownUsers(page)).toHaveCount(10);
          const pager = page.getByRole("navigation", { name: text.pages });
          await expect(pager).toContainText(text.pageOf(1, 2));
          await pager.getByRole("button", { name: text.next }).click();
          await expect(page).toHaveURL(
            (url) => url.searchParams.get("page") === "2" && url.searchParams.get("search") === tag,
          );
          await expect(shownUsers(page)).toHaveCount(1);
          await expect(pager).toContainText(text.pageOf(2, 2));
          // Applying a filter starts again at page 1.
          await page.getByLabel(text.role, { exact: true }).selectOption({ label: text.guest });
          await page.getByRole("button", { name: text.apply }).click();
          await expect(page).toHaveURL(
            (url) => url.searchParams.get("page") === null && url.searchParams.get("role") === "GUEST",
          );
          await expect(shownUsers(page)).toHaveCount(10);
          if (phone) await expectNoSideways(page);
        });
      });
    });
  }

  test.describe(`admin users states (${lang})`, () => {
    test("a loading skeleton, a failure with Try again, and Access Denied for a host and a guest", async ({
      page,
      request,
    }) => {
      await test.step("a loading skeleton, then a failure with the translated reason and Try again", async () => {
        const admin = await signIn(request, E2E_ADMIN);
        let release: () => void = () => undefined;
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        let fail = true;
        await page.route(
          (url) => url.pathname === "/api/profile/all",
          async (route) => {
            await gate;
            // A 403 is not retried by the client, so the box shows at once.
            if (fail)
              await route.fulfill({
                status: 403,
                json: { success: false, code: "FORBIDDEN", message: "Admin access required" },
              });
            else await route.continue();
          },
        );
        await openSignedIn(page, admin, `/${lang}/admin/users`);
        await expect(page.getByText(text.loading)).toBeVisible();
        await expect(page.getByTestId("users-skeleton")).toBeAttached();
        release();

        const alert = page.getByRole("alert").filter({ hasText: text.failed });
        await expect(alert).toBeVisible();
        await expect(alert).toContainText(text.accessDeniedMessage);
        fail = false;
        await alert.getByRole("button", { name: text.tryAgain }).click();
        await expect(alert).toBeHidden();
        await expect(shownUsers(page).first()).toBeVisible();
      });

      await test.step("a host and a guest get Access Denied", async () => {
        const host = await signIn(request, E2E_HOST);
        await openSignedIn(page, host, `/${lang}/admin/users`);
        await expect(page).toHaveURL(new RegExp(`/${lang}/unauthorized$`));
        await expect(page.getByRole("heading", { level: 1, name: text.accessDenied })).toBeVisible();
        // The API agrees.
        expect((await request.get("/api/profile/all", { headers: bearer(host) })).status()).toBe(403);

        const guest = await registerGuest(request, { prefix: "admin-users-guest" });
        await openSignedIn(page, guest, `/${lang}/admin/users?role=ADMIN`);
        await expect(page).toHaveURL(new RegExp(`/${lang}/unauthorized$`));
        await expect(page.getByRole("heading", { level: 1, name: text.accessDenied })).toBeVisible();
      });
    });
  });
}

test.describe("admin users accessibility", () => {
  // Four full axe analyses on two screen sizes, each after a sign-in and a search: on a busy machine, over 30 s.
  test.slow();

  test("no axe violations in the list and the details modal, on a desktop and on a phone", async ({
    page,
    request,
  }) => {
    for (const viewportName of ["desktop", "phone"] as const satisfies readonly ViewportName[]) {
      await test.step(viewportName, async () => {
        await page.setViewportSize(VIEWPORTS[viewportName]);
        const admin = await signIn(request, E2E_ADMIN);
        const name = `Axel Checks ${token()}`;
        const guest = await registerGuest(request, { prefix: "admin-users-axe", fullName: name });
        await openUsers(page, admin, "en");
        await searchFor(page, "en", name);
        await expect(shownUser(page, guest.user.id)).toBeVisible();
        expect(await axeViolations(page, { include: "main" })).toEqual([]);

        await page.getByRole("button", { name: TEXT.en.viewDetails(name) }).click();
        await expect(page.getByRole("dialog", { name })).toBeVisible();
        expect(await axeViolations(page, { include: "dialog" })).toEqual([]);

        if (viewportName === "phone") {
          // Every button of the list is a 44 px target.
          await page.keyboard.press("Escape");
          for (const button of await page.locator("main button:visible").all()) {
            const box = await button.boundingBox();
            expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
          }
        }
      });
    }
  });
});
