// Where a path's language segment belongs: the guard's rewrite of a bad first segment and the switcher's swap.
import { isLanguage, normalizeLanguage, type Language } from "../../domain/languages.ts";

// A first segment shaped like a language tag ("EN", "fr-FR", "xx") is a language the guard corrects in place;
// anything else ("about") is a page missing its language, which gets one in front.
const LANGUAGE_TAG_SEGMENT = /^[a-z]{2}(?:[-_][a-z0-9]{1,8})*$/i;

function splitFirstSegment(pathname: string): { first: string; rest: string } {
  const trimmed = pathname.replace(/^\/+/, "");
  const slash = trimmed.indexOf("/");
  return slash === -1 ? { first: trimmed, rest: "" } : { first: trimmed.slice(0, slash), rest: trimmed.slice(slash) };
}

/** The language a path is shown in, when its first segment is exactly a supported code. */
export function languageOfPath(pathname: string): Language | null {
  const { first } = splitFirstSegment(pathname);
  return isLanguage(first) ? first : null;
}

/**
 * The path the language guard sends a visitor to, or null when the path is already canonical.
 * `/EN/x` → `/en/x`, `/fr-FR/x` → `/fr/x`, `/xx/x` → `/en/x` (SPEC 2: unsupported becomes en),
 * `/about` → `/{fallback}/about`. A trailing slash after the language is dropped: `/EN/` → `/en`.
 */
export function canonicalLanguagePath(pathname: string, fallback: Language): string | null {
  const { first, rest } = splitFirstSegment(pathname);
  const tail = rest === "/" ? "" : rest;
  if (isLanguage(first)) return rest === "/" ? `/${first}` : null;
  if (first === "") return `/${fallback}`;
  if (LANGUAGE_TAG_SEGMENT.test(first)) return `/${normalizeLanguage(first)}${tail}`;
  return `/${fallback}/${first}${tail}`;
}

/** The same page in another language: only the two-letter prefix changes (SPEC 2 language switcher). */
export function pathInLanguage(pathname: string, language: Language): string {
  const { first, rest } = splitFirstSegment(pathname);
  if (isLanguage(first)) return `/${language}${rest === "/" ? "" : rest}`;
  return `/${language}`;
}

/** A page of the site in `language`: `localPath("fr", "/about")` is "/fr/about"; "" is that language's home. */
export function localPath(language: Language, path: string): string {
  return `/${language}${path}`;
}
