// Where the toasts stand on a phone. Bottom right (SPEC 8) on a wide screen keeps clear of a form; on a phone the
// stack spans the screen and would sit on whatever the guest is using: the field just focused, the submit button
// just pressed. So on a phone they go under the header, unless what the guest is using is in the upper half of the
// screen, and then to the bottom. Decided when a toast appears and again when the guest moves on (focus, a press),
// never while scrolling, so a toast being read does not jump about.
import { useLayoutEffect, useState } from "react";

export type ToastPlacement = "top" | "bottom";

const PHONE = "(max-width: 639.98px)";

/** The last element pressed: iOS does not focus a button it taps, so the focus alone may not say where the guest is. */
let lastPressed: Element | null = null;
let followingPresses = false;

const outsideToasts = (target: EventTarget | null): target is Element =>
  target instanceof Element && !target.closest("[data-toaster]");

function placementNow(): ToastPlacement {
  const active = document.activeElement;
  const focused = active && active !== document.body && outsideToasts(active) ? active : null;
  const target = focused ?? (lastPressed?.isConnected ? lastPressed : null);
  if (!target) return "top";
  const box = target.getBoundingClientRect();
  return box.top + box.height / 2 < window.innerHeight / 2 ? "bottom" : "top";
}

/** Where the toasts go while `showing` some; a wide screen always gets "bottom". */
export function useToastPlacement(showing: boolean): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>("top");
  // Before paint: a toast must not flash over the button first and then move.
  useLayoutEffect(() => {
    if (!followingPresses) {
      followingPresses = true;
      document.addEventListener(
        "pointerdown",
        (event) => {
          if (outsideToasts(event.target)) lastPressed = event.target;
        },
        true,
      );
    }
    if (!showing) return;
    const phone = window.matchMedia(PHONE);
    const update = () => setPlacement(phone.matches ? placementNow() : "bottom");
    const moved = (event: Event) => {
      if (outsideToasts(event.target)) update();
    };
    update();
    document.addEventListener("focusin", moved);
    document.addEventListener("pointerup", moved);
    phone.addEventListener("change", update);
    return () => {
      document.removeEventListener("focusin", moved);
      document.removeEventListener("pointerup", moved);
      phone.removeEventListener("change", update);
    };
  }, [showing]);
  return placement;
}
