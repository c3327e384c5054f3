// Accessible modal built on the native <dialog>: showModal() puts it in the top layer and makes the rest of the
// page inert (focus stays inside), Esc and the backdrop close it, and focus returns to what opened it.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useToastLayer } from "./toast/toast-layer.ts";
import { Toaster } from "./toast/toaster.tsx";

interface DialogBaseProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Id of an element inside `children` that describes the dialog (aria-describedby). */
  describedBy?: string;
  size?: "sm" | "md" | "lg";
  /** Classes for the content box (padding comes by default). */
  className?: string;
}

/** Either a title the dialog renders as its h2, or the id of a heading the children render themselves. */
export type DialogProps = DialogBaseProps &
  ({ title: ReactNode; labelledBy?: string } | { title?: undefined; labelledBy: string });

const WIDTHS = { sm: "max-w-md", md: "max-w-2xl", lg: "max-w-4xl" } as const;

export function Dialog({
  open,
  onClose,
  title,
  labelledBy,
  describedBy,
  size = "md",
  className,
  children,
}: DialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const toastLayer = useToastLayer(open);
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    if (!dialog.open) dialog.showModal();
    // The page behind must not scroll under the modal (phones scroll the body on touch).
    root.style.overflow = "hidden";
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      opener?.focus({ preventScroll: true });
    };
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Esc: the parent owns `open`, so the native close is cancelled and the parent is asked instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Chromium may close without a cancelable `cancel` (repeated Esc without user activation): keep the parent in step.
    const onNativeClose = () => {
      if (openRef.current && !dialog.open) onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy ?? titleId}
      aria-describedby={describedBy}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${WIDTHS[size]} overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60`}
    >
      {open ? (
        <div className={`relative max-h-[calc(100dvh-2rem)] overflow-y-auto p-6 md:p-8 ${className ?? ""}`}>
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close`}
            className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
          {title !== undefined ? (
            <h2 id={titleId} className="pe-12 font-serif text-2xl font-semibold text-sea-900">
              {title}
            </h2>
          ) : null}
          <div className={title !== undefined ? "mt-4" : ""}>{children}</div>
        </div>
      ) : null}
      {open ? <Toaster layer={toastLayer} /> : null}
    </dialog>
  );
}
