// The home showcase's photo gallery on its own (SPEC 2): arrows both ways that wrap around, dots, the keyboard,
// and the position announced once the visitor moves it.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VillaGallery } from "../../src/web/features/home/showcase/villa-gallery.tsx";
import { renderComponent } from "./render.tsx";

const gallery = () => screen.getByRole("region", { name: "Villa photo gallery" });
const position = () => screen.getByTestId("gallery-position");
const slides = () => [...gallery().querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
const shownSlide = () => {
  const shown = slides().filter((slide) => slide.getAttribute("aria-hidden") === "false");
  expect(shown).toHaveLength(1);
  return shown[0] as HTMLElement;
};

describe("the villa gallery", () => {
  it("moves both ways, wraps around, follows its dots and the keyboard", async () => {
    const { user } = await renderComponent(<VillaGallery />);
    const next = within(gallery()).getByRole("button", { name: "Next image" });
    const previous = within(gallery()).getByRole("button", { name: "Previous image" });
    expect(slides()).toHaveLength(5);
    // Nothing is announced until the visitor moves the gallery.
    expect(position()).toBeEmptyDOMElement();
    await user.click(within(gallery()).getByRole("button", { name: "Show image 1 of 5" }));
    expect(position()).toHaveTextContent(/^Image 1 of 5$/);

    await user.click(previous);
    expect(position()).toHaveTextContent(/^Image 5 of 5$/);
    expect(shownSlide()).toHaveAttribute("aria-label", "Image 5 of 5");
    await user.click(next);
    expect(position()).toHaveTextContent(/^Image 1 of 5$/);
    await user.click(next);
    expect(position()).toHaveTextContent(/^Image 2 of 5$/);
    expect(within(shownSlide()).getByRole("img")).toHaveAttribute(
      "alt",
      expect.stringMatching(/infinity pool with sun loungers/),
    );

    const dot = within(gallery()).getByRole("button", { name: "Show image 4 of 5" });
    await user.click(dot);
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(position()).toHaveTextContent(/^Image 4 of 5$/);
    expect(gallery().querySelectorAll('button[aria-current="true"]')).toHaveLength(1);

    // Keyboard: the controls are buttons in the tab order.
    next.focus();
    await user.keyboard("{Enter}");
    expect(position()).toHaveTextContent(/^Image 5 of 5$/);
    await user.keyboard("{Enter}");
    expect(position()).toHaveTextContent(/^Image 1 of 5$/);
  });
});
