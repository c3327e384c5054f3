// The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers): kept from the moment the page
// starts, because the event fires once, often before React has rendered the Install button that will use it.
import { externalValue, useExternalValue } from "../ui/external-value.ts";

/** Chromium's BeforeInstallPromptEvent, which the DOM typings do not have yet. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const offer = externalValue<InstallPromptEvent | null>(null);
let started = false;

/** Call once, as early as possible (main.tsx), so an early `beforeinstallprompt` is not lost. */
export function captureInstallPrompt(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("beforeinstallprompt", (event) => {
    // The browser's own mini-infobar would compete with the site's button; the site offers it where it fits.
    event.preventDefault();
    offer.set(event as InstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => offer.set(null));
}

export function canInstall(): boolean {
  return offer.get() !== null;
}

/** Opens the browser's install dialog. An offer can be used once, so it is dropped whatever the guest answers. */
export async function promptInstall(): Promise<void> {
  const current = offer.get();
  if (!current) return;
  offer.set(null);
  await current.prompt();
}

/** Whether the browser currently offers installation; re-renders when that changes. */
export function useCanInstall(): boolean {
  return useExternalValue(offer, null) !== null;
}
