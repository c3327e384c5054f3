// No account on this page (SPEC 2 "Empty: No users found"). When a search or filter narrowed the list, the
// way back is Clear All.
import { Trans } from "@lingui/react/macro";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyBox } from "../../../ui/empty-box.tsx";

export function UsersEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyBox
      titleId="admin-users-empty-title"
      icon={
        <>
          <circle cx="9" cy="8" r="3.5" />
          <path
            d="M2.5 20c.8-3.5 3.4-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.5a3.5 3.5 0 010 7M18 14.7c1.8.8 3 2.6 3.5 5.3"
            strokeLinecap="round"
          />
        </>
      }
      title={<Trans>No users found</Trans>}
    >
      {filtered ? (
        <>
          <p className="mt-2 text-slate-700">
            <Trans>No account matches this search and these filters.</Trans>
          </p>
          <button type="button" onClick={onClear} className={buttonClass({ className: "mt-6" })}>
            <Trans>Clear All</Trans>
          </button>
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          <Trans>There are no accounts yet.</Trans>
        </p>
      )}
    </EmptyBox>
  );
}
