// Signing out with requests still in the outbox would drop them silently (DESIGN 5: they belong to this session).
// The sign-out buttons go through this hook: with queued or failed requests it asks first, through the one dialog
// mounted next to the toasts (sign-out-guard-dialog.tsx), which discards them only when the guest says so.
import { useSyncExternalStore } from "react";
import { useOutboxItems } from "./use-outbox.ts";

let pending: (() => void) | null = null;
const listeners = new Set<() => void>();

function setPending(next: (() => void) | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

export function usePendingSignOut(): { signOut: (() => void) | null; settle: () => void } {
  const signOut = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => null,
  );
  return { signOut, settle: () => setPending(null) };
}

/** `signOut` wrapped: straight through with an empty outbox, otherwise after the guest confirms. */
export function useGuardedSignOut(signOut: () => void): () => void {
  const waiting = useOutboxItems().length;
  return () => {
    if (waiting === 0) signOut();
    else setPending(signOut);
  };
}
