// The notifications of SPEC 8: success, error, warning and info toasts, each with its own duration, at most five
// on screen (the oldest leaves first). A tiny store outside React, so any code (a mutation, the HTTP layer,
// a timer after sign-out) can raise one without a hook.
export type ToastKind = "success" | "error" | "warning" | "info";

/** SPEC 8 durations: success 4 s, error 5 s, warning 4 s, info 3 s (default 4 s). */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 4000, error: 5000, warning: 4000, info: 3000 };
export const MAX_VISIBLE_TOASTS = 5;

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated: callers pass `t\`...\`` text. */
  title: string;
  description?: string;
  durationMs: number;
}

export interface ToastOptions {
  description?: string;
  durationMs?: number;
  /** Replaces the toast with this id (a "Signing you in..." that becomes "Login successful!"). */
  replaces?: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readToasts(): readonly Toast[] {
  return toasts;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

function schedule(toast: Toast): void {
  clearTimeout(timers.get(toast.id));
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.durationMs),
  );
}

/** Pauses a toast's timer while the pointer or focus is on it, so it can be read (WCAG 2.2.1). */
export function holdToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function releaseToast(id: number): void {
  const toast = toasts.find((item) => item.id === id);
  if (toast) schedule(toast);
}

export function showToast(kind: ToastKind, title: string, options: ToastOptions = {}): number {
  const toast: Toast = {
    id: nextId++,
    kind,
    title,
    durationMs: options.durationMs ?? TOAST_DURATION_MS[kind],
    ...(options.description ? { description: options.description } : {}),
  };
  let next = toasts;
  if (options.replaces !== undefined) {
    clearTimeout(timers.get(options.replaces));
    timers.delete(options.replaces);
    next = next.filter((item) => item.id !== options.replaces);
  }
  next = [...next, toast];
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_VISIBLE_TOASTS))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  emit(next.slice(-MAX_VISIBLE_TOASTS));
  schedule(toast);
  return toast.id;
}

/** `toast.success(t\`Saved\`)`, `toast.error(title, { description })`... Each returns the toast's id. */
export const toast = {
  success: (title: string, options?: ToastOptions) => showToast("success", title, options),
  error: (title: string, options?: ToastOptions) => showToast("error", title, options),
  warning: (title: string, options?: ToastOptions) => showToast("warning", title, options),
  info: (title: string, options?: ToastOptions) => showToast("info", title, options),
  dismiss: dismissToast,
};

/** Test helper: empties the store and its timers. */
export function resetToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  emit([]);
}
