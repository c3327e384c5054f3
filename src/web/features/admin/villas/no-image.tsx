// The place of a villa picture when the villa has none yet.
import { Trans } from "@lingui/react/macro";

export function NoImage() {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="M21 16l-5-5-8 8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-sm font-medium">
        <Trans>No image</Trans>
      </span>
    </div>
  );
}
