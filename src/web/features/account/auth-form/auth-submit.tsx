// The end of an auth form: the failure of the last attempt, kept on screen after its toast has gone, and the
// submit button, disabled with a busy label while the request travels.
import type { ReactNode, Ref } from "react";
import { buttonClass } from "../../../ui/button-styles.ts";

export interface AuthSubmitProps {
  busy: boolean;
  label: ReactNode;
  busyLabel: ReactNode;
  /** The translated failure of the last attempt, or null. */
  error: string | null;
  errorRef: Ref<HTMLDivElement>;
}

export function AuthSubmit({ busy, label, busyLabel, error, errorRef }: AuthSubmitProps) {
  return (
    <>
      {/* Focused after a failure (tabIndex -1), so keyboard and screen-reader users land on the reason. */}
      <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
        {error ? (
          <p
            data-testid="auth-form-error"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass({ size: "lg", fullWidth: true })}>
        {busy ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
          />
        ) : null}
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
