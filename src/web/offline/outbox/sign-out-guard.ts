// Signing out with requests still in the outbox would drop them silently (DESIGN 5: they belong to this session).
// The sign-out buttons go through this hook: with queued or failed requests it asks first, through the one dialog
// mounted next to the toasts (sign-out-guard-dialog.tsx), which discards them only when the guest says so.
import { externalValue, useExternalValue } from "../../ui/external-value.ts";
import { outboxSize } from "./outbox-size.ts";

/** The sign-out waiting for the guest's answer, if any. */
const pending = externalValue<(() => void) | null>(null);

export function usePendingSignOut(): { signOut: (() => void) | null; settle: () => void } {
  return { signOut: useExternalValue(pending, null), settle: () => pending.set(null) };
}

/**
 * `signOut` wrapped: straight through with an empty outbox, otherwise after the guest confirms. On a prerendered
 * page the outbox may still be loading when the button is pressed; the answer then waits for it.
 */
export function useGuardedSignOut(signOut: () => void): () => void {
  return () => {
    void outboxSize().then((waiting) => (waiting === 0 ? signOut() : pending.set(signOut)));
  };
}
