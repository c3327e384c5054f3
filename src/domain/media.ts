// Uploaded photos (issue 21): the server keeps every photo at MEDIA_WIDTHS in WebP and JPEG under
// /media/<id>/<width>.<ext>. Every width file exists for every upload (a small original repeats its own size), so
// a page derives the whole srcset from the one URL a villa stores, with no request to the API.
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The formats of every width: WebP for browsers that read it (all current ones), JPEG for the rest. */
export const MEDIA_FORMATS = ["webp", "jpeg"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_EXTENSIONS: Record<MediaFormat, string> = { webp: "webp", jpeg: "jpg" };
export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = { webp: "image/webp", jpeg: "image/jpeg" };

/** The largest upload accepted, in bytes and in pixels (a decompression bomb declares far more). */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 50_000_000;
/** Longest alternative text of a photo, per language. */
export const MEDIA_ALT_MAX = 200;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** A file of an upload: "1600.jpg", "480.webp". Nothing else is ever served from /media/. */
export const MEDIA_FILE_PATTERN = /^(480|960|1600)\.(webp|jpg)$/;
export const MEDIA_ID_PATTERN = new RegExp(`^${UUID}$`);
// An optional origin (a URL pasted whole), then the path the server writes.
const MEDIA_URL = new RegExp(`^((?:https?://[^/?#\\s]+)?)/media/(${UUID})/(480|960|1600)\\.(webp|jpg)$`);

/** The name of one variant's file: "960.webp". */
export function mediaFileName(width: MediaWidth, format: MediaFormat): string {
  return `${width}.${MEDIA_EXTENSIONS[format]}`;
}

/** The site path of one variant: "/media/<id>/960.webp". */
export function mediaUrl(id: string, width: MediaWidth, format: MediaFormat): string {
  return `/media/${id}/${mediaFileName(width, format)}`;
}

/** The URL a villa stores for an upload: its largest JPEG, which every browser shows. */
export function mediaMainUrl(id: string): string {
  return mediaUrl(id, 1600, "jpeg");
}

/** The upload's id when `url` is one of its files ("/media/<id>/1600.jpg", with or without origin), else null. */
export function mediaIdOfUrl(url: string): string | null {
  return MEDIA_URL.exec(url.trim())?.[2] ?? null;
}

/** The media id of an uploaded photo's path on this site ("/media/<id>/1600.jpg"), or undefined for any other. */
export function mediaIdOfSitePath(url: string): string | undefined {
  return (url.startsWith("/media/") && mediaIdOfUrl(url)) || undefined;
}

/** Width and height of the variant at `width` of a photo of `size` (as the server resizes: never enlarged). */
export function mediaVariantSize(size: { width: number; height: number }, width: MediaWidth) {
  const w = Math.min(width, size.width);
  return { width: w, height: Math.max(1, Math.round((size.height * w) / size.width)) };
}

/** The format of a file's extension ("jpg" → jpeg). */
export function mediaFormatOfExtension(ext: string): MediaFormat {
  return ext === "webp" ? "webp" : "jpeg";
}
