// The phone and tablet menu (below lg): a drawer on the native <dialog>, opened modally so the page behind is
// inert and focus moves into it (to its Close button). Esc, the backdrop, Close and following a link close it;
// a new page closes it too (the parent keys `open` to the path), and focus goes back to the menu button.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { AdminIcon } from "./admin-icons.tsx";

/** Tailwind's lg breakpoint: from there the sidebar shows and the drawer has no reason to stay open. */
const LARGE_SCREEN = "(min-width: 64rem)";

interface AdminDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The button that opened the drawer; it gets the focus back. */
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

export function AdminDrawer({ id, open, onClose, opener, children }: AdminDrawerProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    // Phones scroll the page under a modal on touch unless the root stops scrolling.
    root.style.overflow = "hidden";
    const wide = window.matchMedia(LARGE_SCREEN);
    const onWide = () => {
      if (wide.matches) onCloseRef.current();
    };
    wide.addEventListener("change", onWide);
    const button = opener.current;
    return () => {
      wide.removeEventListener("change", onWide);
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      button?.focus({ preventScroll: true });
    };
  }, [open, opener]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Esc: `open` belongs to the parent, so the native close is cancelled and the parent is asked instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={t`Back office menu`}
      // The dialog box fills the screen's height on the start side; a click on the backdrop lands on the
      // <dialog> element itself (its content box is the panel), which closes it.
      className="m-0 h-dvh max-h-none w-80 border-0 max-w-[85vw] bg-transparent p-0 backdrop:bg-slate-950/50"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
        // A link to the page already shown does not change the path, so it closes the drawer itself.
        else if ((event.target as Element).closest("a")) onClose();
      }}
    >
      <div className="flex h-full flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl">
        <div className="flex items-center justify-between gap-2">
          <p className="font-serif text-lg font-semibold text-sea-900">{t`Back office`}</p>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-full text-sea-900 hover:bg-sea-50"
          >
            <AdminIcon name="close" className="size-6" />
            <span className="sr-only">{t`Close menu`}</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
