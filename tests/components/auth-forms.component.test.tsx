// The sign-in and register pages on their own (SPEC 2 "Sign in and register", SPEC 5 rules, SPEC 8 toasts), in
// English and French, with the auth API answered by a stubbed fetch: each rule in SPEC order with its warning, the
// message under the field and the focus on it, the "...ing" state and toasts, where success leads, and the server's
// refusals under their fields. The browser tests keep the real server's answers and the signed-in header.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterPage } from "../../src/web/features/account/register/register-page.tsx";
import { SignInPage } from "../../src/web/features/account/sign-in/sign-in-page.tsx";
import { resetToasts } from "../../src/web/ui/toast/toast-store.ts";
import { Toaster } from "../../src/web/ui/toast/toaster.tsx";
import { renderRouted } from "./render-routed.tsx";

const TEXTS = {
  en: {
    signInTitle: "Sign In",
    signingIn: "Signing in...",
    registerTitle: "Create Account",
    creatingAccount: "Creating Account...",
    createAccountLink: "Create an account",
    showPassword: "Show password",
    fullName: /^Full name/,
    email: /^Email/,
    password: /^Password/,
    confirm: /^Confirm password/,
    missing: "Missing Fields",
    missingRegister: "Please fill in all required fields",
    missingSignIn: "Please fill in all fields",
    mismatchTitle: "Password Mismatch",
    mismatch: "Passwords do not match",
    weakTitle: "Weak Password",
    weak: "Password must be at least 6 characters long",
    emailTitle: "Invalid Email",
    emailInvalid: "Please enter a valid email address",
    nameTitle: "Invalid Name",
    nameShort: "Full name must be at least 2 characters long",
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
  },
  fr: {
    signInTitle: "Se connecter",
    signingIn: "Connexion...",
    registerTitle: "Créer un compte",
    creatingAccount: "Création du compte...",
    createAccountLink: "Créer un compte",
    showPassword: "Afficher le mot de passe",
    fullName: /^Nom complet/,
    email: /^E-mail/,
    password: /^Mot de passe/,
    confirm: /^Confirmer le mot de passe/,
    missing: "Champs manquants",
    missingRegister: "Veuillez remplir tous les champs obligatoires",
    missingSignIn: "Veuillez remplir tous les champs",
    mismatchTitle: "Mots de passe différents",
    mismatch: "Les mots de passe ne correspondent pas",
    weakTitle: "Mot de passe trop faible",
    weak: "Le mot de passe doit comporter au moins 6 caractères",
    emailTitle: "E-mail invalide",
    emailInvalid: "Veuillez saisir une adresse e-mail valide",
    nameTitle: "Nom invalide",
    nameShort: "Le nom complet doit comporter au moins 2 caractères",
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
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const USER = {
  id: "5f0c1a2b-3d4e-4f60-8a7b-9c0d1e2f3a4b",
  email: "ada@example.com",
  fullName: "Ada Lovelace",
  phone: null,
  dateOfBirth: null,
  role: "GUEST",
  isActive: true,
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
};
const SESSION = { accessToken: "access-1", refreshToken: "refresh-1", user: USER };

/** Every POST to `path` (its JSON body), answered by `answer`; any other request fails the test. */
function stubAuth(path: string, answer: () => Promise<Response>): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    expect(`${init?.method} ${url.pathname}`).toBe(`POST ${path}`);
    bodies.push(JSON.parse(String(init?.body)));
    return answer();
  });
  return bodies;
}

/** Holds the answer until `release` is called, to see the "...ing" state. */
function held(response: () => Response) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { release: () => release(), answer: async () => (await gate, response()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
  localStorage.clear();
});

/** The toasts of one kind whose text holds `title`. */
function toasts(kind: "success" | "error" | "warning" | "info", title: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[data-kind="${kind}"]`)].filter((item) =>
    item.textContent?.includes(title),
  );
}

/** The warning of a failed rule (the newest one), and its message under `field`, which is focused. */
function expectRule(field: HTMLElement, title: string, message: string): void {
  expect(toasts("warning", title).at(-1)).toHaveTextContent(message);
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  expect(field).toHaveFocus();
}

const stored = () => ({
  user: localStorage.getItem("user"),
  accessToken: localStorage.getItem("accessToken"),
  refreshToken: localStorage.getItem("refreshToken"),
});

for (const lang of ["en", "fr"] as const) {
  const x: Texts = TEXTS[lang];

  describe(`register (${lang})`, () => {
    async function openRegister(redirect?: string) {
      const url = redirect ? `/${lang}/register?redirect=${encodeURIComponent(redirect)}` : `/${lang}/register`;
      const rendered = await renderRouted(
        () => (
          <>
            <RegisterPage language={lang} redirect={redirect} />
            <Toaster />
          </>
        ),
        { language: lang, pathname: url },
      );
      const form = screen.getByRole("form", { name: x.registerTitle });
      const { getByLabelText, getByRole } = within(form);
      return {
        ...rendered,
        form,
        fullName: getByLabelText(x.fullName),
        email: getByLabelText(x.email),
        password: getByLabelText(x.password),
        confirm: getByLabelText(x.confirm),
        submit: getByRole("button", { name: x.registerTitle }),
      };
    }

    it("checks each rule in SPEC order, then shows Creating Account... and lands where it was sent from", async () => {
      const hold = held(() => Response.json({ success: true, data: SESSION }, { status: 201 }));
      const bodies = stubAuth("/api/auth/register", hold.answer);
      // English lands on the page it was sent from; French has no redirect and lands on the language's root.
      const redirect = lang === "en" ? "/en/practical-info" : undefined;
      const f = await openRegister(redirect);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(x.registerTitle);
      expect(f.fullName).toHaveAttribute("autocomplete", "name");
      expect(f.email).toHaveAttribute("autocomplete", "email");
      expect(f.password).toHaveAttribute("autocomplete", "new-password");
      expect(f.confirm).toHaveAttribute("autocomplete", "new-password");

      // 1. Everything empty: the first missing field (e-mail) carries the message.
      await f.user.click(f.submit);
      expectRule(f.email, x.missing, x.missingRegister);

      // 2. Mismatch comes before the length and the e-mail format (both also wrong here).
      await f.user.type(f.fullName, "Ada Lovelace");
      await f.user.type(f.email, "ada");
      await f.user.type(f.password, "abc");
      await f.user.type(f.confirm, "abd");
      await f.user.click(f.submit);
      expectRule(f.confirm, x.mismatchTitle, x.mismatch);

      // 3. Too short comes before the e-mail format.
      await f.user.clear(f.confirm);
      await f.user.type(f.confirm, "abc");
      await f.user.click(f.submit);
      expectRule(f.password, x.weakTitle, x.weak);

      // 4. The e-mail format comes before the name.
      await f.user.clear(f.password);
      await f.user.type(f.password, "secret1");
      await f.user.clear(f.confirm);
      await f.user.type(f.confirm, "secret1");
      await f.user.clear(f.fullName);
      await f.user.type(f.fullName, " A ");
      await f.user.click(f.submit);
      expectRule(f.email, x.emailTitle, x.emailInvalid);

      // 5. A trimmed name of one letter.
      await f.user.clear(f.email);
      await f.user.type(f.email, USER.email);
      await f.user.click(f.submit);
      expectRule(f.fullName, x.nameTitle, x.nameShort);
      expect(bodies).toEqual([]);

      // Success: busy button and "Creating your account..." while the request travels.
      await f.user.clear(f.fullName);
      await f.user.type(f.fullName, "  Ada Lovelace  ");
      await f.user.click(f.submit);
      expect(await within(f.form).findByRole("button", { name: x.creatingAccount })).toBeDisabled();
      expect(toasts("info", x.creating)).toHaveLength(1);
      expect(bodies).toEqual([{ email: USER.email, password: "secret1", fullName: "Ada Lovelace" }]);
      hold.release();

      await waitFor(() => expect(toasts("success", x.welcome)).toHaveLength(1));
      expect(toasts("success", x.welcome)[0]).toHaveTextContent(x.welcomeText);
      expect(toasts("success", x.created)).toHaveLength(1);
      expect(toasts("info", x.creating)).toHaveLength(0);
      expect(f.path()).toBe(redirect ?? `/${lang}`);
      expect(JSON.parse(stored().user ?? "null")).toMatchObject({ email: USER.email, role: "GUEST" });
      expect(stored().accessToken).toBe(SESSION.accessToken);
      expect(bodies).toHaveLength(1);
    });

    it("refuses an e-mail that already has an account under the field, keeping what was typed", async () => {
      stubAuth("/api/auth/register", () =>
        Promise.resolve(
          Response.json(
            {
              success: false,
              code: "EMAIL_TAKEN",
              message: "An account with this email already exists",
              errors: [{ path: "email", message: "An account with this email already exists" }],
            },
            { status: 409 },
          ),
        ),
      );
      const f = await openRegister();
      await f.user.type(f.fullName, "Grace Hopper");
      await f.user.type(f.email, "grace@example.com");
      await f.user.type(f.password, "another1");
      await f.user.type(f.confirm, "another1");
      await f.user.click(f.submit);

      await waitFor(() => expect(toasts("error", x.emailTaken)).toHaveLength(1));
      expect(f.email).toHaveAttribute("aria-invalid", "true");
      expect(f.email).toHaveAccessibleDescription(x.emailTaken);
      await waitFor(() => expect(f.email).toHaveFocus());
      expect(f.fullName).toHaveValue("Grace Hopper");
      expect(f.password).toHaveValue("another1");
      expect(f.submit).toBeEnabled();
      expect(f.path()).toBe(`/${lang}/register`);
      expect(stored().accessToken).toBeNull();
    });
  });

  describe(`sign in (${lang})`, () => {
    it("checks the rules, explains a wrong password, then shows Signing in... and returns where the visitor was", async () => {
      const returnTo = lang === "en" ? "/en/contact?subject=Late+check-in" : "/fr/about";
      const bodies = stubAuth("/api/auth/login", () =>
        Promise.resolve(
          Response.json(
            { success: false, code: "INVALID_CREDENTIALS", message: "Invalid email or password" },
            { status: 401 },
          ),
        ),
      );
      const rendered = await renderRouted(
        () => (
          <>
            <SignInPage language={lang} redirect={returnTo} />
            <Toaster />
          </>
        ),
        { language: lang, pathname: `/${lang}/signin?redirect=${encodeURIComponent(returnTo)}` },
      );
      const { user } = rendered;
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(x.signInTitle);
      const form = screen.getByRole("form", { name: x.signInTitle });
      const email = within(form).getByLabelText(x.email);
      const password = within(form).getByLabelText(x.password);
      const submit = within(form).getByRole("button", { name: x.signInTitle });
      expect(email).toHaveAttribute("autocomplete", "email");
      expect(password).toHaveAttribute("autocomplete", "current-password");
      // The link to register keeps where the visitor is going.
      expect(screen.getByRole("link", { name: x.createAccountLink })).toHaveAttribute(
        "href",
        `/${lang}/register?redirect=${encodeURIComponent(returnTo)}`,
      );

      await user.click(submit);
      expectRule(email, x.missing, x.missingSignIn);
      await user.type(email, "marie");
      await user.click(submit);
      expectRule(password, x.missing, x.missingSignIn);
      await user.type(password, "whatever");
      await user.click(submit);
      expectRule(email, x.emailTitle, x.emailInvalid);
      expect(bodies).toEqual([]);

      // The password is shown on request.
      expect(password).toHaveAttribute("type", "password");
      await user.click(within(form).getByRole("button", { name: x.showPassword }));
      expect(password).toHaveAttribute("type", "text");

      await user.clear(email);
      await user.type(email, "marie@example.com");
      await user.clear(password);
      await user.type(password, "Wrong-Pass-999");
      await user.click(submit);
      await waitFor(() => expect(toasts("error", x.badCredentials)).toHaveLength(1));
      expect(screen.getByTestId("auth-form-error")).toHaveTextContent(x.badCredentials);
      expect(email).toHaveValue("marie@example.com");
      expect(password).toHaveValue("Wrong-Pass-999");
      expect(stored().accessToken).toBeNull();

      const hold = held(() =>
        Response.json({ success: true, data: { ...SESSION, user: { ...USER, fullName: "Marie Curie" } } }),
      );
      const sent = stubAuth("/api/auth/login", hold.answer);
      await user.clear(password);
      await user.type(password, "Right-Pass-1");
      await user.click(submit);
      expect(await within(form).findByRole("button", { name: x.signingIn })).toBeDisabled();
      expect(toasts("info", x.signingYouIn)).toHaveLength(1);
      hold.release();

      await waitFor(() => expect(toasts("success", x.welcomeBack)).toHaveLength(1));
      expect(toasts("success", x.welcomeBack)[0]).toHaveTextContent(x.welcomeBackText);
      expect(toasts("success", x.loginSuccess)).toHaveLength(1);
      expect(toasts("info", x.signingYouIn)).toHaveLength(0);
      expect(rendered.path()).toBe(returnTo);
      expect(sent).toEqual([{ email: "marie@example.com", password: "Right-Pass-1" }]);
      expect(JSON.parse(stored().user ?? "null")).toMatchObject({ fullName: "Marie Curie" });
    });
  });
}
