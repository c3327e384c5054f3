// The about page's host portrait (issue 21): the illustration the site ships with until the owner uploads a photo
// (site settings' hostPhotoUrl, printed into every page with the contact details); then the owner's photo, as the
// <picture> of an upload's small WebP and JPEG files, with its own translated alt text.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SITE_CONTACT } from "../../src/domain/site-settings.ts";
import { AboutHost } from "../../src/web/features/about/about-host.tsx";
import { CONTACT_ELEMENT_ID, setSiteContact } from "../../src/web/shared/site/site-data.ts";
import { dataBlockScript } from "../../src/web/islands/page-html.ts";
import { renderComponent } from "./render.tsx";

const ID = "0b7c6a52-3f1e-4d2a-9c8b-7e6f5a4b3c2d";
const PHOTO = `/media/${ID}/1600.jpg`;

/** happy-dom fetches nothing, so every picture would look failed: these ones have pixels. */
function picturesLoad(): void {
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(960);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById("site-contact")?.remove();
});

describe("the about page's host portrait", () => {
  it("shows the photo the page's settings carry, with the phone's small files, on the next load", async () => {
    picturesLoad();
    // The data block a rendered page carries, read before anything renders (the browser's path).
    document.body.insertAdjacentHTML(
      "beforeend",
      dataBlockScript(CONTACT_ELEMENT_ID, { ...DEFAULT_SITE_CONTACT, hostPhotoUrl: PHOTO }),
    );
    const { container, getByRole } = await renderComponent(<AboutHost />, { pathname: "/en/about" });
    const image = getByRole("img", { name: "Your host, Karim" });
    expect(image).toHaveAttribute("src", `/media/${ID}/960.jpg`);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources[0]).toHaveAttribute("type", "image/webp");
    expect(sources[0]).toHaveAttribute("media", "(max-width: 767px)");
    expect(sources[0]?.getAttribute("srcset")).toBe(`/media/${ID}/480.webp 480w, /media/${ID}/960.webp 960w`);
    expect(container.querySelector("img[src='/images/about/host.svg']")).toBeNull();
    // A photo that cannot load gives way to the illustration.
    expect(image).toHaveAttribute("data-fallback", "/images/about/host.svg");
  });

  it("shows the illustration, with its own alt text, while the owner has no photo", async () => {
    picturesLoad();
    setSiteContact({ ...DEFAULT_SITE_CONTACT });
    const { container, getByRole } = await renderComponent(<AboutHost />, { pathname: "/en/about" });
    expect(getByRole("img", { name: "Illustration of Karim, the owner, on the shore at sunset" })).toHaveAttribute(
      "src",
      "/images/about/host.svg",
    );
    expect(container.querySelector("picture")).toBeNull();
  });

  it("translates the photo's alt text and shows an https photo as it is", async () => {
    picturesLoad();
    setSiteContact({ ...DEFAULT_SITE_CONTACT, hostPhotoUrl: "https://photos.example.org/karim.jpg" });
    const { getByRole } = await renderComponent(<AboutHost />, { language: "fr", pathname: "/fr/about" });
    expect(getByRole("img", { name: "Votre hôte, Karim" })).toHaveAttribute(
      "src",
      "https://photos.example.org/karim.jpg",
    );
  });
});
