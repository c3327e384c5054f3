// A failed load (SPEC 8 "Error panel: the message or Failed to ..."): the failure as a heading, the translated
// reason under it when it says more, and Try Again. An alert, so a screen reader announces it when it appears.
import { Trans } from "@lingui/react/macro";
import { buttonClass } from "../../../ui/button-styles.ts";

export function AdminErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{title}</p>
      {message !== title ? <p className="mt-1">{message}</p> : null}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className={buttonClass({ variant: "secondary", size: "sm", className: "mt-4" })}
        >
          <Trans>Try Again</Trans>
        </button>
      ) : null}
    </div>
  );
}
