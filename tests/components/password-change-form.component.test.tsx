// The profile's Change Password form on its own (SPEC 2 "Profile", SPEC 5 "Password change", SPEC 8 toasts), in
// English and French, with PUT /api/profile/password answered by a stubbed fetch: the hint and show/hide toggles,
// the mismatch and too-short rules with their notifications and messages, the server's wrong-current-password
// answer under its field, and Changing... then a cleared form. The real change (other devices signed out) is the
// browser test's.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PasswordChangeForm } from "../../src/web/features/profile/password-change-form.tsx";
import { resetToasts } from "../../src/web/ui/toast/toast-store.ts";
import { Toaster } from "../../src/web/ui/toast/toaster.tsx";
import { renderComponent } from "./render.tsx";

const TEXT = {
  en: {
    current: "Current password",
    newPassword: "New password",
    confirm: "Confirm new password",
    hint: "Must be at least 8 characters with uppercase, lowercase, and number.",
    changePassword: "Change Password",
    changing: "Changing...",
    mismatchTitle: "Password mismatch",
    mismatch: "New passwords do not match",
    tooShortTitle: "Password too short",
    tooShort: "Password must be at least 8 characters long",
    changeFailed: "Password change failed",
    currentWrong: "Current password is incorrect",
    changed: "Password changed successfully!",
    show: "Show password",
    hide: "Hide password",
  },
  fr: {
    current: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    confirm: "Confirmez le nouveau mot de passe",
    hint: "Au moins 8 caractères, avec une majuscule, une minuscule et un chiffre.",
    changePassword: "Changer le mot de passe",
    changing: "Modification...",
    mismatchTitle: "Mots de passe différents",
    mismatch: "Les nouveaux mots de passe ne correspondent pas",
    tooShortTitle: "Mot de passe trop court",
    tooShort: "Le mot de passe doit comporter au moins 8 caractères",
    changeFailed: "Le changement de mot de passe a échoué",
    currentWrong: "Le mot de passe actuel est incorrect",
    changed: "Mot de passe modifié avec succès !",
    show: "Afficher le mot de passe",
    hide: "Masquer le mot de passe",
  },
} as const;

/** Every PUT /api/profile/password body, answered by `answer`; any other request fails the test. */
function stubPasswordChange(answer: () => Promise<Response>): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    expect(`${init?.method} ${url.pathname}`).toBe("PUT /api/profile/password");
    bodies.push(JSON.parse(String(init?.body)));
    return answer();
  });
  return bodies;
}

const WRONG_CURRENT = () =>
  Promise.resolve(
    Response.json(
      {
        success: false,
        code: "VALIDATION_FAILED",
        message: "Current password is incorrect",
        errors: [{ path: "currentPassword", message: "Current password is incorrect" }],
      },
      { status: 422 },
    ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

/** A toast in the Notifications region by its title. */
function toast(title: string): HTMLElement {
  const region = screen.getByRole("region", { name: /Notifications/ });
  const found = [...region.querySelectorAll<HTMLElement>("[data-kind]")].filter((item) =>
    item.textContent?.includes(title),
  );
  if (found.length === 0) throw new Error(`no toast "${title}" in: ${region.textContent}`);
  return found.at(-1) as HTMLElement;
}

/** The message shown under a field (tied to it through aria-describedby), as the browser tests read it. */
function problem(input: HTMLElement): string {
  const id = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).find((each) => each.endsWith("-problem"));
  return id ? (document.getElementById(id)?.textContent ?? "") : "";
}

for (const lang of ["en", "fr"] as const) {
  const text = TEXT[lang];

  describe(`the Change Password form (${lang})`, () => {
    async function renderForm() {
      const rendered = await renderComponent(
        <>
          <PasswordChangeForm />
          <Toaster />
        </>,
        { language: lang, pathname: `/${lang}/profile` },
      );
      const form = rendered.container.querySelector("form");
      if (!form) throw new Error("no form");
      // Required fields' labels end with " *".
      const field = (label: string) => within(form).getByLabelText(new RegExp(`^${label}(?: \\*)?$`));
      return {
        ...rendered,
        current: field(text.current),
        next: field(text.newPassword),
        confirm: field(text.confirm),
        submit: within(form).getByRole("button", { name: text.changePassword }),
      };
    }

    it("has the hint and a show/hide toggle per field; mismatch and too short are refused with their messages", async () => {
      const bodies = stubPasswordChange(WRONG_CURRENT);
      const { current, next, confirm, submit, user } = await renderForm();
      expect(screen.getByText(text.hint)).toBeVisible();
      expect(current).toHaveAttribute("type", "password");
      expect(screen.getAllByRole("button", { name: text.show })).toHaveLength(3);
      await user.click(screen.getAllByRole("button", { name: text.show })[0] as HTMLElement);
      expect(current).toHaveAttribute("type", "text");
      await user.click(screen.getByRole("button", { name: text.hide }));
      expect(current).toHaveAttribute("type", "password");

      await user.type(current, "Old-Pass-123");
      await user.type(next, "Brand-New-Pass-1");
      await user.type(confirm, "Brand-New-Pass-2");
      await user.click(submit);
      expect(toast(text.mismatchTitle)).toHaveTextContent(text.mismatch);
      expect(problem(confirm)).toBe(text.mismatch);
      expect(confirm).toHaveAttribute("aria-invalid", "true");

      await user.clear(next);
      await user.type(next, "Ab1");
      await user.clear(confirm);
      await user.type(confirm, "Ab1");
      await user.click(submit);
      expect(toast(text.tooShortTitle)).toHaveTextContent(text.tooShort);
      expect(problem(next)).toBe(text.tooShort);
      expect(next).toHaveFocus();
      // The rules refused both attempts before anything was sent.
      expect(bodies).toEqual([]);
    });

    it("shows the server's wrong current password under its field, then Changing... and a cleared form", async () => {
      const bodies = stubPasswordChange(WRONG_CURRENT);
      const { current, next, confirm, submit, user } = await renderForm();
      await user.type(current, "Not-My-Pass-9");
      await user.type(next, "Brand-New-Pass-1");
      await user.type(confirm, "Brand-New-Pass-1");
      await user.click(submit);
      await waitFor(() => expect(toast(text.changeFailed)).toHaveTextContent(text.currentWrong));
      expect(problem(current)).toBe(text.currentWrong);
      expect(current).toHaveFocus();
      // What was typed stays for another try.
      expect(next).toHaveValue("Brand-New-Pass-1");
      expect(confirm).toHaveValue("Brand-New-Pass-1");

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      stubPasswordChange(async () => {
        await held;
        return Response.json({ success: true, data: null });
      });
      await user.clear(current);
      await user.type(current, "Old-Pass-123");
      await user.click(submit);
      expect(await screen.findByRole("button", { name: text.changing })).toBeDisabled();
      release();
      await waitFor(() => expect(toast(text.changed)).toBeVisible());
      expect(submit).toBeEnabled();
      expect(submit).toHaveTextContent(text.changePassword);
      expect(current).toHaveValue("");
      expect(next).toHaveValue("");
      expect(confirm).toHaveValue("");
      expect(bodies).toEqual([
        { currentPassword: "Not-My-Pass-9", newPassword: "Brand-New-Pass-1", confirmPassword: "Brand-New-Pass-1" },
      ]);
    });
  });
}
