// Search and filters of the user list (SPEC 2 "Admin users"): a search box (name, e-mail or phone, searched by
// the server across every page), status All/Active/Inactive and role All/Admin/Guest/Host. Nothing reaches the
// list until Apply Filters (or Enter in the search box); Clear All empties the form and the address.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type Ref } from "react";
import { ROLES, type Role } from "../../../../domain/roles.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { controlAria, controlClass, FieldFrame, SelectField } from "../../../ui/form/fields.tsx";
import { ROLE_LABELS } from "../../../ui/role-badge.tsx";
import { SEARCH_MAX_LENGTH, USER_STATUSES, type UserStatus, type UsersFilterDraft } from "./search-params.ts";

/** SPEC 2 lists the roles as All/Admin/Guest/Host. */
const ROLE_ORDER: readonly Role[] = ["ADMIN", "GUEST", "HOST"];

interface UsersFiltersProps {
  draft: UsersFilterDraft;
  onDraftChange: (draft: UsersFilterDraft) => void;
  /** Whether the form holds something the list does not show yet. */
  pending: boolean;
  onApply: () => void;
  onClear: () => void;
  searchRef?: Ref<HTMLInputElement>;
}

function isRoleChoice(value: string): value is Role | "ALL" {
  return value === "ALL" || (ROLES as readonly string[]).includes(value);
}

function isStatusChoice(value: string): value is UserStatus | "ALL" {
  return value === "ALL" || (USER_STATUSES as readonly string[]).includes(value);
}

export function UsersFilters({ draft, onDraftChange, pending, onApply, onClear, searchRef }: UsersFiltersProps) {
  const { t, i18n } = useLingui();
  const searchId = useId();
  const pendingId = useId();
  const searchHint = t`Name, email or phone`;
  const statusOptions = [
    { value: "ALL", label: t`All statuses` },
    { value: "active", label: t`Active` },
    { value: "inactive", label: t`Inactive` },
  ];
  const roleOptions = [
    { value: "ALL", label: t`All roles` },
    ...ROLE_ORDER.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) })),
  ];

  return (
    <form
      role="search"
      aria-label={t`Find users`}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="md:col-span-2 lg:col-span-1">
          <FieldFrame id={searchId} label={t`Search users`} hint={searchHint} error={undefined}>
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              value={draft.search}
              onChange={(event) => onDraftChange({ ...draft, search: event.target.value })}
              maxLength={SEARCH_MAX_LENGTH}
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              {...controlAria(searchId, { hint: searchHint, error: undefined })}
              className={controlClass(undefined)}
            />
          </FieldFrame>
        </div>
        <SelectField
          label={t`Status`}
          error={undefined}
          value={draft.status}
          options={statusOptions}
          onChange={(value) => {
            if (isStatusChoice(value)) onDraftChange({ ...draft, status: value });
          }}
        />
        <SelectField
          label={t`Role`}
          error={undefined}
          value={draft.role}
          options={roleOptions}
          onChange={(value) => {
            if (isRoleChoice(value)) onDraftChange({ ...draft, role: value });
          }}
        />
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          aria-describedby={pending ? pendingId : undefined}
          className={buttonClass({ className: "w-full sm:w-auto" })}
        >
          <Trans>Apply Filters</Trans>
        </button>
        <button
          type="button"
          onClick={onClear}
          className={buttonClass({ variant: "secondary", className: "w-full sm:w-auto" })}
        >
          <Trans>Clear All</Trans>
        </button>
        {pending ? (
          <p id={pendingId} className="text-sm text-slate-700">
            <Trans>Changes show after Apply Filters.</Trans>
          </p>
        ) : null}
      </div>
    </form>
  );
}
