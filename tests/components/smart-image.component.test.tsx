// SmartImage's AVIF copies (ui/picture-variants.ts): a photograph of the site's own comes with its copy for browsers
// that read AVIF, any other picture as it is, and a failed picture falls back to a plain JPEG, copy or not.
import { fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { swapFailedImages } from "../../src/web/ui/image-fallback.ts";
import { SmartImage } from "../../src/web/ui/smart-image.tsx";

/** happy-dom fetches nothing, so every picture would look failed: these ones have pixels. */
function picturesLoad(): void {
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(960);
}

describe("SmartImage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("offers the AVIF copy of one of the site's photographs, the JPEG staying the <img>'s own", () => {
    picturesLoad();
    const { container } = render(<SmartImage src="/images/villa/3.jpg" alt="The beach" />);
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/avif");
    expect(source).toHaveAttribute("srcset", "/images/villa/3.avif");
    expect(container.querySelector("picture > img")).toHaveAttribute("src", "/images/villa/3.jpg");
  });

  it("shows a picture without a copy as a plain <img>", () => {
    picturesLoad();
    const { container } = render(<SmartImage src="https://photos.example/pool.jpg" alt="The pool" />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", "https://photos.example/pool.jpg");
  });

  it("offers an uploaded photo's WebP and JPEG widths, the phone never the 1600 px file", () => {
    picturesLoad();
    const id = "0b7c6a52-3f1e-4d2a-9c8b-7e6f5a4b3c2d";
    const { container } = render(<SmartImage src={`/media/${id}/1600.jpg`} alt="The terrace" sizes="100vw" />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/webp", "image/webp", "image/jpeg"]);
    expect(sources[0]).toHaveAttribute("media", "(max-width: 767px)");
    expect(sources[0]?.getAttribute("srcset")).not.toContain("1600");
    expect(sources[1]).toHaveAttribute("sizes", "100vw");
    const image = container.querySelector("picture > img");
    expect(image).toHaveAttribute("src", `/media/${id}/960.jpg`);
    expect(image?.getAttribute("srcset")).toContain(`/media/${id}/1600.jpg 1600w`);
    expect(image).toHaveAttribute("sizes", "100vw");
    fireEvent.error(image!);
    expect(container.querySelector("source")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/villa/1.jpg");
    expect(container.querySelector("img")).not.toHaveAttribute("srcset");
  });

  it("falls back to the plain JPEG when the picture fails", () => {
    picturesLoad();
    const { container } = render(<SmartImage src="/images/villa/3.jpg" alt="The beach" />);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("source")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/villa/1.jpg");
  });
});

describe("swapFailedImages, on a prerendered page's parts React never attaches to", () => {
  it("drops a <picture>'s copy with the failed source, so the fallback is what shows", () => {
    document.body.innerHTML = `<picture><source type="image/avif" srcset="/images/villa/3.avif"><img src="/images/villa/3.jpg" data-fallback="/images/villa/1.jpg" alt=""></picture>`;
    swapFailedImages();
    const image = document.querySelector("img")!;
    image.dispatchEvent(new Event("error"));
    expect(document.querySelector("source")).toBeNull();
    expect(image.getAttribute("src")).toBe("/images/villa/1.jpg");
    document.body.innerHTML = "";
  });
});
