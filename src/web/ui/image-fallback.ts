// The picture fallback of SmartImage (smart-image.tsx) for the parts of a prerendered page that React never attaches
// to (everything but its islands, src/web/islands/): a picture whose source fails swaps to its local fallback once.
// Inside an island, and in the app, SmartImage does this itself.
import { ISLAND_ATTRIBUTE } from "../islands/site-page.ts";

export const FALLBACK_ATTRIBUTE = "data-fallback";

/** A picture that has finished loading with no pixels failed (its error event may have fired before anyone listened). */
export function failedToLoad(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && Boolean(image.getAttribute("src"));
}

function swap(image: HTMLImageElement): void {
  const fallback = image.getAttribute(FALLBACK_ATTRIBUTE);
  if (!fallback || image.closest(`[${ISLAND_ATTRIBUTE}]`) || image.getAttribute("src") === fallback) return;
  // Once only: the fallback failing too must not loop.
  image.removeAttribute(FALLBACK_ATTRIBUTE);
  image.removeAttribute("srcset");
  image.removeAttribute("sizes");
  // A <picture>'s sources win over the <img>'s own source: the AVIF copy may be what failed.
  if (image.parentElement instanceof HTMLPictureElement) {
    for (const source of image.parentElement.querySelectorAll("source")) source.remove();
  }
  image.src = fallback;
}

/** From now on, and for the pictures that have already failed (their error event is gone). */
export function swapFailedImages(): void {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) swap(event.target);
    },
    // Errors of pictures do not bubble; they reach the document while capturing.
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`)) {
    if (failedToLoad(image)) swap(image);
  }
}
