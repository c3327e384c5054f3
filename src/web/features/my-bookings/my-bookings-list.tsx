// The signed-in part of My Bookings: heading, filter, the current page as table (lg and up) or cards, the
// loading, empty and error states, paging, and the two dialogs. Only the signed-in guest's page is fetched.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { Language } from "../../../domain/languages.ts";
import type { Booking } from "../../../domain/schemas/booking.ts";
import { apiErrorText } from "../../api/error-text.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { TableOrCards } from "../../ui/table-or-cards.tsx";
import { OfflineDataNote } from "../../offline/offline-data-note.tsx";
import { OutboxList } from "../../offline/outbox/outbox-list.tsx";
import { useQueuedCancelIds } from "../../offline/outbox/use-outbox.ts";
import { BookingCards } from "./booking-cards.tsx";
import { BookingDetailsDialog } from "./booking-details-dialog.tsx";
import { BookingsSkeleton } from "./bookings-skeleton.tsx";
import { BookingsTable } from "./bookings-table.tsx";
import { CancelBookingDialog } from "./cancel-booking-dialog.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import { useMyBookings } from "../../shared/my-stays/my-bookings-query.ts";
import { MY_BOOKINGS_SECTION_CLASS, MyBookingsHeading } from "./my-bookings-heading.tsx";
import { searchForFilter, searchForPage, type MyBookingsSearch } from "./search-params.ts";
import { StatusFilter } from "./status-filter.tsx";
import { isWaitingForNetwork, OfflineUnavailable } from "../../offline/offline-unavailable.tsx";

/** The "View details" button of a booking in whichever list (table or cards) is displayed. */
function visibleDetailsButton(bookingId: string): HTMLElement | null {
  const buttons = document.querySelectorAll<HTMLElement>(`[data-booking-details="${CSS.escape(bookingId)}"]`);
  return Array.from(buttons).find((button) => button.offsetParent !== null) ?? null;
}

export interface MyBookingsListProps {
  language: Language;
  search: MyBookingsSearch;
  onSearchChange: (next: MyBookingsSearch, options?: { replace?: boolean }) => void;
}

export function MyBookingsList({ language, search, onSearchChange }: MyBookingsListProps) {
  const { t, i18n } = useLingui();
  const status = search.status;
  const page = search.page ?? 1;
  const query = useMyBookings({ status, page }, true);
  const data = query.data;
  // The dialogs keep the booking they opened with, and show the list's newer copy of it when there is one.
  const [detailsOf, setDetailsOf] = useState<Booking | null>(null);
  const [cancelOf, setCancelOf] = useState<Booking | null>(null);
  const fresh = (booking: Booking | null) =>
    booking ? (data?.items.find((item) => item.id === booking.id) ?? booking) : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterCancel = useRef<string | null>(null);

  // After a cancel the row's Cancel button is gone: focus goes to its View details instead (this runs after
  // the dialog has handed focus back to the button that opened it).
  useEffect(() => {
    const bookingId = focusAfterCancel.current;
    if (bookingId === null || cancelOf !== null) return;
    focusAfterCancel.current = null;
    (visibleDetailsButton(bookingId) ?? headingRef.current)?.focus();
  });

  // A page past the end (an old link, or the last booking of the last page left the filter): show the last one.
  const totalPages = data?.pagination.totalPages ?? 0;
  const pastTheEnd =
    !query.isPlaceholderData && data !== undefined && data.items.length === 0 && page > 1 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) onSearchChange(searchForPage(search, Math.max(totalPages, 1)), { replace: true });
  }, [pastTheEnd, totalPages, search, onSearchChange]);

  // Read once for the whole list (each row would otherwise follow the outbox on its own).
  const queuedCancels = useQueuedCancelIds();
  const actions = {
    onViewDetails: (booking: Booking) => setDetailsOf(booking),
    onCancel: (booking: Booking) => setCancelOf(booking),
    queuedCancels,
  };

  return (
    <section aria-labelledby="my-bookings-title" className={MY_BOOKINGS_SECTION_CLASS}>
      <MyBookingsHeading language={language} headingRef={headingRef} />

      <OutboxList language={language} />

      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <StatusFilter value={status ?? "ALL"} onChange={(filter) => onSearchChange(searchForFilter(filter))} />
        <p role="status" className="text-sm text-slate-700">
          {query.isPending ? (
            <Trans>Loading your bookings...</Trans>
          ) : data ? (
            <Plural value={data.pagination.total} one="# booking" other="# bookings" />
          ) : null}
        </p>
      </div>

      <OfflineDataNote updatedAt={query.dataUpdatedAt} className="mt-4" />
      <div className="mt-6" aria-busy={query.isFetching || undefined}>
        {query.isError ? (
          <ErrorBox
            title={t`Failed to fetch bookings`}
            message={apiErrorText(i18n, query.error, t`Failed to fetch bookings`)}
            action={
              <button type="button" onClick={() => void query.refetch()} className={buttonClass({ size: "sm" })}>
                <Trans>Try again</Trans>
              </button>
            }
          />
        ) : isWaitingForNetwork(query) ? (
          <OfflineUnavailable />
        ) : query.isPending ? (
          <BookingsSkeleton />
        ) : data && data.items.length === 0 ? (
          <EmptyState language={language} status={status} onShowAll={() => onSearchChange(searchForFilter("ALL"))} />
        ) : data ? (
          <TableOrCards
            from="lg"
            dimmed={query.isPlaceholderData}
            table={<BookingsTable bookings={data.items} {...actions} />}
            cards={<BookingCards bookings={data.items} {...actions} />}
            pagination={{
              page,
              totalPages: data.pagination.totalPages,
              onPageChange: (next) => onSearchChange(searchForPage(search, next)),
              label: t`Bookings pages`,
            }}
          />
        ) : null}
      </div>

      <BookingDetailsDialog
        booking={fresh(detailsOf)}
        onClose={() => setDetailsOf(null)}
        onCancel={(booking) => {
          setDetailsOf(null);
          setCancelOf(booking);
        }}
      />
      <CancelBookingDialog
        booking={fresh(cancelOf)}
        onClose={() => setCancelOf(null)}
        onCancelled={(booking) => {
          focusAfterCancel.current = booking.id;
          setCancelOf(null);
        }}
      />
    </section>
  );
}
