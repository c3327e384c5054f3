// The back office's villa edit form on its own (SPEC 5 "Admin villa edit", SPEC 8 admin toasts), in German: each
// rule refuses the form with its notification, its message under the field and the focus on the first one, and
// nothing is sent. Saving for real, pictures and leaving without saving are the browser test's.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Villa } from "../../src/domain/schemas/villa.ts";
import { VillaEditForm } from "../../src/web/features/admin/villas/edit/villa-edit-form.tsx";
import { resetToasts } from "../../src/web/ui/toast/toast-store.ts";
import { Toaster } from "../../src/web/ui/toast/toaster.tsx";
import { renderRouted } from "./render-routed.tsx";

const VILLA: Villa = {
  id: "7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f",
  ownerId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  title: "Villa des Gastgebers",
  description: "Ruhig gelegen.",
  address: "Straße 1",
  city: "Hurghada",
  country: "Egypt",
  pricePerNight: 120,
  maxGuests: 6,
  bedrooms: 3,
  bathrooms: 2,
  amenities: ["wifi"],
  images: ["/images/villa/1.jpg"],
  status: "AVAILABLE",
  isActive: true,
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

/** The message shown under a field (tied to it through aria-describedby), as the browser tests read it. */
function problem(input: HTMLElement): string {
  const id = (input.getAttribute("aria-describedby") ?? "").split(/\s+/).find((each) => each.endsWith("-problem"));
  return id ? (document.getElementById(id)?.textContent ?? "").trim() : "";
}

/** The toasts whose text holds `title`. */
function toasts(title: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-kind]")].filter((item) => item.textContent?.includes(title));
}

describe("the villa edit form (de)", () => {
  it("refuses each SPEC 5 rule with its notification and message, focuses the field, and sends nothing", async () => {
    const requests: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${init?.method ?? "GET"} ${input instanceof Request ? input.url : String(input)}`);
      return Promise.reject(new Error("nothing may be sent"));
    });
    const { user } = await renderRouted(
      () => (
        <>
          <h1>Villa bearbeiten</h1>
          <VillaEditForm villa={VILLA} language="de" />
          <Toaster />
        </>
      ),
      { language: "de", pathname: `/de/admin/villas/${VILLA.id}/edit` },
    );
    const form = document.querySelector("form") as HTMLFormElement;
    const field = (label: string) =>
      within(form).getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: \\*)?$`));
    const save = screen.getByRole("button", { name: "Änderungen speichern" });
    const refill = async (input: HTMLElement, value: string) => {
      await user.clear(input);
      if (value !== "") await user.type(input, value);
    };

    const title = field("Titel");
    const address = field("Adresse");
    await refill(title, "   ");
    await refill(address, "");
    await user.click(save);
    expect(toasts("Pflichtfelder fehlen").at(-1)).toHaveTextContent("Bitte füllen Sie Titel, Adresse und Stadt aus");
    expect(problem(title)).toBe("Bitte füllen Sie Titel, Adresse und Stadt aus");
    expect(problem(address)).toBe("Bitte füllen Sie Titel, Adresse und Stadt aus");
    expect(title).toHaveFocus();
    await refill(title, VILLA.title);
    await refill(address, VILLA.address);
    expect(problem(title)).toBe("");

    const price = field("Preis pro Nacht (EUR)");
    await refill(price, "0");
    await user.click(save);
    expect(toasts("Ungültiger Preis").at(-1)).toHaveTextContent("Der Preis muss größer als 0 sein");
    expect(problem(price)).toBe("Der Preis muss größer als 0 sein");
    expect(price).toHaveFocus();
    await refill(price, String(VILLA.pricePerNight));

    const bedrooms = field("Schlafzimmer");
    for (const value of ["0", "21"]) {
      await refill(bedrooms, value);
      await user.click(save);
      expect(problem(bedrooms)).toBe("Die Anzahl der Schlafzimmer muss zwischen 1 und 20 liegen");
      expect(toasts("Die Anzahl der Schlafzimmer muss zwischen 1 und 20 liegen").length).toBeGreaterThan(0);
    }
    await refill(bedrooms, String(VILLA.bedrooms));

    const bathrooms = field("Badezimmer");
    await refill(bathrooms, "21");
    await user.click(save);
    expect(problem(bathrooms)).toBe("Die Anzahl der Badezimmer muss zwischen 1 und 20 liegen");
    await refill(bathrooms, String(VILLA.bathrooms));

    const guests = field("Max. Gäste");
    await refill(guests, "51");
    await user.click(save);
    expect(problem(guests)).toBe("Die maximale Gästezahl muss zwischen 1 und 50 liegen");
    expect(guests).toHaveFocus();

    expect(requests).toEqual([]);
  });
});
