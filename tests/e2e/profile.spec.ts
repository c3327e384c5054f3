// The profile page against the real API (SPEC 2 "Profile", SPEC 5 profile rules, SPEC 8 profile toasts,
// DESIGN 4 sessions): signed-out message, overview and role badge, the Danger Zone deactivation and the header's
// user menu in English and in French; Edit Profile and Change Password against the server in English. Their rules,
// messages and toasts in both languages are the component tests' (tests/components/profile-edit-form and
// password-change-form).
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { E2E_ADMIN } from "./accounts.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { openSignedIn, registerGuest, uniqueEmail, type GuestSession } from "./session.ts";

type Lang = "en" | "fr";

/** What each language shows; French strings are the catalog's (a change there should be a conscious one). */
const TEXT = {
  en: {
    pleaseSignIn: "Please Sign In",
    signedOut: "You need to be signed in to view your profile.",
    tabs: ["Overview", "Edit Profile", "Change Password", "Account Settings"],
    guest: "Guest",
    admin: "Admin",
    notProvided: "Not provided",
    completeHint: "Complete your profile",
    active: "Active",
    menu: "Account menu:",
    profile: "Profile",
    myBookings: "My Bookings",
    dashboard: "Dashboard",
    logout: "Logout",
    email: "Email address",
    fullName: "Full name",
    phone: "Phone number",
    dateOfBirth: "Date of birth",
    save: "Save Changes",
    emailTaken: "An account with this email already exists",
    updateFailed: "Update failed",
    updating: "Updating profile...",
    updated: "Profile updated successfully!",
    current: "Current password",
    newPassword: "New password",
    confirm: "Confirm new password",
    changePassword: "Change Password",
    changing: "Changing...",
    changeFailed: "Password change failed",
    currentWrong: "Current password is incorrect",
    changed: "Password changed successfully!",
    dangerZone: "Danger Zone",
    deactivate: "Deactivate Account",
    cannotUndo: "This action cannot be undone.",
    password: "Password",
    cancel: "Cancel",
    confirmDeactivation: "Deactivate my account",
    deactivatingButton: "Deactivating...",
    passwordRequired: "Password is required",
    incorrect: "Incorrect password",
    deactivated: "Account deactivated successfully. Logging out...",
    loggedOut: "Logged out",
    dob: "May 17, 1990",
  },
  fr: {
    pleaseSignIn: "Veuillez vous connecter",
    signedOut: "Vous devez être connecté pour voir votre profil.",
    tabs: ["Aperçu", "Modifier le profil", "Changer le mot de passe", "Paramètres du compte"],
    guest: "Invité",
    admin: "Administrateur",
    notProvided: "Non renseigné",
    completeHint: "Complétez votre profil",
    active: "Actif",
    menu: "Menu du compte :",
    profile: "Profil",
    myBookings: "Mes réservations",
    dashboard: "Tableau de bord",
    logout: "Se déconnecter",
    email: "Adresse e-mail",
    fullName: "Nom complet",
    phone: "Numéro de téléphone",
    dateOfBirth: "Date de naissance",
    save: "Enregistrer les modifications",
    emailTaken: "Un compte existe déjà avec cette adresse e-mail",
    updateFailed: "La mise à jour a échoué",
    updating: "Mise à jour du profil...",
    updated: "Profil mis à jour avec succès !",
    current: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    confirm: "Confirmez le nouveau mot de passe",
    changePassword: "Changer le mot de passe",
    changing: "Modification...",
    changeFailed: "Le changement de mot de passe a échoué",
    currentWrong: "Le mot de passe actuel est incorrect",
    changed: "Mot de passe modifié avec succès !",
    dangerZone: "Zone de danger",
    deactivate: "Désactiver le compte",
    cannotUndo: "Cette action est irréversible.",
    password: "Mot de passe",
    cancel: "Annuler",
    confirmDeactivation: "Désactiver mon compte",
    deactivatingButton: "Désactivation...",
    passwordRequired: "Le mot de passe est requis",
    incorrect: "Mot de passe incorrect",
    deactivated: "Compte désactivé avec succès. Déconnexion...",
    loggedOut: "Déconnecté",
    dob: "17 mai 1990",
  },
} as const;

const LANGS: readonly Lang[] = ["en", "fr"];

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
/** A toast by its title: each is a `role="status"` or `role="alert"` element in the Notifications region. */
const toast = (page: Page, title: string) => toasts(page).locator("[data-kind]").filter({ hasText: title });
const profileHeader = (page: Page) => page.locator("main header").first();
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
/** A form field by its label; required fields' labels end with a " *" mark. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: \\*)?$`));

/** The message shown under a field (tied to it through aria-describedby). */
async function fieldError(input: Locator): Promise<string> {
  const ids = ((await input.getAttribute("aria-describedby")) ?? "")
    .split(/\s+/)
    .filter((id) => id.endsWith("-problem"));
  if (ids.length === 0) return "";
  return (await input.page().locator(`[id="${ids[0]}"]`).textContent()) ?? "";
}

/** Holds the next `method` call to `path` until `release` is called, to see the in-between state. */
async function holdNext(page: Page, path: string, method: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

async function apiProfile(request: APIRequestContext, accessToken: string) {
  const response = await request.get("/api/profile", { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: { email: string; fullName: string; phone: string | null; dateOfBirth: string | null };
    }
  ).data;
}

async function login(request: APIRequestContext, email: string, password: string) {
  return request.post("/api/auth/login", { data: { email, password } });
}

async function signInAsAdmin(request: APIRequestContext): Promise<GuestSession> {
  const response = await login(request, E2E_ADMIN.email, E2E_ADMIN.password);
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Omit<GuestSession, "email" | "password" | "fullName"> };
  return { email: E2E_ADMIN.email, password: E2E_ADMIN.password, fullName: data.user.fullName, ...data };
}

for (const lang of LANGS) {
  const text = TEXT[lang];

  test.describe(`profile (${lang})`, () => {
    test("signed out, then a guest's overview with the Guest badge, tabs in the address, and the guest's user menu", async ({
      page,
      request,
      pageErrors,
    }) => {
      // Three visits and two accounts: longer than one test on a busy machine.
      test.slow();
      await test.step("a signed-out visitor is asked to sign in and nothing is fetched", async () => {
        const profileCalls: string[] = [];
        page.on("request", (req) => {
          if (new URL(req.url()).pathname.startsWith("/api/profile")) profileCalls.push(req.url());
        });
        await page.goto(`/${lang}/profile`);
        await waitForPage(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.pleaseSignIn);
        await expect(page.getByText(text.signedOut)).toBeVisible();
        await expect(page.getByRole("tab")).toHaveCount(0);
        expect(profileCalls).toEqual([]);
        expect(pageErrors.list()).toEqual([]);
      });

      await test.step("the overview shows the registered user with the Guest badge; tabs live in the address", async () => {
        const session = await registerGuest(request, {
          prefix: `profile-overview-${lang}`,
          fullName: "Olivia Overview",
        });
        await openSignedIn(page, session, `/${lang}/profile`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olivia Overview");
        const header = profileHeader(page);
        await expect(header).toContainText(session.email);
        await expect(header.locator("[data-role]")).toHaveText(text.guest);
        await expect(header.locator("[data-role]")).toHaveAttribute("data-role", "GUEST");

        await expect(page.getByRole("tab")).toHaveText([...text.tabs]);
        await expect(tab(page, text.tabs[0])).toHaveAttribute("aria-selected", "true");
        const panel = page.getByRole("tabpanel");
        await expect(panel).toContainText("Olivia Overview");
        await expect(panel).toContainText(session.email);
        await expect(panel).toContainText(text.notProvided);
        await expect(panel).toContainText(text.active);
        // A fresh guest has neither phone nor date of birth: the hint says what a booking will need.
        await expect(panel.getByRole("heading", { name: text.completeHint })).toBeVisible();

        // Tabs are part of the address: a reload reopens the same one; nonsense falls back to Overview.
        await tab(page, text.tabs[2]).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/profile\\?tab=password$`));
        await page.reload();
        await expect(tab(page, text.tabs[2])).toHaveAttribute("aria-selected", "true");
        await page.goto(`/${lang}/profile?tab=nonsense`);
        await expect(tab(page, text.tabs[0])).toHaveAttribute("aria-selected", "true");
        // The completeness hint leads to the edit tab.
        await page.getByRole("tabpanel").getByRole("button").first().click();
        await expect(tab(page, text.tabs[1])).toHaveAttribute("aria-selected", "true");
        expect(pageErrors.list()).toEqual([]);
      });

      await test.step("the user menu of a guest: names, Profile, My Bookings, Logout and no Dashboard", async () => {
        const session = await registerGuest(request, { prefix: `profile-menu-${lang}`, fullName: "Gina Guest Menu" });
        await openSignedIn(page, session, `/${lang}`);
        const menuButton = page.getByRole("banner").getByRole("button", { name: `${text.menu} Gina` });
        await menuButton.click();
        const menu = page.locator(`[id="${await menuButton.getAttribute("aria-controls")}"]`);
        await expect(menu).toContainText("Gina Guest Menu");
        await expect(menu).toContainText(session.email);
        await expect(menu.getByRole("link", { name: text.profile, exact: true })).toHaveAttribute(
          "href",
          `/${lang}/profile`,
        );
        await expect(menu.getByRole("link", { name: text.myBookings })).toHaveAttribute("href", `/${lang}/my-bookings`);
        await expect(menu.getByRole("link", { name: text.dashboard })).toHaveCount(0);
        await expect(menu.getByRole("button", { name: text.logout })).toBeVisible();
        await menu.getByRole("link", { name: text.profile, exact: true }).click();
        await expect(page).toHaveURL(`/${lang}/profile`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gina Guest Menu");
      });
    });

    test("the admin's menu and Admin badge; a guest's deactivation: cancelled, refused, then done and signed out", async ({
      page,
      request,
    }) => {
      await test.step("the admin's menu has Dashboard and the profile shows the Admin badge", async () => {
        const session = await signInAsAdmin(request);
        await openSignedIn(page, session, `/${lang}/profile`);
        await expect(profileHeader(page).locator("[data-role]")).toHaveText(text.admin);
        const first = session.fullName.trim().split(/\s+/)[0] ?? "";
        const menuButton = page.getByRole("banner").getByRole("button", { name: `${text.menu} ${first}` });
        await menuButton.click();
        const menu = page.locator(`[id="${await menuButton.getAttribute("aria-controls")}"]`);
        await expect(menu).toContainText(session.fullName);
        await expect(menu).toContainText(E2E_ADMIN.email);
        await expect(menu.getByRole("link", { name: text.profile, exact: true })).toHaveAttribute(
          "href",
          `/${lang}/profile`,
        );
        await expect(menu.getByRole("link", { name: text.myBookings })).toHaveAttribute("href", `/${lang}/my-bookings`);
        await expect(menu.getByRole("link", { name: text.dashboard })).toHaveAttribute("href", `/${lang}/admin`);
        await expect(menu.getByRole("button", { name: text.logout })).toBeVisible();
      });

      await test.step("Account Settings: cancelled and wrong-password deactivation change nothing; the right password deactivates and signs out", async () => {
        const session = await registerGuest(request, {
          prefix: `profile-deactivate-${lang}`,
          fullName: "Dana Leaving",
        });
        await openSignedIn(page, session, `/${lang}/profile?tab=settings`);
        await expect(page.getByRole("heading", { name: text.dangerZone })).toBeVisible();
        await expect(page.getByText(text.cannotUndo)).toBeVisible();
        const button = page.getByRole("button", { name: text.deactivate });
        // The browser's prompt would show the password in clear text: the app's own dialog asks for it instead.
        const prompts: string[] = [];
        page.on("dialog", (dialog) => {
          prompts.push(dialog.message());
          void dialog.dismiss();
        });
        const confirm = page.getByRole("dialog", { name: text.deactivate });
        const password = confirm.getByLabel(new RegExp(`^${text.password}`));
        const confirmButton = confirm.getByRole("button", { name: text.confirmDeactivation });

        // Cancel changes nothing, and focus comes back to the Danger Zone's button.
        await button.click();
        await expect(confirm).toBeVisible();
        await expect(password).toBeFocused();
        await expect(password).toHaveAttribute("type", "password");
        await expect(password).toHaveAttribute("autocomplete", "current-password");
        await confirm.getByRole("button", { name: text.cancel }).click();
        await expect(confirm).toBeHidden();
        await expect(button).toBeFocused();

        // Esc closes it too; an empty password and a wrong one are said under the field, inside the dialog.
        await button.click();
        await expect(password).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(confirm).toBeHidden();
        await button.click();
        await confirmButton.click();
        await expect(password).toHaveAccessibleDescription(text.passwordRequired);
        await expect(password).toHaveAttribute("aria-invalid", "true");
        await password.fill("Not-My-Pass-9");
        await expect(password).not.toHaveAttribute("aria-invalid");
        await confirmButton.click();
        await expect(password).toHaveAccessibleDescription(text.incorrect);
        await expect(password).toBeFocused();
        await expect(confirm).toBeVisible();
        await expect(toasts(page).locator("[data-kind]")).toHaveCount(0);
        expect((await login(request, session.email, session.password)).status()).toBe(200);

        await password.fill(session.password);
        const release = await holdNext(page, "/api/profile/deactivate", "PUT");
        await confirmButton.click();
        await expect(confirm.getByRole("button", { name: text.deactivatingButton })).toBeDisabled();
        // Esc while the request is on its way does not hide what is happening.
        await page.keyboard.press("Escape");
        await expect(confirm).toBeVisible();
        release();
        await expect(toast(page, text.deactivated)).toBeVisible();
        await expect(confirm).toBeHidden();
        expect(prompts).toEqual([]);
        const deactivatedAt = Date.now();
        // Still here for about 2 seconds, so the message can be read.
        await expect(page).toHaveURL(new RegExp(`/${lang}/profile`));
        await expect(page).toHaveURL(new RegExp(`/${lang}/signin`), { timeout: 8000 });
        expect(Date.now() - deactivatedAt).toBeGreaterThanOrEqual(1500);
        await expect(toast(page, text.loggedOut)).toBeVisible();
        expect(await page.evaluate(() => [localStorage.getItem("accessToken"), localStorage.getItem("user")])).toEqual([
          null,
          null,
        ]);
        await expect(page.getByRole("banner").getByRole("button", { name: new RegExp(text.menu) })).toHaveCount(0);

        const refused = await login(request, session.email, session.password);
        expect(refused.status()).toBe(403);
        expect(((await refused.json()) as { code: string }).code).toBe("ACCOUNT_DEACTIVATED");
        // The old session is revoked too.
        const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${session.accessToken}` } });
        expect([401, 403]).toContain(me.status());
      });
    });
  });
}

// DESIGN 5: the switch is a tester's tool, shown once the `?simulateOffline=` link was opened on the device (then
// remembered) and to the admin; a guest's settings never show it.
test("Simulate offline is for testers: hidden from a guest, shown after a ?simulateOffline= link, and to the admin", async ({
  page,
  request,
}) => {
  const simulate = page.getByRole("checkbox", { name: "Simulate offline" });
  const session = await registerGuest(request, { prefix: "profile-tester" });
  await openSignedIn(page, session, "/en/profile?tab=settings");
  await waitForPage(page);
  await expect(page.getByRole("heading", { name: "Danger Zone" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Offline mode" })).toHaveCount(0);
  await expect(simulate).toHaveCount(0);

  await page.goto("/en/profile?tab=settings&simulateOffline=0");
  await waitForPage(page);
  await expect(simulate).not.toBeChecked();
  // Remembered on this device: the tester finds it again without the link.
  await page.goto("/en/profile?tab=settings");
  await waitForPage(page);
  await expect(simulate).not.toBeChecked();

  await page.evaluate(() => localStorage.removeItem("simulate-offline-tester"));
  await openSignedIn(page, await signInAsAdmin(request), "/en/profile?tab=settings");
  await waitForPage(page);
  await expect(simulate).not.toBeChecked();
});

// The edit and password rules, their messages and toasts in each language are the component tests'
// (tests/components/profile-edit-form, password-change-form); here the real server answers, once, in English.
test.describe("profile (en) against the server", () => {
  const lang = "en";
  const text = TEXT[lang];

  test("Edit Profile: the server refuses a taken e-mail, then saves; the header and a reload follow", async ({
    page,
    request,
  }) => {
    const session = await registerGuest(request, { prefix: `profile-edit-${lang}`, fullName: "Edith Editor" });
    const other = await registerGuest(request, { prefix: `profile-taken-${lang}` });
    await openSignedIn(page, session, `/${lang}/profile?tab=edit`);
    await expect(tab(page, text.tabs[1])).toHaveAttribute("aria-selected", "true");

    const email = field(page, text.email);
    const fullName = field(page, text.fullName);
    const phone = field(page, text.phone);
    const dateOfBirth = field(page, text.dateOfBirth);
    await expect(email).toHaveValue(session.email);
    await expect(fullName).toHaveValue("Edith Editor");

    // Someone else's e-mail: the server's 409 is shown under the field, translated.
    await fullName.fill("Zara Quinn");
    await email.fill(other.email);
    await phone.fill("+20 100 123 4567");
    await dateOfBirth.fill("1990-05-17");
    await page.getByRole("button", { name: text.save }).click();
    await expect(toast(page, text.updateFailed).filter({ hasText: text.emailTaken })).toBeVisible();
    await expect.poll(() => fieldError(email)).toBe(text.emailTaken);
    expect((await apiProfile(request, session.accessToken)).fullName).toBe("Edith Editor");

    const newEmail = uniqueEmail(`profile-saved-${lang}`);
    await email.fill(newEmail.toUpperCase());
    const release = await holdNext(page, "/api/profile", "PUT");
    await page.getByRole("button", { name: text.save }).click();
    await expect(toast(page, text.updating)).toBeVisible();
    release();
    await expect(toast(page, text.updated)).toBeVisible();
    // "Updating profile..." turned into the outcome.
    await expect(toast(page, text.updating)).toHaveCount(0);
    await expect(email).toHaveValue(newEmail);

    // The header menu follows at once.
    await expect(page.getByRole("banner").getByRole("button", { name: `${text.menu} Zara` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zara Quinn");

    // A reload keeps everything; the overview shows the new values and no completeness hint.
    await page.goto(`/${lang}/profile`);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("+20 100 123 4567");
    await expect(panel).toContainText(text.dob);
    await expect(panel).toContainText(newEmail);
    await expect(panel.getByRole("heading", { name: text.completeHint })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: `${text.menu} Zara` })).toBeVisible();

    expect(await apiProfile(request, session.accessToken)).toMatchObject({
      email: newEmail,
      fullName: "Zara Quinn",
      phone: "+20 100 123 4567",
      dateOfBirth: "1990-05-17",
    });
    expect((await login(request, newEmail, session.password)).status()).toBe(200);
  });

  test("Change Password: the server refuses a wrong current password, then changes it and signs other devices out", async ({
    page,
    request,
  }) => {
    const session = await registerGuest(request, { prefix: `profile-password-${lang}`, password: "Old-Pass-123" });
    // Another device signed in to the same account: the change must sign it out (DESIGN 4).
    const elsewhere = await login(request, session.email, "Old-Pass-123");
    expect(elsewhere.status()).toBe(200);
    const otherDevice = ((await elsewhere.json()) as { data: { refreshToken: string } }).data;

    await openSignedIn(page, session, `/${lang}/profile?tab=password`);
    const current = field(page, text.current);
    const next = field(page, text.newPassword);
    const confirm = field(page, text.confirm);
    const submit = page.getByRole("button", { name: text.changePassword, exact: true });

    await current.fill("Not-My-Pass-9");
    await next.fill("Brand-New-Pass-1");
    await confirm.fill("Brand-New-Pass-1");
    await submit.click();
    await expect(toast(page, text.changeFailed)).toContainText(text.currentWrong);
    await expect.poll(() => fieldError(current)).toBe(text.currentWrong);
    // What was typed stays for another try.
    await expect(next).toHaveValue("Brand-New-Pass-1");

    await current.fill("Old-Pass-123");
    const release = await holdNext(page, "/api/profile/password", "PUT");
    await submit.click();
    await expect(page.getByRole("button", { name: text.changing })).toBeDisabled();
    release();
    await expect(toast(page, text.changed)).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(current).toHaveValue("");
    await expect(next).toHaveValue("");
    await expect(confirm).toHaveValue("");

    expect((await login(request, session.email, "Brand-New-Pass-1")).status()).toBe(200);
    expect((await login(request, session.email, "Old-Pass-123")).status()).toBe(401);
    // This browser stays signed in; the other device is signed out.
    expect((await apiProfile(request, session.accessToken)).email).toBe(session.email);
    const refreshed = await request.post("/api/auth/refresh-token", {
      data: { refreshToken: otherDevice.refreshToken },
    });
    expect(refreshed.status()).toBe(401);
  });
});

test.describe("profile on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every tab passes axe, fits the screen, and its own buttons are 44 px tall", async ({
    page,
    request,
    pageErrors,
  }) => {
    // An axe scan per tab and dialog: more than the default 30 s on a busy two-core runner.
    test.slow();
    const session = await registerGuest(request, { prefix: "profile-a11y" });
    await openSignedIn(page, session, "/en/profile");
    for (const [index, name] of TEXT.en.tabs.entries()) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 }).first()).toBeVisible();
      // The tabs fade to their new colours: axe must read the colours they settle on, not one in between.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== "running"),
      );
      expect(await axeViolations(page, { include: "main" }), name).toEqual([]);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The show/hide toggles (aria-pressed) belong to the shared field kit and sit inside a 44 px field.
      for (const button of await page.getByRole("tabpanel").locator("button:not([aria-pressed])").all()) {
        const box = await button.boundingBox();
        if (box && (await button.isVisible())) expect(box.height, `${name} button ${index}`).toBeGreaterThanOrEqual(44);
      }
    }
    // The deactivation dialog: fits, passes axe, and its buttons are touch-sized.
    await page.getByRole("button", { name: TEXT.en.deactivate }).click();
    const confirm = page.getByRole("dialog", { name: TEXT.en.deactivate });
    await expect(confirm.getByLabel(/^Password/)).toBeFocused();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    expect(await axeViolations(page, { include: "dialog" }), "deactivation dialog").toEqual([]);
    for (const button of await confirm.locator("button:not([aria-pressed])").all()) {
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await confirm.getByRole("button", { name: TEXT.en.cancel }).click();
    await expect(confirm).toBeHidden();
    // The arrow keys move between tabs (one tab stop for the list).
    await tab(page, TEXT.en.tabs[3]).focus();
    await page.keyboard.press("Home");
    await expect(tab(page, TEXT.en.tabs[0])).toBeFocused();
    await expect(page).toHaveURL(/\/en\/profile$/);
    expect(pageErrors.list()).toEqual([]);
  });
});
