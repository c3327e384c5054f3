// The home page's Experiences section on its own (SPEC 2 "Experiences"): the category filters, by mouse and by
// keyboard, and the count of what they show.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExperiencesSection } from "../../src/web/features/home/experiences/experiences-section.tsx";
import { renderComponent } from "./render.tsx";

const section = () => screen.getByRole("region", { name: "Hurghada beyond the villa" });
const filters = () => within(section()).getByRole("group", { name: "Filter experiences by category" });
const filter = (name: string) => within(filters()).getByRole("button", { name });
const cards = () => within(section()).queryAllByRole("article");

describe("the experiences section", () => {
  it("filters by category with the mouse and the keyboard", async () => {
    const { user } = await renderComponent(<ExperiencesSection />);
    expect(
      within(filters())
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["All", "Water", "Culture", "Dining", "Adventure"]);
    expect(cards()).toHaveLength(8);
    expect(within(section()).getAllByText("Featured", { exact: true })).toHaveLength(4);
    expect(filter("All")).toHaveAttribute("aria-pressed", "true");

    await user.click(filter("Water"));
    expect(filter("Water")).toHaveAttribute("aria-pressed", "true");
    expect(filter("All")).toHaveAttribute("aria-pressed", "false");
    expect(cards()).toHaveLength(2);
    expect(section().querySelectorAll('article:not([data-category="water"])')).toHaveLength(0);
    expect(within(section()).getByText("2 experiences")).toBeInTheDocument();

    // Keyboard only.
    filter("Dining").focus();
    await user.keyboard(" ");
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toHaveAttribute("data-category", "dining");
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(filter("All")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(filter("All")).toHaveAttribute("aria-pressed", "true");
    expect(cards()).toHaveLength(8);
  });
});
