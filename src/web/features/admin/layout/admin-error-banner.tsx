// A failed load in the back office: a red banner with what failed, the translated reason and Try Again.
// role=alert, so a screen reader announces it when it appears.
import { Trans } from "@lingui/react/macro";

interface AdminErrorBannerProps {
  title: string;
  /** The translated reason (apiErrorText); not repeated when it says the same as the title. */
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function AdminErrorBanner({ title, message, onRetry, retrying = false }: AdminErrorBannerProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        {message !== title ? <p className="mt-1 text-sm">{message}</p> : null}
      </div>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-red-800 bg-white px-4 text-sm font-semibold text-red-900 hover:bg-red-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}
