// SPEC 2's four status tiles. Each is a link to the bookings list filtered by that status, so on a phone the
// pending requests are one tap from the dashboard (SPEC 2). The word, not the colour, says which is which.
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { BookingStatus } from "../../../../domain/booking-status.ts";
import type { Language } from "../../../../domain/languages.ts";
import type { DashboardStats } from "../../../../domain/schemas/stats.ts";
import { STATUS_BADGE_LABELS } from "../../../ui/booking/booking-labels.ts";
import { bookingsLink } from "./dashboard-links.ts";

const TILES: readonly {
  status: BookingStatus;
  count: (stats: DashboardStats) => number;
  figure: string;
  colours: string;
}[] = [
  {
    status: "PENDING",
    count: (s) => s.pendingBookings,
    figure: "pendingBookings",
    colours: "border-amber-300 bg-amber-50 text-amber-900",
  },
  {
    status: "CONFIRMED",
    count: (s) => s.confirmedBookings,
    figure: "confirmedBookings",
    colours: "border-green-300 bg-green-50 text-green-900",
  },
  {
    status: "COMPLETED",
    count: (s) => s.completedBookings,
    figure: "completedBookings",
    colours: "border-blue-300 bg-blue-50 text-blue-900",
  },
  {
    status: "CANCELLED",
    count: (s) => s.cancelledBookings,
    figure: "cancelledBookings",
    colours: "border-slate-300 bg-slate-100 text-slate-800",
  },
];

export function StatusTiles({ stats, language }: { stats: DashboardStats; language: Language }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Bookings by status`}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.status}>
            <Link
              {...bookingsLink(language, tile.status)}
              data-status={tile.status}
              className={`flex min-h-20 flex-col justify-between rounded-2xl border-2 p-4 hover:shadow-md ${tile.colours}`}
            >
              <span className="text-sm font-semibold">{i18n._(STATUS_BADGE_LABELS[tile.status])}</span>
              <span className="text-3xl font-bold" data-figure={tile.figure}>
                {i18n.number(tile.count(stats))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
