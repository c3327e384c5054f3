// `/{lang}/admin/bookings` (SPEC 2 "Admin bookings"): header with counts, server-side search,
// status filter, sort and order, Refresh, the current page of 20 as a table on large screens and cards below,
// paging, the detail modal (also opened by ?booking=<id>) and the action sheet. All list state lives in the URL
// (search-params.ts); the API scopes a HOST to their own villas' bookings (DESIGN 4).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { Booking } from "../../../../domain/schemas/booking.ts";
import { ApiRequestError } from "../../../api/errors.ts";
import { apiErrorText } from "../../../api/error-text.ts";
import { useAuth } from "../../../auth/use-auth.ts";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { AdminErrorBanner } from "../layout/admin-error-banner.tsx";
import { AdminPageHeader } from "../layout/admin-page-header.tsx";
import { TableOrCards } from "../../../ui/table-or-cards.tsx";
import { ActionSheet, type PendingAction } from "./action-sheet.tsx";
import { BookingCards } from "./booking-cards.tsx";
import { BookingDetailDialog, type DetailState } from "./booking-detail-dialog.tsx";
import { BookingsTable } from "./bookings-table.tsx";
import { useAdminBooking, useAdminBookings, usePendingCount } from "./bookings-query.ts";
import { EmptyState } from "./empty-state.tsx";
import { ListSkeleton } from "./list-skeleton.tsx";
import { SortControls, StatusFilterButtons } from "./list-controls.tsx";
import { SearchBox } from "./search-box.tsx";
import {
  listFilter,
  withBooking,
  withoutFilters,
  withPage,
  withSearchText,
  withSortBy,
  withSortOrder,
  withStatus,
  type AdminBookingsSearch,
} from "./search-params.ts";

export interface AdminBookingsPageProps {
  search: AdminBookingsSearch;
  onSearchChange: (next: AdminBookingsSearch, options?: { replace?: boolean }) => void;
}

/** The View button of a booking in whichever list (table or cards) is displayed. */
function visibleViewButton(bookingId: string): HTMLElement | null {
  const buttons = document.querySelectorAll<HTMLElement>(`[data-booking-view="${CSS.escape(bookingId)}"]`);
  return Array.from(buttons).find((button) => button.offsetParent !== null) ?? null;
}

export function AdminBookingsPage({ search, onSearchChange }: AdminBookingsPageProps) {
  const { t, i18n } = useLingui();
  const { isAdmin } = useAuth();
  const router = useRouter();
  const filter = listFilter(search);
  const query = useAdminBookings(filter);
  const pendingCount = usePendingCount();
  const data = query.data;

  // The action sheet keeps the booking it opened with, and shows the list's newer copy when there is one.
  const [pendingAction, setPendingAction] = useState<PendingAction | null>(null);
  const detailId = search.booking;
  const detailFromList = detailId ? data?.items.find((item) => item.id === detailId) : undefined;
  const detailQuery = useAdminBooking(detailId, detailFromList === undefined);
  const detailBooking = detailFromList ?? detailQuery.data;
  const fresh = (booking: Booking) =>
    data?.items.find((item) => item.id === booking.id) ?? (booking.id === detailBooking?.id ? detailBooking : booking);

  // A detail opened by View here added a history entry: closing it goes Back, so the phone's Back button and the
  // Close button agree. A detail that came with the address (the dashboard's link) is closed in place.
  const detailOpenedHere = useRef(false);
  useEffect(() => {
    // Closed by the browser's Back: the entry it added is gone.
    if (detailId === undefined) detailOpenedHere.current = false;
  }, [detailId]);
  const openDetail = (booking: Booking) => {
    detailOpenedHere.current = true;
    onSearchChange(withBooking(search, booking.id));
  };
  const closeDetail = () => {
    if (detailOpenedHere.current) {
      detailOpenedHere.current = false;
      router.history.back();
    } else {
      onSearchChange(withBooking(search, undefined), { replace: true });
    }
  };

  // After a decision the row's buttons change: focus goes to the booking's View button (or the page's main).
  const focusAfterAction = useRef<string | null>(null);
  useEffect(() => {
    const bookingId = focusAfterAction.current;
    if (bookingId === null || pendingAction !== null || detailId !== undefined) return;
    focusAfterAction.current = null;
    (visibleViewButton(bookingId) ?? document.getElementById("main"))?.focus();
  });

  // A page past the end (an old link, or the last booking of the last page left the filter): show the last one.
  const page = filter.page;
  const totalPages = data?.pagination.totalPages ?? 0;
  const pastTheEnd =
    !query.isPlaceholderData && data !== undefined && data.items.length === 0 && page > 1 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) onSearchChange(withPage(search, Math.max(totalPages, 1)), { replace: true });
  }, [pastTheEnd, totalPages, search, onSearchChange]);

  const detailState: DetailState =
    detailId === undefined || pendingAction !== null
      ? { kind: "closed" }
      : detailBooking
        ? { kind: "ready", booking: detailBooking }
        : detailQuery.isError
          ? {
              kind: "failed",
              title:
                detailQuery.error instanceof ApiRequestError && detailQuery.error.status === 404
                  ? t`Booking not found`
                  : t`Failed to load booking`,
              message: apiErrorText(i18n, detailQuery.error, t`Failed to load booking`),
            }
          : { kind: "loading" };

  const handlers = {
    onView: openDetail,
    onAction: (booking: Booking, action: PendingAction["action"]) => setPendingAction({ booking, action }),
  };
  const filtered = search.status !== undefined || search.search !== undefined;
  const refreshing = query.isFetching || pendingCount.isFetching;
  const listLabel = t`Bookings`;

  return (
    <div className="mx-auto grid max-w-7xl min-w-0 gap-6">
      <PageMeta
        title={t`Bookings`}
        description={t`Booking requests and stays to review, confirm and manage.`}
        noindex
      />
      <div>
        <AdminPageHeader
          title={t`Bookings`}
          description={isAdmin ? t`Every booking request and stay.` : t`The booking requests and stays of your villas.`}
          updatedAt={data ? query.dataUpdatedAt : undefined}
          onRefresh={() => void Promise.all([query.refetch(), pendingCount.refetch()])}
          refreshing={refreshing}
        />
        <p role="status" className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 font-medium text-slate-900">
          {query.isPending ? (
            <Trans>Loading bookings...</Trans>
          ) : data ? (
            <span data-testid="bookings-total">
              <Plural value={data.pagination.total} one="# booking" other="# bookings" />
            </span>
          ) : null}
          {pendingCount.data !== undefined ? (
            <span
              data-testid="bookings-pending"
              className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm text-amber-900 ring-1 ring-amber-300 ring-inset"
            >
              <Plural value={pendingCount.data} one="# pending" other="# pending" />
            </span>
          ) : null}
        </p>
      </div>

      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <SearchBox
          value={search.search}
          onSearch={(text) => onSearchChange(withSearchText(search, text), { replace: true })}
        />
        <StatusFilterButtons
          value={search.status ?? "ALL"}
          onChange={(status) => onSearchChange(withStatus(search, status))}
        />
        <SortControls
          sortBy={filter.sortBy}
          sortOrder={filter.sortOrder}
          onSortBy={(field) => onSearchChange(withSortBy(search, field))}
          onSortOrder={(order) => onSearchChange(withSortOrder(search, order))}
        />
      </div>

      <div aria-busy={query.isFetching || undefined} className="min-w-0">
        {query.isError ? (
          <AdminErrorBanner
            title={t`Loading Error`}
            message={apiErrorText(i18n, query.error, t`Failed to fetch bookings`)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.isPending ? (
          <ListSkeleton />
        ) : data && data.items.length === 0 ? (
          <EmptyState filtered={filtered} onClear={() => onSearchChange(withoutFilters(search))} />
        ) : data ? (
          <TableOrCards
            from="xl"
            dimmed={query.isPlaceholderData}
            table={<BookingsTable bookings={data.items} caption={listLabel} {...handlers} />}
            cards={<BookingCards bookings={data.items} label={listLabel} {...handlers} />}
            pagination={{
              page,
              totalPages: data.pagination.totalPages,
              onPageChange: (next) => onSearchChange(withPage(search, next)),
              label: t`Bookings pages`,
            }}
          />
        ) : null}
      </div>

      <BookingDetailDialog state={detailState} onClose={closeDetail} onAction={handlers.onAction} />
      <ActionSheet
        pending={pendingAction ? { ...pendingAction, booking: fresh(pendingAction.booking) } : null}
        onClose={() => setPendingAction(null)}
        onDone={(booking) => {
          focusAfterAction.current = booking.id;
          setPendingAction(null);
          if (detailId !== undefined) closeDetail();
        }}
      />
    </div>
  );
}
