// Closes a popup (user menu, mobile menu) on Esc — returning focus to its button — and on a click outside it.
import { useEffect, type RefObject } from "react";

export function useDismiss(
  open: boolean,
  close: () => void,
  refs: { button: RefObject<HTMLElement | null>; popup: RefObject<HTMLElement | null> },
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      refs.button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || refs.popup.current?.contains(target) || refs.button.current?.contains(target)) return;
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close, refs.button, refs.popup]);
}
