// Open/closed state of a menu that closes by itself on navigation (SPEC 2: "a mobile menu closes on navigation"):
// the menu remembers the page it was opened on, so a new path means closed, without an effect.
import { useCallback, useState } from "react";
import { usePageLocation } from "../islands/navigation.tsx";

export function useOpenOnPage(): {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  close: () => void;
} {
  const { pathname } = usePageLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);
  const close = useCallback(() => setOpenOn(null), []);
  const toggle = useCallback(() => setOpenOn((current) => (current === pathname ? null : pathname)), [pathname]);
  return { open, setOpen, toggle, close };
}
