// The home page's opening pictures: the first one at once, each further one a slide ahead of its crossfade, so a
// guest who only glances at the page, or asked for less motion, never downloads the whole slideshow.
import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENTRANCE_DELAY_MS, HERO_IMAGE_MS, HeroSection } from "../../src/web/features/home/hero/hero-section.tsx";
import { renderComponent } from "./render.tsx";

// happy-dom fetches nothing, so a picture past the first falls back to the local one (ui/smart-image.tsx): count them.
const pictures = (container: HTMLElement) => container.querySelectorAll("section > div[aria-hidden] img").length;
const IMAGES = ["/images/villa/1.jpg", "/images/villa/2.jpg", "/images/villa/3.jpg"];

function preferReducedMotion(reduce: boolean): void {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes("prefers-reduced-motion"),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("the hero's pictures", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("loads the first picture, the next one once the page has settled, and the last a slide ahead", async () => {
    preferReducedMotion(false);
    const { container } = await renderComponent(<HeroSection images={IMAGES} />);
    expect(pictures(container)).toBe(1);
    await advance(ENTRANCE_DELAY_MS);
    expect(pictures(container)).toBe(2);
    await advance(HERO_IMAGE_MS);
    expect(pictures(container)).toBe(3);
    // Back to the first: every picture stays, so the last one can fade out.
    await advance(2 * HERO_IMAGE_MS);
    expect(pictures(container)).toBe(3);
    expect(container.querySelector("img.opacity-100")).toHaveAttribute("src", "/images/villa/1.jpg");
  });

  it("shows only the first picture to a guest who asked for less motion", async () => {
    preferReducedMotion(true);
    const { container } = await renderComponent(<HeroSection images={IMAGES} />);
    await advance(ENTRANCE_DELAY_MS + 3 * HERO_IMAGE_MS);
    expect(pictures(container)).toBe(1);
  });

  it("shows an owner's single picture without a slideshow", async () => {
    preferReducedMotion(false);
    const { container } = await renderComponent(
      <HeroSection images={["/media/0b6f1b2e-4a7c-4d8e-9f10-1234567890ab/1600.jpg"]} />,
    );
    await advance(ENTRANCE_DELAY_MS + 3 * HERO_IMAGE_MS);
    expect(pictures(container)).toBe(1);
  });
});
