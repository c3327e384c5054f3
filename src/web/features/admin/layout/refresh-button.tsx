// Refresh for a back-office screen: asks the server again; disabled and spinning while a fetch runs, so a double
// tap sends one request.
import { useLingui } from "@lingui/react/macro";
import { buttonClass } from "../../../ui/button-styles.ts";

export function RefreshButton({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onRefresh}
      disabled={refreshing}
      className={buttonClass({ variant: "secondary", size: "sm" })}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-4 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {refreshing ? t`Refreshing...` : t`Refresh`}
    </button>
  );
}
