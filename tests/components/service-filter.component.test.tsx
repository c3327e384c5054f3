// The category filter of the services page (SPEC 2 Services) on its own: ARIA tabs that filter the catalogue,
// arrow keys and Home between tabs, and one card expanded at a time, by mouse or keyboard.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServiceFilter } from "../../src/web/features/services/service-filter.tsx";
import { renderComponent } from "./render.tsx";

// The catalogue as the visitor sees it, by filter tab (English titles).
const SERVICES_BY_TAB = {
  All: ["Scuba Diving", "Desert Quad Safari", "Traditional Hammam & Spa", "Luxor Day Tour"],
  Included: ["Private Villa Accommodation", "Airport Transfer", "24/7 Concierge & Security", "Daily Housekeeping"],
  Adventure: [
    "Scuba Diving",
    "Tandem Skydiving",
    "Desert Quad Safari",
    "Private Boat Tour",
    "Horse Riding on the Beach",
  ],
  Wellness: ["Massage at the Villa", "Traditional Hammam & Spa"],
  Cultural: ["Luxor Day Tour"],
  Transport: ["Car Rental"],
  Custom: ["Gourmet Delivery & Private Chef", "Custom Requests"],
} as const;

const renderFilter = () => renderComponent(<ServiceFilter lang="en" />, { pathname: "/en/services" });
const panel = () => screen.getByRole("tabpanel");
/** The toggle buttons of the cards in the shown panel, named by the services' titles. */
const cardToggles = () => [...panel().querySelectorAll("button[aria-expanded]")];
const toggleTitles = () => cardToggles().map((toggle) => toggle.textContent?.trim());
const tab = (name: string) => screen.getByRole("tab", { name });

describe("the service filter", () => {
  it("shows each category's services under its tab, and arrow keys and Home move between tabs", async () => {
    const { user } = await renderFilter();
    expect(tab("All")).toHaveAttribute("aria-selected", "true");
    expect(toggleTitles()).toEqual(SERVICES_BY_TAB.All);
    for (const [name, titles] of Object.entries(SERVICES_BY_TAB)) {
      await user.click(tab(name));
      expect(tab(name)).toHaveAttribute("aria-selected", "true");
      expect(toggleTitles()).toEqual(titles);
    }
    // Neither included nor featured: the card is badged with its category.
    await user.click(tab("Transport"));
    expect(within(panel()).getByText("Transport", { exact: true })).toBeInTheDocument();

    await user.click(tab("Included"));
    await user.keyboard("{ArrowRight}");
    expect(tab("Adventure")).toHaveFocus();
    expect(tab("Adventure")).toHaveAttribute("aria-selected", "true");
    expect(toggleTitles()).toEqual(SERVICES_BY_TAB.Adventure);
    await user.keyboard("{ArrowLeft}");
    expect(tab("Included")).toHaveFocus();
    expect(tab("Included")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(tab("All")).toHaveFocus();
    expect(tab("All")).toHaveAttribute("aria-selected", "true");
    // One tab stop for the whole list: only the selected tab is in the Tab order.
    expect(screen.getAllByRole("tab").filter((each) => each.tabIndex === 0)).toEqual([tab("All")]);
  });

  it("expands a card when selected and collapses it when selected again, one card at a time", async () => {
    const { user } = await renderFilter();
    await user.click(tab("Adventure"));
    const diving = within(panel()).getByRole("button", { name: "Scuba Diving" });
    const quad = within(panel()).getByRole("button", { name: "Desert Quad Safari" });

    expect(diving).toHaveAttribute("aria-expanded", "false");
    await user.click(diving);
    expect(diving).toHaveAttribute("aria-expanded", "true");
    expect(within(panel()).getByText(/Discovery dives for complete beginners/)).toBeVisible();
    expect(within(panel()).getByRole("link", { name: "Full details: Scuba Diving" })).toHaveAttribute(
      "href",
      "/en/services/scuba-diving",
    );

    await user.click(quad);
    expect(quad).toHaveAttribute("aria-expanded", "true");
    expect(diving).toHaveAttribute("aria-expanded", "false");
    expect(within(panel()).queryByText(/Discovery dives for complete beginners/)).toBeNull();
    expect(panel().querySelectorAll('[aria-expanded="true"]')).toHaveLength(1);

    // The keyboard works the same: Enter on the focused toggle collapses it.
    quad.focus();
    await user.keyboard("{Enter}");
    expect(quad).toHaveAttribute("aria-expanded", "false");
    expect(panel().querySelectorAll('[aria-expanded="true"]')).toHaveLength(0);

    // Changing category collapses whatever was open.
    await user.click(diving);
    await user.click(tab("Wellness"));
    await user.click(tab("Adventure"));
    expect(within(panel()).getByRole("button", { name: "Scuba Diving" })).toHaveAttribute("aria-expanded", "false");
  });

  it("speaks Russian, with Russian plurals", async () => {
    const { user } = await renderComponent(<ServiceFilter lang="ru" />, { language: "ru", pathname: "/ru/services" });
    await user.click(tab("Велнес"));
    expect(tab("Велнес")).toHaveAttribute("aria-selected", "true");
    expect(toggleTitles()).toEqual(["Массаж на вилле", "Традиционный хаммам и спа"]);
    expect(within(panel()).getByText("2 услуги в этой категории")).toBeInTheDocument();
  });
});
