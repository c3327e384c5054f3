// No booking to show (SPEC 2 "Admin bookings"): with a filter or a search on, it says nothing matches and offers
// to clear them; otherwise no guest has asked yet.
import { Trans } from "@lingui/react/macro";
import { NoBookingsBox } from "../../../ui/booking/no-bookings-box.tsx";
import { buttonClass } from "../../../ui/button-styles.ts";

export function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <NoBookingsBox>
      {filtered ? (
        <>
          <p className="mt-2 text-slate-700">
            <Trans>No booking matches this search and filter.</Trans>
          </p>
          <button type="button" onClick={onClear} className={buttonClass({ className: "mt-6" })}>
            <Trans>Clear search and filters</Trans>
          </button>
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          <Trans>Booking requests appear here as soon as guests send them.</Trans>
        </p>
      )}
    </NoBookingsBox>
  );
}
