// `/{lang}/admin/villas/{villaId}/calendar`: the owner's calendar and prices (issue 22 item 5). `?month=YYYY-MM` is
// the first month shown (three from it), so a month can be linked to and Back returns to it.
import { createFileRoute } from "@tanstack/react-router";
import { OwnerCalendarPage } from "../../../../../features/admin/villas/owner-calendar/owner-calendar-page.tsx";
import { parseMonth } from "../../../../../features/admin/villas/owner-calendar/calendar-selection.ts";

export interface OwnerCalendarSearch {
  month?: string;
}

export const Route = createFileRoute("/$lang/admin/villas/$villaId/calendar")({
  validateSearch: (search: Record<string, unknown>): OwnerCalendarSearch => {
    const month = parseMonth(search.month);
    return month === undefined ? {} : { month };
  },
  component: OwnerCalendarRoute,
});

function OwnerCalendarRoute() {
  const { villaId } = Route.useParams();
  const { month } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OwnerCalendarPage
      villaId={villaId}
      month={month}
      onMonthChange={(next) => void navigate({ search: { month: next } })}
    />
  );
}
