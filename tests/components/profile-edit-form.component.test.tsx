// The profile's Edit Profile form and Overview on their own (SPEC 2 "Profile", SPEC 5 "Profile edit", SPEC 8
// profile toasts), in English and French, with PUT /api/profile answered by a stubbed fetch: each rule's message
// under its field, the taken e-mail under the e-mail, "Updating profile..." turning into the outcome, and the
// overview's facts and completeness hint. The real save, the header and the reload are the browser test's.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, villaToday } from "../../src/domain/dates.ts";
import { ProfileEditForm } from "../../src/web/features/profile/profile-edit-form.tsx";
import { latestDateOfBirth } from "../../src/web/features/profile/profile-form-values.ts";
import { ProfileOverview } from "../../src/web/features/profile/profile-overview.tsx";
import type { Profile } from "../../src/web/features/profile/profile-query.ts";
import { resetToasts } from "../../src/web/ui/toast/toast-store.ts";
import { Toaster } from "../../src/web/ui/toast/toaster.tsx";
import { renderComponent } from "./render.tsx";

const TEXT = {
  en: {
    email: "Email address",
    fullName: "Full name",
    phone: "Phone number",
    dateOfBirth: "Date of birth",
    save: "Save Changes",
    emailInvalid: "Invalid email format",
    nameTooShort: "Full name must be at least 2 characters",
    phoneInvalid: "Invalid phone number format",
    underAge: "You must be at least 18 years old",
    emailTaken: "An account with this email already exists",
    updateFailed: "Update failed",
    updating: "Updating profile...",
    updated: "Profile updated successfully!",
    notProvided: "Not provided",
    completeHint: "Complete your profile",
    active: "Active",
    dob: "May 17, 1990",
  },
  fr: {
    email: "Adresse e-mail",
    fullName: "Nom complet",
    phone: "Numéro de téléphone",
    dateOfBirth: "Date de naissance",
    save: "Enregistrer les modifications",
    emailInvalid: "Format d'e-mail invalide",
    nameTooShort: "Le nom complet doit contenir au moins 2 caractères",
    phoneInvalid: "Format de numéro de téléphone invalide",
    underAge: "Vous devez avoir au moins 18 ans",
    emailTaken: "Un compte existe déjà avec cette adresse e-mail",
    updateFailed: "La mise à jour a échoué",
    updating: "Mise à jour du profil...",
    updated: "Profil mis à jour avec succès !",
    notProvided: "Non renseigné",
    completeHint: "Complétez votre profil",
    active: "Actif",
    dob: "17 mai 1990",
  },
} as const;

const GUEST: Profile = {
  id: "0b6a2f4e-5c1d-4e8f-9a7b-3c2d1e0f9a8b",
  email: "edith@example.com",
  fullName: "Edith Editor",
  phone: null,
  dateOfBirth: null,
  role: "GUEST",
  isActive: true,
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
};

/** Every PUT /api/profile body, answered by `answer`; any other request fails the test. */
function stubProfileSave(answer: (body: Record<string, string>) => Promise<Response>): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    expect(`${init?.method} ${url.pathname}`).toBe("PUT /api/profile");
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    bodies.push(body);
    return answer(body);
  });
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
  localStorage.clear();
});

/** The toasts in the Notifications region whose text holds `title`. */
function toasts(title: string): HTMLElement[] {
  const region = screen.getByRole("region", { name: /Notifications/ });
  return [...region.querySelectorAll<HTMLElement>("[data-kind]")].filter((item) => item.textContent?.includes(title));
}

/** The message shown under a field (tied to it through aria-describedby), as the browser tests read it. */
function problem(input: HTMLElement): string {
  const id = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).find((each) => each.endsWith("-problem"));
  return id ? (document.getElementById(id)?.textContent ?? "") : "";
}

for (const lang of ["en", "fr"] as const) {
  const text = TEXT[lang];

  describe(`Edit Profile (${lang})`, () => {
    async function renderForm() {
      const rendered = await renderComponent(
        <>
          <ProfileEditForm profile={GUEST} />
          <Toaster />
        </>,
        { language: lang, pathname: `/${lang}/profile` },
      );
      const form = rendered.container.querySelector("form");
      if (!form) throw new Error("no form");
      const field = (label: string) => within(form).getByLabelText(new RegExp(`^${label}(?: \\*)?$`));
      return {
        ...rendered,
        email: field(text.email),
        fullName: field(text.fullName),
        phone: field(text.phone),
        dateOfBirth: field(text.dateOfBirth),
        save: within(form).getByRole("button", { name: text.save }),
      };
    }

    it("shows each rule's message under its field, sends nothing, and clears a message as it is fixed", async () => {
      const bodies = stubProfileSave(() => Promise.reject(new Error("nothing may be sent")));
      const { email, fullName, phone, dateOfBirth, save, user } = await renderForm();
      expect(email).toHaveValue(GUEST.email);
      expect(fullName).toHaveValue("Edith Editor");
      expect(phone).toHaveValue("");
      // The date input offers nothing younger than 18.
      const today = villaToday();
      expect(dateOfBirth).toHaveAttribute("max", latestDateOfBirth(today));

      await user.clear(email);
      await user.type(email, "not-an-email");
      await user.clear(fullName);
      await user.type(fullName, "A");
      await user.type(phone, "12");
      await user.type(dateOfBirth, addDays(latestDateOfBirth(today), 1));
      await user.click(save);
      expect(email).toHaveAttribute("aria-invalid", "true");
      expect(problem(email)).toBe(text.emailInvalid);
      expect(problem(fullName)).toBe(text.nameTooShort);
      expect(problem(phone)).toBe(text.phoneInvalid);
      expect(problem(dateOfBirth)).toBe(text.underAge);
      expect(email).toHaveFocus();
      expect(toasts(text.updateFailed)).toHaveLength(1);
      expect(toasts(text.updateFailed)[0]).toHaveTextContent(text.emailInvalid);
      expect(bodies).toEqual([]);

      await user.clear(fullName);
      await user.type(fullName, "Zara Quinn");
      expect(fullName).not.toHaveAttribute("aria-invalid", "true");
      expect(email).toHaveAttribute("aria-invalid", "true");
    });

    it("shows a taken e-mail under the field, then Updating profile... turns into the saved values", async () => {
      stubProfileSave(() =>
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
      const { email, fullName, phone, dateOfBirth, save, user } = await renderForm();
      await user.clear(email);
      await user.type(email, "someone@example.com");
      await user.clear(fullName);
      await user.type(fullName, "Zara Quinn");
      await user.type(phone, "+20 100 123 4567");
      await user.type(dateOfBirth, "1990-05-17");
      await user.click(save);
      await waitFor(() => expect(toasts(text.updateFailed)).toHaveLength(1));
      expect(toasts(text.updateFailed)[0]).toHaveTextContent(text.emailTaken);
      expect(problem(email)).toBe(text.emailTaken);
      expect(email).toHaveFocus();
      expect(fullName).toHaveValue("Zara Quinn");

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const bodies = stubProfileSave(async (body) => {
        await held;
        return Response.json({ success: true, data: { ...GUEST, ...body, updatedAt: "2026-02-01T10:00:00.000Z" } });
      });
      await user.clear(email);
      await user.type(email, "ZARA@EXAMPLE.COM");
      await user.click(save);
      await waitFor(() => expect(toasts(text.updating)).toHaveLength(1));
      release();
      await waitFor(() => expect(toasts(text.updated)).toHaveLength(1));
      // "Updating profile..." turned into the outcome.
      expect(toasts(text.updating)).toHaveLength(0);
      expect(email).toHaveValue("zara@example.com");
      expect(email).not.toHaveAttribute("aria-invalid", "true");
      expect(bodies).toEqual([
        { email: "zara@example.com", fullName: "Zara Quinn", phone: "+20 100 123 4567", dateOfBirth: "1990-05-17" },
      ]);
    });
  });

  describe(`the profile overview (${lang})`, () => {
    it("shows Not provided and the completeness hint for a fresh guest, which leads to editing", async () => {
      const onEdit = vi.fn();
      const { user } = await renderComponent(<ProfileOverview profile={GUEST} onEdit={onEdit} />, { language: lang });
      expect(document.body).toHaveTextContent("Edith Editor");
      expect(document.body).toHaveTextContent(GUEST.email);
      expect(document.body).toHaveTextContent(text.notProvided);
      expect(document.body).toHaveTextContent(text.active);
      const hint = screen.getByRole("heading", { name: text.completeHint });
      await user.click(within(hint.closest("section") as HTMLElement).getByRole("button"));
      expect(onEdit).toHaveBeenCalledOnce();
    });

    it("shows the phone and the date of birth in the page's language, and no hint once complete", async () => {
      const complete = { ...GUEST, phone: "+20 100 123 4567", dateOfBirth: "1990-05-17" };
      await renderComponent(<ProfileOverview profile={complete} onEdit={() => undefined} />, { language: lang });
      expect(document.body).toHaveTextContent("+20 100 123 4567");
      expect(document.body).toHaveTextContent(text.dob);
      expect(screen.queryByRole("heading", { name: text.completeHint })).toBeNull();
    });
  });
}
