// "Loading..." while the stored session is being checked (SPEC 4 route guard), announced politely.
import { Trans } from "@lingui/react/macro";

export function AuthLoading() {
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center gap-3 px-4 py-16 text-slate-700">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-sea-200 border-t-sea-700 motion-reduce:animate-none"
      />
      <Trans>Loading...</Trans>
    </div>
  );
}
