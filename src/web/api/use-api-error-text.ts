// apiErrorText (error-text.ts) for a screen that fails only now and then, such as the back office's dashboard: the
// texts of every API code and rule message (about 3 KB of compressed script) are downloaded when a failure is first
// shown rather than with the screen. Undefined for the moment they take.
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type * as ErrorTextModule from "./error-text.ts";

type ErrorTexts = typeof ErrorTextModule;

let loaded: ErrorTexts | undefined;

/**
 * The text for `error` (null or undefined: none), as apiErrorText gives it. Should the texts not come (offline before
 * the service worker kept them), `fallback`, or else the error's own words.
 */
export function useApiErrorText(error: unknown, fallback?: string): string | undefined {
  const { i18n } = useLingui();
  const [texts, setTexts] = useState<ErrorTexts | "unavailable" | undefined>(loaded);
  const failed = error !== null && error !== undefined;
  useEffect(() => {
    if (!failed || texts) return;
    let current = true;
    import("./error-text.ts")
      .then((module) => {
        loaded = module;
        if (current) setTexts(module);
      })
      .catch(() => {
        if (current) setTexts("unavailable");
      });
    return () => {
      current = false;
    };
  }, [failed, texts]);
  if (!failed || texts === undefined) return undefined;
  if (texts === "unavailable") return fallback ?? (error instanceof Error ? error.message : String(error));
  return texts.apiErrorText(i18n, error, fallback);
}
