// The body of a back-office list page (messages, notifications): the error banner over whatever is shown, then
// the page's items with their count and paging, the empty box, or the loading line. A page past the end (an old
// link, or items gone meanwhile) gives way to the last page.
import { useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { apiErrorText } from "../../../api/error-text.ts";
import type { PageInfo } from "../../../api/http.ts";
import { Pagination } from "../../../ui/pagination.tsx";
import { AdminErrorBanner } from "./admin-error-banner.tsx";

interface AdminPagedListProps<T> {
  query: UseQueryResult<{ items: T[]; pagination: PageInfo }>;
  page: number;
  /** The title of the error banner, and its message when the error says nothing better. */
  errorTitle: string;
  /** The line above the items, given their total. */
  count: (total: number) => ReactNode;
  empty: ReactNode;
  loading: ReactNode;
  renderItem: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
  /** Replaces a page past the end with the last one; keep it stable (useCallback), an effect depends on it. */
  onLastPage: (lastPage: number) => void;
}

export function AdminPagedList<T>({
  query,
  page,
  errorTitle,
  count,
  empty,
  loading,
  renderItem,
  onPageChange,
  onLastPage,
}: AdminPagedListProps<T>) {
  const { i18n } = useLingui();
  const data = query.data;
  const totalPages = data?.pagination.totalPages ?? 0;
  const pastTheEnd =
    !query.isPlaceholderData && data !== undefined && data.items.length === 0 && page > 1 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) onLastPage(Math.max(totalPages, 1));
  }, [pastTheEnd, totalPages, onLastPage]);

  return (
    <div className="mt-6" aria-busy={query.isFetching}>
      {query.isError ? (
        <div className="mb-4">
          <AdminErrorBanner
            title={errorTitle}
            message={apiErrorText(i18n, query.error, errorTitle)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : null}
      {data ? (
        data.items.length === 0 ? (
          pastTheEnd ? null : (
            empty
          )
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              {count(data.pagination.total)}
            </p>
            <ul className={`grid gap-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}>
              {data.items.map(renderItem)}
            </ul>
            <Pagination
              page={page}
              totalPages={data.pagination.totalPages}
              onPageChange={onPageChange}
              className="mt-6"
            />
          </>
        )
      ) : query.isPending ? (
        <p role="status" className="py-10 text-center text-slate-700">
          {loading}
        </p>
      ) : null}
    </div>
  );
}
