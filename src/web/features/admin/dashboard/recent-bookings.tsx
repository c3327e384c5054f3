// SPEC 2 "Recent Bookings": the 8 newest, each with guest, status, villa, dates, total and guests. The guest's
// name links to that booking in the bookings page (`?booking=<id>` opens its details there).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Language } from "../../../../domain/languages.ts";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { StatusBadge } from "../../../ui/booking/status-badge.tsx";
import { formatCalendarDate } from "../../../i18n/format.ts";
import { DashboardPanel } from "./dashboard-card.tsx";
import { bookingLink, bookingsLink } from "./dashboard-links.ts";
import { formatMoney } from "./dashboard-figures.ts";

function RecentBooking({ booking, language }: { booking: Booking; language: Language }) {
  const { i18n } = useLingui();
  const checkIn = formatCalendarDate(i18n, booking.checkIn, "medium");
  const checkOut = formatCalendarDate(i18n, booking.checkOut, "medium");
  const guests = booking.totalGuests;
  return (
    <li
      data-booking-id={booking.id}
      className="relative rounded-xl border border-slate-200 p-3 hover:border-sea-700 hover:bg-sea-50"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* The link covers the whole card (after:inset-0), while its name stays just the guest's. */}
        <Link
          {...bookingLink(language, booking.id)}
          className="font-semibold text-sea-900 after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {booking.guest.fullName}
        </Link>
        <StatusBadge status={booking.status} />
      </div>
      <p className="mt-1 text-sm break-words text-slate-800">{booking.villa.title}</p>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          {checkIn} to {checkOut}
        </Trans>
      </p>
      <p className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-slate-700">
        <span className="font-semibold whitespace-nowrap text-slate-900" data-figure="totalPrice" data-money>
          {formatMoney(i18n.locale, booking.totalPrice, booking.currency)}
        </span>
        <span>
          <Plural value={guests} one="# guest" other="# guests" />
        </span>
      </p>
    </li>
  );
}

export function RecentBookings({ bookings, language }: { bookings: readonly Booking[]; language: Language }) {
  const { t } = useLingui();
  return (
    <DashboardPanel
      title={t`Recent Bookings`}
      action={
        <Link
          {...bookingsLink(language)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-sea-900 hover:underline"
        >
          <Trans>View all bookings</Trans>
        </Link>
      }
    >
      {bookings.length === 0 ? (
        <p className="py-6 text-center text-slate-700">
          <Trans>No recent bookings</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {bookings.map((booking) => (
            <RecentBooking key={booking.id} booking={booking} language={language} />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
