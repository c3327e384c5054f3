// No booking to show (SPEC 2 "Admin bookings"): with a filter or a search on, it says nothing matches and offers
// to clear them; otherwise no guest has asked yet.
import { Trans } from "@lingui/react/macro";
import { buttonClass } from "../../../ui/button-styles.ts";

export function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-12 text-sea-700" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
      </svg>
      <h2 className="mt-4 font-serif text-2xl font-semibold text-slate-900">
        <Trans>No bookings found</Trans>
      </h2>
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
    </section>
  );
}
