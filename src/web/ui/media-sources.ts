// The owner's uploaded photos (`/media/<uuid>/1600.jpg`, issue 21) exist on the server in three widths, each as WebP
// and JPEG. A picture of one offers them all, so the browser takes the smallest that fills its box: WebP where it
// reads it (nearly everywhere), JPEG otherwise. On a phone-sized screen only the 480 and 960 px files are offered,
// so a phone never downloads the 1600 px one whatever its pixel density. Any other address has no copies and is
// shown as it is.
import { MEDIA_WIDTHS, mediaIdOfSitePath, mediaUrl } from "../../domain/media.ts";

export { MEDIA_WIDTHS };

/** Screens up to this wide (CSS px) are offered the 480 and 960 px files only. */
export const PHONE_MEDIA_QUERY = "(max-width: 767px)";

export interface MediaSource {
  type: "image/webp" | "image/jpeg";
  /** Set on the phone-only sources. */
  media?: string;
  srcSet: string;
}

export interface MediaPicture {
  /** The `<source>`s, in the order the browser must try them. */
  sources: MediaSource[];
  /** The `<img>`'s own JPEG: a middle size for a browser that reads no srcset. */
  src: string;
  srcSet: string;
}

function srcSetOf(id: string, format: "webp" | "jpeg", widths: readonly (typeof MEDIA_WIDTHS)[number][]): string {
  return widths.map((width) => `${mediaUrl(id, width, format)} ${width}w`).join(", ");
}

/** The files of an uploaded photo for a `<picture>`, or undefined when `url` is not one. */
export function mediaSources(url: string): MediaPicture | undefined {
  const id = mediaIdOfSitePath(url);
  if (!id) return undefined;
  const phone = MEDIA_WIDTHS.filter((width) => width < 1600);
  return {
    sources: [
      { type: "image/webp", media: PHONE_MEDIA_QUERY, srcSet: srcSetOf(id, "webp", phone) },
      { type: "image/webp", srcSet: srcSetOf(id, "webp", MEDIA_WIDTHS) },
      { type: "image/jpeg", media: PHONE_MEDIA_QUERY, srcSet: srcSetOf(id, "jpeg", phone) },
    ],
    src: mediaUrl(id, 960, "jpeg"),
    srcSet: srcSetOf(id, "jpeg", MEDIA_WIDTHS),
  };
}
