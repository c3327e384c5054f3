// Calendar sync with Airbnb and Booking.com on the villa's back-office page: the export link and the
// imported calendars in the Villa Details tab, and any double booking in a banner above the tabs, so the owner
// sees it whichever tab is open.
import { useCalendarSources } from "./calendar-queries.ts";
import { ConflictWarnings } from "./conflict-warnings.tsx";
import { ExportLinkCard } from "./export-link-card.tsx";
import { ImportSourcesCard } from "./import-sources-card.tsx";

export function VillaCalendarSection({ villaId }: { villaId: string }) {
  const sources = useCalendarSources(villaId);
  return (
    <div className="mt-6 space-y-6">
      <ExportLinkCard villaId={villaId} />
      <ImportSourcesCard villaId={villaId} query={sources} />
    </div>
  );
}

export function CalendarConflictBanner({ villaId }: { villaId: string }) {
  const sources = useCalendarSources(villaId);
  const conflicts = sources.data?.conflicts ?? [];
  if (conflicts.length === 0) return null;
  return (
    <div className="mt-6">
      <ConflictWarnings conflicts={conflicts} />
    </div>
  );
}
