// The owner's uploaded photos (issue 21): POST /media sends one with its progress, GET and PUT /media/{id} read and
// write its description (alt text) in the four languages. A failed upload is worded by its code (DESIGN 4).
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Language } from "../../../../../domain/languages.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { ApiRequestError, apiGet, apiPut } from "../../../../api/http.ts";
import { uploadFile, type UploadOptions } from "../../../../api/upload.ts";

export type MediaAlt = Record<Language, string>;

export interface MediaVariant {
  width: number;
  height: number;
  format: string;
  url: string;
}

export interface Media {
  id: string;
  width: number;
  height: number;
  /** `/media/<uuid>/1600.jpg`: what joins the villa's `images`. */
  url: string;
  variants: MediaVariant[];
  alt: MediaAlt;
}

export const EMPTY_ALT: MediaAlt = { en: "", fr: "", ru: "", de: "" };

export function uploadMedia(file: File, options: Omit<UploadOptions, "field"> = {}): Promise<Media> {
  return uploadFile<Media>("/media", file, { ...options, field: "file" });
}

export function getMedia(id: string, signal?: AbortSignal): Promise<Media> {
  return apiGet<Media>(`/media/${encodeURIComponent(id)}`, { signal });
}

export function saveMediaAlt(id: string, alt: MediaAlt): Promise<Media> {
  return apiPut<Media>(`/media/${encodeURIComponent(id)}`, { alt });
}

/** The alt text as the form holds it: every language present, as a string. */
export function altOf(value: Partial<Record<string, unknown>> | null | undefined): MediaAlt {
  const text = (key: Language) => (typeof value?.[key] === "string" ? (value[key] as string) : "");
  return { en: text("en"), fr: text("fr"), ru: text("ru"), de: text("de") };
}

export function sameAlt(a: MediaAlt, b: MediaAlt): boolean {
  return (
    a.en.trim() === b.en.trim() &&
    a.fr.trim() === b.fr.trim() &&
    a.ru.trim() === b.ru.trim() &&
    a.de.trim() === b.de.trim()
  );
}

/** The languages still without a description: all four when English is empty, else the empty translations. */
export function missingAlt(alt: MediaAlt): Language[] {
  return (["en", "fr", "ru", "de"] as const).filter((language) => alt[language].trim() === "");
}

function hasCode(error: ApiRequestError, code: string, status: number): boolean {
  // The server's own codes for photos travel in the body; the status alone says the same when the code is unknown here.
  return (error.code as string) === code || error.status === status;
}

export function imageTooLargeText(i18n: I18n): string {
  return i18n._(msg`This photo is too large. Use a photo under 25 MB and 50 megapixels.`);
}

/** Why one photo did not upload, in the page's language. */
export function uploadErrorText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (hasCode(error, "UNSUPPORTED_IMAGE", 415)) {
      return i18n._(msg`This file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.`);
    }
    if (hasCode(error, "IMAGE_TOO_LARGE", 413)) return imageTooLargeText(i18n);
    if (hasCode(error, "RATE_LIMITED", 429)) {
      return i18n._(
        msg`You have uploaded many photos in the last few minutes. Please wait a few minutes, then add this one again.`,
      );
    }
  }
  return apiErrorText(i18n, error, i18n._(msg`The photo could not be uploaded. Please try again.`));
}
