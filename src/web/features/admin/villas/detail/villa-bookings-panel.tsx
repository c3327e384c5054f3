// The Bookings (n) tab (SPEC 2): up to 50 bookings of the villa, newest first — a table from the lg breakpoint,
// cards below it — or "No Bookings Yet". When the villa has more than 50, it says how many are shown.
import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { apiErrorText } from "../../../../api/error-text.ts";
import { AdminErrorPanel } from "../admin-error-panel.tsx";
import { LoadingPanel } from "../loading-panel.tsx";
import type { VillaBookings } from "../villa-queries.ts";
import { VillaBookingCards } from "./villa-booking-cards.tsx";
import { VillaBookingsTable } from "./villa-bookings-table.tsx";

export function VillaBookingsPanel({ query }: { query: UseQueryResult<VillaBookings> }) {
  const { t, i18n } = useLingui();
  if (query.isError && !query.data) {
    return (
      <AdminErrorPanel
        title={t`Failed to fetch bookings`}
        message={apiErrorText(i18n, query.error, t`Failed to fetch bookings`)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <LoadingPanel>
        <Trans>Loading bookings...</Trans>
      </LoadingPanel>
    );
  }
  const { items, total } = query.data;
  if (items.length === 0) {
    return (
      <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <h2 className="font-serif text-2xl font-semibold text-slate-900">
          <Trans>No Bookings Yet</Trans>
        </h2>
        <p className="mt-2 text-slate-700">
          <Trans>Requests for this villa will appear here.</Trans>
        </p>
      </section>
    );
  }
  const shown = items.length;
  return (
    <div className="space-y-3">
      <h2 className="sr-only">
        <Trans>Bookings</Trans>
      </h2>
      {total > shown ? (
        <p className="text-sm text-slate-700">
          <Trans>
            Showing the {shown} most recent of {total} bookings.
          </Trans>
        </p>
      ) : null}
      <div className="hidden lg:block">
        <VillaBookingsTable bookings={items} />
      </div>
      <div className="lg:hidden">
        <VillaBookingCards bookings={items} />
      </div>
    </div>
  );
}
