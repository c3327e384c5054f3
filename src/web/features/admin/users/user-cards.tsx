// The user list below the lg breakpoint (a phone at 390 px): one card per account with the same facts as a
// table row, stacked, and a full-width 44 px details button. Long names and e-mails wrap instead of
// pushing the page sideways.
import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "../../../../domain/schemas/user.ts";
import { RoleBadge } from "../../../ui/role-badge.tsx";
import { userIdPrefix } from "./user-facts.ts";
import { UserDateOfBirth, UserPhone } from "./user-fields.tsx";
import { UserStatusBadge } from "./user-status-badge.tsx";
import { ViewDetailsButton, type ViewDetailsProps } from "./view-details-button.tsx";

export function UserCards({ users, onViewDetails }: ViewDetailsProps & { users: User[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`User accounts`} className="grid gap-4 sm:grid-cols-2">
      {users.map((user) => (
        <li key={user.id} data-user-id={user.id}>
          <UserCard user={user} onViewDetails={onViewDetails} />
        </li>
      ))}
    </ul>
  );
}

function UserCard({ user, onViewDetails }: ViewDetailsProps & { user: User }) {
  const headingId = `user-card-${user.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {user.fullName}
          </h2>
          <p className="font-mono text-sm text-slate-700">{userIdPrefix(user.id)}</p>
        </div>
        <RoleBadge role={user.role} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-slate-800">
        <div className="col-span-2">
          <dt className="text-sm text-slate-700">
            <Trans>Contact</Trans>
          </dt>
          <dd className="font-medium break-all">{user.email}</dd>
          <dd>
            <UserPhone phone={user.phone} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">
            <Trans>Date of Birth</Trans>
          </dt>
          <dd className="font-medium">
            <UserDateOfBirth dateOfBirth={user.dateOfBirth} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">
            <Trans>Status</Trans>
          </dt>
          <dd>
            <UserStatusBadge isActive={user.isActive} />
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        <ViewDetailsButton user={user} onViewDetails={onViewDetails} fullWidth />
      </div>
    </article>
  );
}
