// `/{lang}/admin/users` (SPEC 2 "Admin users", ADMIN only — the route guards it): every account with search,
// status and role filters applied together, a table on large screens and cards on phones, paging by 10, the
// loading, empty and error states, and a details modal. Search, filters and page live in the URL.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { User } from "../../../../domain/schemas/user.ts";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { TableOrCards } from "../../../ui/table-or-cards.tsx";
import { UserCards } from "./user-cards.tsx";
import { UserDetailsDialog } from "./user-details-dialog.tsx";
import { UsersEmpty } from "./users-empty.tsx";
import { UsersError } from "./users-error.tsx";
import { UsersFilters } from "./users-filters.tsx";
import { useAdminUsers } from "./users-query.ts";
import { UsersSkeleton } from "./users-skeleton.tsx";
import { UsersTable } from "./users-table.tsx";
import { useFilterDraft } from "./use-filter-draft.ts";
import {
  applyDraft,
  clearedSearch,
  EMPTY_DRAFT,
  hasPendingChanges,
  isFiltered,
  listFilter,
  withPage,
  type AdminUsersSearch,
} from "./search-params.ts";

export interface AdminUsersPageProps {
  search: AdminUsersSearch;
  onSearchChange: (next: AdminUsersSearch, options?: { replace?: boolean }) => void;
}

function sameSearch(a: AdminUsersSearch, b: AdminUsersSearch): boolean {
  return a.search === b.search && a.role === b.role && a.status === b.status && (a.page ?? 1) === (b.page ?? 1);
}

export function AdminUsersPage({ search, onSearchChange }: AdminUsersPageProps) {
  const { t } = useLingui();
  const filter = listFilter(search);
  const query = useAdminUsers(filter);
  const data = query.data;
  const [draft, setDraft] = useFilterDraft(search);
  // The modal keeps the account it opened with, and shows the list's newer copy of it when there is one.
  const [detailsOf, setDetailsOf] = useState<User | null>(null);
  const shownUser = detailsOf ? (data?.items.find((user) => user.id === detailsOf.id) ?? detailsOf) : null;
  const searchRef = useRef<HTMLInputElement>(null);

  // A page past the end (an old link, or accounts changed since): show the last page instead of nothing.
  const page = filter.page;
  const totalPages = data?.pagination.totalPages ?? 0;
  const pastTheEnd =
    !query.isPlaceholderData && data !== undefined && data.items.length === 0 && page > 1 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) onSearchChange(withPage(search, Math.max(totalPages, 1)), { replace: true });
  }, [pastTheEnd, totalPages, search, onSearchChange]);

  const apply = () => {
    const next = applyDraft(draft);
    // Applying what is already shown asks the server again rather than doing nothing.
    if (sameSearch(next, search)) void query.refetch();
    else onSearchChange(next);
  };
  const clear = () => {
    setDraft(EMPTY_DRAFT);
    const next = clearedSearch();
    if (sameSearch(next, search)) void query.refetch();
    else onSearchChange(next);
  };

  return (
    <section aria-labelledby="admin-users-title" className="mx-auto grid max-w-6xl gap-6">
      <PageMeta
        title={t`User Management`}
        description={t`Every account of the site: guests, hosts and administrators.`}
        noindex
      />
      <div>
        <h1 id="admin-users-title" className="font-serif text-3xl font-semibold text-sea-900 md:text-4xl">
          <Trans>User Management</Trans>
        </h1>
        <p className="mt-2 text-slate-700">
          <Trans>Every account of the site: guests, hosts and administrators.</Trans>
        </p>
      </div>

      <UsersFilters
        draft={draft}
        onDraftChange={setDraft}
        pending={hasPendingChanges(draft, search)}
        onApply={apply}
        onClear={clear}
        searchRef={searchRef}
      />

      <p role="status" className="text-sm font-medium text-slate-800">
        {query.isPending ? (
          <Trans>Loading users...</Trans>
        ) : data ? (
          <Plural value={data.pagination.total} one="# user" other="# users" />
        ) : null}
      </p>

      <div aria-busy={query.isFetching || undefined}>
        {query.isError ? (
          <UsersError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <UsersSkeleton />
        ) : data && data.items.length === 0 ? (
          <UsersEmpty
            filtered={isFiltered(search)}
            onClear={() => {
              clear();
              // The Clear All of the empty state disappears with it: the search box is where to go next.
              searchRef.current?.focus();
            }}
          />
        ) : data ? (
          <TableOrCards
            from="lg"
            dimmed={query.isPlaceholderData}
            table={<UsersTable users={data.items} onViewDetails={setDetailsOf} />}
            cards={<UserCards users={data.items} onViewDetails={setDetailsOf} />}
            pagination={{
              page,
              totalPages: data.pagination.totalPages,
              onPageChange: (next) => onSearchChange(withPage(search, next)),
              label: t`User pages`,
            }}
          />
        ) : null}
      </div>

      <UserDetailsDialog user={shownUser} onClose={() => setDetailsOf(null)} />
    </section>
  );
}
