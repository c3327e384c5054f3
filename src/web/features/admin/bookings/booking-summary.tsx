// Who, where and when, in the few lines the action sheet needs before a decision (SPEC 2 "Action modal ...
// shows guest, villa and dates"), and what is still to pay: completing a stay that still owes money is worth a look.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { formatCalendarDate, formatPrice } from "../../../i18n/format.ts";
import { StatusBadge } from "../../../ui/booking/status-badge.tsx";

export function BookingSummary({ booking }: { booking: Booking }) {
  const { i18n } = useLingui();
  const outstanding = formatPrice(i18n, booking.payments.outstanding, booking.currency);
  return (
    <dl className="grid gap-3 rounded-xl bg-sand-50 p-4 text-slate-900">
      <div>
        <dt className="text-sm font-medium text-slate-700">
          <Trans>Guest</Trans>
        </dt>
        <dd className="font-semibold break-words">{booking.guest.fullName}</dd>
        <dd className="text-sm break-all text-slate-700">{booking.guest.email}</dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-slate-700">
          <Trans>Villa</Trans>
        </dt>
        <dd className="font-semibold break-words">{booking.villa.title}</dd>
        <dd className="text-sm text-slate-700">
          {booking.villa.city}, {booking.villa.country}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-slate-700">
          <Trans>Dates</Trans>
        </dt>
        <dd className="font-semibold">
          {formatCalendarDate(i18n, booking.checkIn, "medium")} – {formatCalendarDate(i18n, booking.checkOut, "medium")}
        </dd>
        <dd className="text-sm text-slate-700">
          <Plural value={booking.nights} one="# night" other="# nights" />
          {", "}
          <Plural value={booking.totalGuests} one="# guest" other="# guests" />
          {", "}
          {formatPrice(i18n, booking.totalPrice, booking.currency)}
        </dd>
        {booking.status === "CONFIRMED" && booking.payments.outstanding > 0 ? (
          <dd className="text-sm font-semibold text-red-800">
            <Trans>Still to pay: {outstanding}</Trans>
          </dd>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <dt className="text-sm font-medium text-slate-700">
          <Trans>Status</Trans>
        </dt>
        <dd>
          <StatusBadge status={booking.status} />
        </dd>
      </div>
    </dl>
  );
}
