// Whether the start-up check of a stored session (session-check.ts) is worth a "Loading..." (it has run for more
// than 100 ms), apart from the check itself so that reading it costs a page no HTTP client.
import { externalValue } from "../ui/external-value.ts";

export const sessionCheckShown = externalValue(false);

/** True while a check has been running for more than 100 ms: the moment to show "Loading...". */
export function isSessionCheckShown(): boolean {
  return sessionCheckShown.get();
}

export const subscribeToSessionCheck = sessionCheckShown.subscribe;
