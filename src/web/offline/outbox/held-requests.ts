// How many queued requests wait for their owner to sign in again (their session ended before they could go), for
// the lasting notice on every page. A plain value apart from the outbox, so the notices of a prerendered page read it
// without loading the outbox; the app's outbox sets it (app-outbox.ts).
import { externalValue, useExternalValue } from "../../ui/external-value.ts";

const held = externalValue(0);

export const setHeldRequests = held.set;

export function useHeldRequests(): number {
  return useExternalValue(held, 0);
}
