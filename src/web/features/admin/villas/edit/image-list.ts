// The villa's picture list (SPEC 2 "Admin villas", edit): add by URL with SPEC 5's empty and duplicate warnings
// (domain `checkImageToAdd`), an uploaded photo's address, remove, move one place up or down, and make one the
// cover. The first picture is the cover: guests see it first.
import type { RuleIssue } from "../../../../../domain/rule-issue.ts";
import { checkImageToAdd } from "../../../../../domain/schemas/villa.ts";

export type ImageAddResult = { ok: true; images: string[] } | { ok: false; issue: RuleIssue };

export function addImage(images: readonly string[], raw: string): ImageAddResult {
  const issue = checkImageToAdd(raw, images);
  return issue ? { ok: false, issue } : { ok: true, images: [...images, raw.trim()] };
}

export function removeImage(images: readonly string[], index: number): string[] {
  return images.filter((_, at) => at !== index);
}

/** Moves the picture at `index` one place (-1 up, +1 down); at either end the list stays as it is. */
export function moveImage(images: readonly string[], index: number, offset: -1 | 1): string[] {
  const target = index + offset;
  const next = [...images];
  const moving = next[index];
  const other = next[target];
  if (moving === undefined || other === undefined) return next;
  next[target] = moving;
  next[index] = other;
  return next;
}

/** An uploaded photo's address joins the end of the list, once. */
export function appendImage(images: readonly string[], url: string): string[] {
  return images.includes(url) ? [...images] : [...images, url];
}

/** Moves the picture at `index` to the front, the others keeping their order. */
export function makeCover(images: readonly string[], index: number): string[] {
  const moving = images[index];
  if (moving === undefined) return [...images];
  return [moving, ...images.filter((_, at) => at !== index)];
}
