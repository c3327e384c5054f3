// Imported dates that overlap a request or booking made here. Both are kept — the guest's booking is
// never cancelled by a feed — so the owner must see the clash and settle it on one side or the other.
import { Trans, useLingui } from "@lingui/react/macro";
import type { CalendarConflict } from "../../../../../domain/schemas/calendar.ts";
import { formatCalendarDate } from "../../../../i18n/format.ts";

export function ConflictWarnings({ conflicts }: { conflicts: CalendarConflict[] }) {
  const { i18n } = useLingui();
  if (conflicts.length === 0) return null;
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-6">
      <h2 className="text-lg font-semibold">
        <Trans>Double booking: dates imported from another site overlap bookings made here</Trans>
      </h2>
      <p className="mt-1 text-sm">
        <Trans>Both are kept. Cancel one of them, here or on the other site, so the villa is not booked twice.</Trans>
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {conflicts.map((c) => {
          const source = c.sourceLabel;
          const blockFrom = formatCalendarDate(i18n, c.blockStart, "medium");
          const blockTo = formatCalendarDate(i18n, c.blockEnd, "medium");
          const stayFrom = formatCalendarDate(i18n, c.checkIn, "medium");
          const stayTo = formatCalendarDate(i18n, c.checkOut, "medium");
          const reference = c.bookingId.slice(0, 8);
          return (
            <li key={`${c.sourceId}:${c.bookingId}:${c.blockStart}`} className="rounded-lg bg-white/70 px-3 py-2">
              {c.bookingStatus === "CONFIRMED" ? (
                <Trans>
                  {source}: {blockFrom} – {blockTo} overlaps confirmed booking #{reference} ({stayFrom} – {stayTo})
                </Trans>
              ) : (
                <Trans>
                  {source}: {blockFrom} – {blockTo} overlaps pending request #{reference} ({stayFrom} – {stayTo})
                </Trans>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
