// Accounts in the browser (SPEC 2 "Sign in and register", SPEC 4 "Auth", SPEC 5 rules, SPEC 8 toasts), in
// English and French, against the real server: a taken e-mail, a wrong password, a new account and where success
// leads, the /auth/* aliases, signed-in visitors sent on, sign-out clearing storage and cached data, and the start-up
// /auth/me check (transparent refresh, dead and deactivated sessions cleared, offline kept). Each rule in order with
// its message and warning is the component tests' (tests/components/auth-forms.component.test.tsx).
import { axeViolations } from "./axe.ts";
import type { Locator, Page, Request } from "@playwright/test";
import { addDays, addMonths, villaToday } from "../../src/domain/dates.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import { createBooking, openSignedIn, registerGuest, uniqueEmail, type GuestSession } from "./session.ts";

const TEXTS = {
  en: {
    signInTitle: "Sign In",
    signInButton: "Sign In",
    signingIn: "Signing in...",
    registerTitle: "Create Account",
    registerButton: "Create Account",
    creatingAccount: "Creating Account...",
    headerSignIn: "Sign in",
    createAccountLink: "Create an account",
    fullName: /^Full name/,
    email: /^Email/,
    password: /^Password/,
    confirm: /^Confirm password/,
    signingYouIn: "Signing you in...",
    loginSuccess: "Login successful! Redirecting...",
    welcomeBack: "Welcome back!",
    welcomeBackText: "You have been successfully logged in.",
    badCredentials: "Invalid email or password",
    creating: "Creating your account...",
    created: "Account created successfully! Welcome aboard!",
    welcome: "Welcome!",
    welcomeText: "Your account has been created successfully.",
    emailTaken: "An account with this email already exists",
    accountMenu: "Account menu:",
  },
  fr: {
    signInTitle: "Se connecter",
    signInButton: "Se connecter",
    signingIn: "Connexion...",
    registerTitle: "Créer un compte",
    registerButton: "Créer un compte",
    creatingAccount: "Création du compte...",
    headerSignIn: "Se connecter",
    createAccountLink: "Créer un compte",
    fullName: /^Nom complet/,
    email: /^E-mail/,
    password: /^Mot de passe/,
    confirm: /^Confirmer le mot de passe/,
    signingYouIn: "Connexion en cours...",
    loginSuccess: "Connexion réussie ! Redirection...",
    welcomeBack: "Bon retour parmi nous !",
    welcomeBackText: "Vous êtes bien connecté.",
    badCredentials: "E-mail ou mot de passe incorrect",
    creating: "Création de votre compte...",
    created: "Compte créé avec succès ! Bienvenue parmi nous !",
    welcome: "Bienvenue !",
    welcomeText: "Votre compte a bien été créé.",
    emailTaken: "Un compte existe déjà avec cette adresse e-mail",
    accountMenu: "Menu du compte :",
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A toast of one kind whose text contains `title`. */
function toast(page: Page, kind: "success" | "error" | "warning" | "info", title: string): Locator {
  return page.locator(`[data-kind="${kind}"]`).filter({ hasText: title });
}

function registerForm(page: Page, x: Texts) {
  const form = page.getByRole("form", { name: x.registerTitle });
  return {
    form,
    fullName: form.getByLabel(x.fullName),
    email: form.getByLabel(x.email),
    password: form.getByLabel(x.password),
    confirm: form.getByLabel(x.confirm),
    submit: form.getByRole("button", { name: x.registerButton }),
  };
}

function signInForm(page: Page, x: Texts) {
  const form = page.getByRole("form", { name: x.signInTitle });
  return {
    form,
    email: form.getByLabel(x.email),
    password: form.getByLabel(x.password),
    submit: form.getByRole("button", { name: x.signInButton }),
  };
}

/** Holds every request to `url` until released, so the "...ing" state can be seen. */
async function holdRequests(page: Page, url: string | RegExp) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: Request[] = [];
  await page.route(url, async (route) => {
    held.push(route.request());
    await gate;
    await route.continue();
  });
  return { held, release };
}

async function stored(page: Page) {
  return page.evaluate(() => ({
    user: localStorage.getItem("user"),
    accessToken: localStorage.getItem("accessToken"),
    refreshToken: localStorage.getItem("refreshToken"),
  }));
}

const accountButton = (page: Page, x: Texts, firstName: string) =>
  page.getByRole("banner").getByRole("button", { name: `${x.accountMenu} ${firstName}` });

for (const lang of ["en", "fr"] as const) {
  const x = TEXTS[lang];

  test.describe(`register (${lang})`, () => {
    test("refuses a taken e-mail, then creates the account signed in", async ({ page, request, pageErrors }) => {
      await test.step("an e-mail that already has an account is refused under the field, keeping what was typed", async () => {
        const existing = await registerGuest(request, { prefix: `taken-${lang}` });
        await page.goto(`/${lang}/register`);
        await waitForPage(page);
        const f = registerForm(page, x);
        await f.fullName.fill("Grace Hopper");
        await f.email.fill(existing.email);
        await f.password.fill("another1");
        await f.confirm.fill("another1");
        await f.submit.click();

        await expect(toast(page, "error", x.emailTaken)).toBeVisible();
        await expect(f.email).toHaveAttribute("aria-invalid", "true");
        await expect(f.email).toHaveAccessibleDescription(x.emailTaken);
        await expect(f.email).toBeFocused();
        await expect(f.fullName).toHaveValue("Grace Hopper");
        await expect(f.password).toHaveValue("another1");
        await expect(f.submit).toBeEnabled();
        await expect(page).toHaveURL(`/${lang}/register`);
        expect((await stored(page)).accessToken).toBeNull();
      });

      await test.step("creates the account signed in and lands where it was sent from", async () => {
        // The refused e-mail's 409 before this step is logged by the browser; only this step's errors count.
        const errorsBefore = pageErrors.list().length;
        const registerCalls: Request[] = [];
        page.on("request", (request) => {
          if (request.url().endsWith("/api/auth/register")) registerCalls.push(request);
        });
        // English lands on the page it was sent from; French has no redirect and lands on the language's root.
        const redirect = lang === "en" ? "/en/practical-info" : undefined;
        await page.goto(redirect ? `/${lang}/register?redirect=${encodeURIComponent(redirect)}` : `/${lang}/register`);
        await waitForPage(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.registerTitle);
        const f = registerForm(page, x);
        await expect(f.fullName).toHaveAttribute("autocomplete", "name");
        await expect(f.email).toHaveAttribute("autocomplete", "email");
        await expect(f.password).toHaveAttribute("autocomplete", "new-password");
        await expect(f.confirm).toHaveAttribute("autocomplete", "new-password");

        // Each rule in SPEC order, its warning and its message are the component test's (auth-forms); here the
        // valid form reaches the real server.
        const email = uniqueEmail(`register-${lang}`);
        await f.email.fill(email);
        await f.password.fill("secret1");
        await f.confirm.fill("secret1");
        // Success: busy button and "Creating your account..." while the request travels.
        const hold = await holdRequests(page, "**/api/auth/register");
        await f.fullName.fill("  Ada Lovelace  ");
        await f.submit.click();
        await expect(f.form.getByRole("button", { name: x.creatingAccount })).toBeDisabled();
        await expect(toast(page, "info", x.creating)).toBeVisible();
        // The button and toast can show before the route handler has seen the request: wait for it.
        await expect.poll(() => hold.held.length).toBe(1);
        expect(hold.held[0]?.postDataJSON()).toEqual({ email, password: "secret1", fullName: "Ada Lovelace" });
        hold.release();

        await expect(toast(page, "success", x.created)).toBeVisible();
        await expect(toast(page, "info", x.creating)).toHaveCount(0);
        await expect(toast(page, "success", x.welcome)).toContainText(x.welcomeText);
        await expect(page).toHaveURL(redirect ?? `/${lang}`);
        await expect(accountButton(page, x, "Ada")).toBeVisible();
        const session = await stored(page);
        expect(JSON.parse(session.user ?? "null")).toMatchObject({ email, fullName: "Ada Lovelace", role: "GUEST" });
        expect(session.accessToken).toBeTruthy();
        expect(session.refreshToken).toBeTruthy();
        expect(registerCalls).toHaveLength(1);
        expect(pageErrors.list().slice(errorsBefore)).toEqual([]);
      });
    });
  });

  test.describe(`sign in (${lang})`, () => {
    test("explains a wrong password, then signs in and returns where the visitor was", async ({
      page,
      request,
      pageErrors,
    }) => {
      const guest = await registerGuest(request, { prefix: `signin-${lang}`, fullName: "Marie Curie" });
      // French starts from a page and follows the header's Sign in, which remembers the page.
      let returnTo: string;
      if (lang === "fr") {
        await page.goto("/fr/about");
        await waitForPage(page);
        await page.getByRole("banner").getByRole("link", { name: x.headerSignIn }).click();
        returnTo = "/fr/about";
        await expect(page).toHaveURL(`/fr/signin?redirect=${encodeURIComponent(returnTo)}`);
      } else {
        returnTo = "/en/contact?subject=Late+check-in";
        await page.goto(`/en/signin?redirect=${encodeURIComponent(returnTo)}`);
      }
      await waitForPage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.signInTitle);
      const f = signInForm(page, x);
      await expect(f.email).toHaveAttribute("autocomplete", "email");
      await expect(f.password).toHaveAttribute("autocomplete", "current-password");
      // The link to register keeps where the visitor is going.
      await expect(f.form.locator("..").getByRole("link", { name: x.createAccountLink })).toHaveAttribute(
        "href",
        `/${lang}/register?redirect=${encodeURIComponent(returnTo)}`,
      );

      // The rules before sending and the Show password toggle are the component test's (auth-forms).
      await f.email.fill(guest.email);
      await f.password.fill("Wrong-Pass-999");
      await f.submit.click();
      await expect(toast(page, "error", x.badCredentials)).toBeVisible();
      await expect(page.getByTestId("auth-form-error")).toHaveText(x.badCredentials);
      await expect(f.email).toHaveValue(guest.email);
      await expect(f.password).toHaveValue("Wrong-Pass-999");
      expect((await stored(page)).accessToken).toBeNull();

      const hold = await holdRequests(page, "**/api/auth/login");
      await f.password.fill(guest.password);
      await f.submit.click();
      await expect(f.form.getByRole("button", { name: x.signingIn })).toBeDisabled();
      await expect(toast(page, "info", x.signingYouIn)).toBeVisible();
      hold.release();

      await expect(toast(page, "success", x.loginSuccess)).toBeVisible();
      await expect(toast(page, "info", x.signingYouIn)).toHaveCount(0);
      await expect(toast(page, "success", x.welcomeBack)).toContainText(x.welcomeBackText);
      await expect(page).toHaveURL(returnTo);
      await expect(accountButton(page, x, "Marie")).toBeVisible();
      expect(JSON.parse((await stored(page)).user ?? "null")).toMatchObject({ id: guest.user.id, email: guest.email });
      expect(pageErrors.list().filter((line) => !line.includes("401"))).toEqual([]);
    });
  });
}

test.describe("auth pages", () => {
  test("the /auth/* aliases, a phone with an accessibility scan, an outside redirect ignored, and signed-in visitors sent on", async ({
    page,
    context,
    request,
  }) => {
    // Four visits and an axe scan: longer than one test on a busy machine.
    test.slow();
    await test.step("the /auth/login and /auth/register aliases open the main pages with their query string", async () => {
      const target = encodeURIComponent("/en/services");
      await page.goto(`/en/auth/login?redirect=${target}`);
      await expect(page).toHaveURL(`/en/signin?redirect=${target}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");

      await page.goto(`/fr/auth/register?redirect=${encodeURIComponent("/fr/contact")}`);
      await expect(page).toHaveURL(`/fr/register?redirect=${encodeURIComponent("/fr/contact")}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer un compte");
      // The other page's link keeps the redirect too.
      await expect(page.getByRole("main").getByRole("link", { name: "Se connecter" })).toHaveAttribute(
        "href",
        `/fr/signin?redirect=${encodeURIComponent("/fr/contact")}`,
      );
    });

    await test.step("look right on a phone and pass an accessibility scan with errors shown", async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      for (const path of ["/en/signin", "/en/register"]) {
        await page.goto(path);
        await waitForPage(page);
        await page
          .getByRole("main")
          .getByRole("button", { name: /^(Sign In|Create Account)$/ })
          .click();
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const submit = await page
          .getByRole("main")
          .getByRole("button", { name: /^(Sign In|Create Account)$/ })
          .boundingBox();
        expect(submit?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect(await axeViolations(page, { include: "main" })).toEqual([]);
      }
      // The steps after this one were written for the default desktop size.
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step("a redirect that would leave the site is ignored: sign-in from a fresh tab lands on the language's home", async () => {
      // A tab with no history of its own, as the title says: with one, sign-in goes back a page instead.
      const freshTab = await context.newPage();
      const guest = await registerGuest(request, { prefix: "signin-evil" });
      await freshTab.goto(`/de/signin?redirect=${encodeURIComponent("//evil.example/steal")}`);
      await waitForPage(freshTab);
      const form = freshTab.getByRole("form", { name: "Anmelden" });
      await form.getByLabel(/^E-Mail/).fill(guest.email);
      await form.getByLabel(/^Passwort/).fill(guest.password);
      await form.getByRole("button", { name: "Anmelden" }).click();
      await expect(toast(freshTab, "success", "Willkommen zurück!")).toBeVisible();
      await expect(freshTab).toHaveURL("/de");
      await freshTab.close();
    });

    await test.step("signed-in visitors are sent on from sign-in and register", async () => {
      const guest = await registerGuest(request, { prefix: "already" });
      await openSignedIn(page, guest, `/en/signin?redirect=${encodeURIComponent("/en/about")}`);
      await expect(page).toHaveURL("/en/about");
      await waitForPage(page);
      await page.goto("/fr/register");
      await expect(page).toHaveURL("/fr");
      await page.goto("/de/auth/login");
      await expect(page).toHaveURL("/de");
      await waitForPage(page);
      await expect(page.getByRole("form", { name: "Anmelden" })).toHaveCount(0);
    });
  });
});

test.describe("sign-out", () => {
  test("clears the tokens, the stored user and every cached query", async ({ page, request }, testInfo) => {
    // Month +12 is this spec's own window; a retry takes other nights, the first attempt's booking still stands.
    const checkIn = addDays(addMonths(villaToday(), 12), 2 + testInfo.retry * 4);
    const first = await registerGuest(request, { prefix: "logout-a", fullName: "Alan Turing" });
    const booking = await createBooking(request, first, { checkIn, checkOut: addDays(checkIn, 2) });
    const shortId = new RegExp(booking.id.slice(-8), "i");
    const second = await registerGuest(request, { prefix: "logout-b", fullName: "Barbara Liskov" });

    await openSignedIn(page, first, "/en/my-bookings");
    await expect(page.getByText(shortId).first()).toBeVisible();

    // Everything below happens inside the page, so the in-memory query cache would survive if it were not cleared.
    await accountButton(page, TEXTS.en, "Alan").click();
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(await stored(page)).toEqual({ user: null, accessToken: null, refreshToken: null });

    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    const f = signInForm(page, TEXTS.en);
    await f.email.fill(second.email);
    await f.password.fill(second.password);
    await f.submit.click();
    await expect(accountButton(page, TEXTS.en, "Barbara")).toBeVisible();

    // Barbara's list is held back: whatever shows meanwhile can only come from the cache.
    const hold = await holdRequests(page, /\/api\/bookings\/my/);
    await accountButton(page, TEXTS.en, "Barbara").click();
    await page.getByRole("banner").getByRole("link", { name: "My Bookings" }).click();
    await expect(page).toHaveURL(/\/en\/my-bookings/);
    await expect.poll(() => hold.held.length).toBeGreaterThan(0);
    const barbaraToken = (await stored(page)).accessToken;
    expect(hold.held[0]?.headers().authorization).toBe(`Bearer ${barbaraToken}`);
    await expect(page.getByText(shortId)).toHaveCount(0);
    hold.release();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(shortId)).toHaveCount(0);
  });
});

test.describe("start-up session check", () => {
  /** Opens `path` with `session` stored and records every /api/auth/* answer of that load. */
  async function openWith(page: Page, session: GuestSession, path: string) {
    const answers: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/auth/"))
        answers.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    });
    await openSignedIn(page, session, path);
    await waitForPage(page);
    return answers;
  }

  test("each stored session met at start-up: refreshed, dead, deactivated, on sign-in, slow and offline", async ({
    page,
    request,
  }) => {
    // Six start-ups, each a fresh load: longer than one test on a busy machine.
    test.slow();
    await test.step("an invalid access token is refreshed transparently and the stored user updated", async () => {
      const guest = await registerGuest(request, { prefix: "refresh", fullName: "Katherine Johnson" });
      const answers = await openWith(
        page,
        { ...guest, accessToken: "bogus.access.token", user: { ...guest.user, fullName: "Old Name" } },
        "/en/about",
      );
      // A prerendered page checks the session once it responds, in the background.
      await expect
        .poll(() => answers)
        .toEqual(["GET /api/auth/me 401", "POST /api/auth/refresh-token 200", "GET /api/auth/me 200"]);
      await expect(accountButton(page, TEXTS.en, "Katherine")).toBeVisible();
      const after = await stored(page);
      expect(after.accessToken).not.toBe("bogus.access.token");
      expect(after.refreshToken).not.toBe(guest.refreshToken);
      expect(JSON.parse(after.user ?? "null")).toMatchObject({ id: guest.user.id, fullName: "Katherine Johnson" });
      // The new access token is a real one.
      const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${after.accessToken}` } });
      expect(me.status()).toBe(200);
    });

    await test.step("a dead session (refresh token refused) is cleared", async () => {
      const guest = await registerGuest(request, { prefix: "dead" });
      const answers = await openWith(
        page,
        { ...guest, accessToken: "bogus.access.token", refreshToken: "garbage" },
        "/fr/about",
      );
      await expect(page.getByRole("banner").getByRole("link", { name: "Se connecter" })).toBeVisible();
      // The prerendered header already shows the link: wait for the check itself.
      await expect.poll(() => answers).toEqual(["GET /api/auth/me 401", "POST /api/auth/refresh-token 401"]);
      expect(await stored(page)).toEqual({ user: null, accessToken: null, refreshToken: null });
    });

    await test.step("a deactivated account is signed out", async () => {
      const guest = await registerGuest(request, { prefix: "deactivated" });
      const deactivated = await request.put("/api/profile/deactivate", {
        headers: { Authorization: `Bearer ${guest.accessToken}` },
        data: { password: guest.password },
      });
      expect(deactivated.status(), await deactivated.text()).toBe(200);
      const answers = await openWith(page, guest, "/en/about");
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
      await expect.poll(() => answers).toEqual(["GET /api/auth/me 403"]);
      expect(await stored(page)).toEqual({ user: null, accessToken: null, refreshToken: null });
    });

    await test.step("sign-in waits for the check: a dead stored session does not send the visitor away", async () => {
      const guest = await registerGuest(request, { prefix: "dead-signin" });
      const target = encodeURIComponent("/en/about");
      const answers = await openWith(
        page,
        { ...guest, accessToken: "bogus.access.token", refreshToken: "garbage" },
        `/en/signin?redirect=${target}`,
      );
      await expect(page).toHaveURL(`/en/signin?redirect=${target}`);
      await expect(page.getByRole("form", { name: "Sign In" })).toBeVisible();
      expect(answers).toEqual(["GET /api/auth/me 401", "POST /api/auth/refresh-token 401"]);
      expect(await stored(page)).toEqual({ user: null, accessToken: null, refreshToken: null });
    });

    await test.step("while a slow check runs, an account page shows Loading... instead of guessing", async () => {
      const guest = await registerGuest(request, { prefix: "slow-check" });
      // The check's answer is held until the page has shown that it waits for it.
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route("**/api/auth/me", async (route) => {
        await answered;
        await route.continue();
      });
      await openSignedIn(page, guest, "/fr/my-bookings");
      const loading = page.getByRole("main").getByRole("status").filter({ hasText: "Chargement..." });
      await expect(loading).toBeVisible();
      answer();
      await expect(loading).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(accountButton(page, TEXTS.fr, "Test")).toBeVisible();
      // The next step answers the check its own way.
      await page.unroute("**/api/auth/me");
    });

    await test.step("without an answer (offline) the session is kept", async () => {
      const guest = await registerGuest(request, { prefix: "offline", fullName: "Hedy Lamarr" });
      let asked = 0;
      await page.route("**/api/auth/me", (route) => {
        asked += 1;
        return route.abort("internetdisconnected");
      });
      await openSignedIn(page, guest, "/en/about");
      await waitForPage(page);
      await expect.poll(() => asked).toBe(1);
      await expect(accountButton(page, TEXTS.en, "Hedy")).toBeVisible();
      expect(await stored(page)).toEqual({
        user: JSON.stringify(guest.user),
        accessToken: guest.accessToken,
        refreshToken: guest.refreshToken,
      });
    });
  });
});
