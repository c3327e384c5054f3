// One value that lives outside React (set by browser events, timers or plain modules) and that components read and
// follow: the few lines every such store needs, written once.
import { useSyncExternalStore } from "react";

export interface ExternalValue<T> {
  get(): T;
  /** Changes the value and tells every subscriber; setting the same value again tells nobody. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function externalValue<T>(initial: T): ExternalValue<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (Object.is(next, current)) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The value, re-rendering when it changes; `serverValue` is what a render without a browser sees. */
export function useExternalValue<T>(value: ExternalValue<T>, serverValue: T): T {
  return useSyncExternalStore(value.subscribe, value.get, () => serverValue);
}

const noChanges = () => () => undefined;

/**
 * A fact about this browser that does not change while the page is open (the device, whether storage can be read), read
 * during render. A page prerendered at build time renders `serverValue` first, so hydration matches its HTML, and
 * then the browser's own answer.
 */
export function useBrowserFact<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue);
}
