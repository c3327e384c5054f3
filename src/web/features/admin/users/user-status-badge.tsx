// Active / Inactive (SPEC 2 "Status Active/Inactive"): green for an account that can sign in, grey for a
// deactivated one. 100 backgrounds with 900 text (well above 4.5:1); the word carries the meaning.
import { Trans } from "@lingui/react/macro";

const TAG =
  "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset";

export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <span data-active="true" className={`${TAG} bg-green-100 text-green-900 ring-green-300`}>
      <span aria-hidden="true" className="size-2 rounded-full bg-green-700" />
      <Trans>Active</Trans>
    </span>
  ) : (
    <span data-active="false" className={`${TAG} bg-slate-200 text-slate-800 ring-slate-400`}>
      <span aria-hidden="true" className="size-2 rounded-full bg-slate-600" />
      <Trans>Inactive</Trans>
    </span>
  );
}
