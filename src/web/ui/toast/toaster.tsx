// Where toasts show (SPEC 8): bottom right, newest last, announced to screen readers; on a phone, clear of the field or
// button in use (toast-placement.ts). Errors and warnings are
// `role="alert"` (read at once); success and info are polite status messages.
import { useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { useTopToastLayer } from "./toast-layer.ts";
import { useToastPlacement } from "./toast-placement.ts";
import {
  dismissToast,
  holdToast,
  readToasts,
  releaseToast,
  subscribeToToasts,
  type Toast,
  type ToastKind,
} from "./toast-store.ts";

const KIND_STYLE: Record<ToastKind, { box: string; icon: string; path: string }> = {
  success: {
    box: "border-emerald-600 bg-emerald-50 text-emerald-950",
    icon: "text-emerald-700",
    path: "M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z",
  },
  error: {
    box: "border-red-600 bg-red-50 text-red-950",
    icon: "text-red-700",
    path: "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 4a1 1 0 1 1 2 0v4a1 1 0 1 1-2 0V6zm1 9a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4z",
  },
  warning: {
    box: "border-amber-600 bg-amber-50 text-amber-950",
    icon: "text-amber-700",
    path: "M8.3 3.1a2 2 0 0 1 3.4 0l6 10.4A2 2 0 0 1 16 16.5H4a2 2 0 0 1-1.7-3L8.3 3.1zM9 7a1 1 0 1 1 2 0v3a1 1 0 1 1-2 0V7zm1 7.2a1.1 1.1 0 1 0 0-2.2 1.1 1.1 0 0 0 0 2.2z",
  },
  info: {
    box: "border-sea-700 bg-sea-50 text-sea-950",
    icon: "text-sea-700",
    path: "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4.2a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zM9 10a1 1 0 1 1 2 0v4a1 1 0 1 1-2 0v-4z",
  },
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  const style = KIND_STYLE[toast.kind];
  const urgent = toast.kind === "error" || toast.kind === "warning";
  return (
    <div
      role={urgent ? "alert" : "status"}
      data-kind={toast.kind}
      onPointerEnter={() => holdToast(toast.id)}
      onPointerLeave={() => releaseToast(toast.id)}
      onFocus={() => holdToast(toast.id)}
      onBlur={() => releaseToast(toast.id)}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border-s-4 p-4 shadow-lg ${style.box}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={`mt-0.5 size-5 shrink-0 ${style.icon}`}
      >
        <path fillRule="evenodd" d={style.path} />
      </svg>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-0.5 text-sm break-words">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="-m-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
      >
        <span className="sr-only">{t`Dismiss notification`}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
    </div>
  );
}

/** The toasts, shown by whichever layer is on top: the page (layer 0) or the open dialog that owns `layer`. */
export function Toaster({ layer = 0 }: { layer?: number }) {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(subscribeToToasts, readToasts, readToasts);
  const onTop = useTopToastLayer() === layer;
  const placement = useToastPlacement(onTop && toasts.length > 0);
  if (!onTop) return null;
  return (
    <section
      aria-label={t`Notifications`}
      data-toaster={placement}
      className={`pointer-events-none fixed end-4 z-[60] w-[min(24rem,calc(100vw-2rem))] sm:top-auto sm:bottom-4 ${
        placement === "top" ? "top-[calc(var(--header-height)+0.5rem)]" : "bottom-4"
      }`}
    >
      {/* Not a list: each toast is its own live region (role alert or status), which a list item cannot be. */}
      <div className="grid gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
