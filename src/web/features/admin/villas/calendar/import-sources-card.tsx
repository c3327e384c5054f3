// Calendars imported from other sites: the dates they block here are refused to guests like booked ones.
// The server fetches each one on a schedule; the owner can add, sync now and remove them.
import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import type { CalendarSources } from "../../../../../domain/schemas/calendar.ts";
import { apiErrorText } from "../../../../api/error-text.ts";
import { AddSourceForm } from "./add-source-form.tsx";
import { CalendarCard } from "./calendar-card.tsx";
import { SourceList } from "./source-list.tsx";

export function ImportSourcesCard({ villaId, query }: { villaId: string; query: UseQueryResult<CalendarSources> }) {
  const { t, i18n } = useLingui();
  return (
    <CalendarCard title={<Trans>Import calendars from other sites</Trans>}>
      <p className="text-slate-700">
        <Trans>
          Add the calendar (iCal) link that Airbnb, Booking.com or another site gives you. Its booked dates are blocked
          here and synced automatically.
        </Trans>
      </p>
      {query.isError && !query.data ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {apiErrorText(i18n, query.error, t`Failed to load the imported calendars`)}
        </p>
      ) : query.data ? (
        <SourceList villaId={villaId} sources={query.data.sources} />
      ) : (
        <p className="mt-3 text-slate-700">
          <Trans>Loading calendars...</Trans>
        </p>
      )}
      <AddSourceForm villaId={villaId} />
    </CalendarCard>
  );
}
