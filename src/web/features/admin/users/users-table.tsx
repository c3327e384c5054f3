// The user list on large screens (SPEC 2 "Admin users": User, Contact, Date of Birth, Status, Role, and the
// details action); below the lg breakpoint user-cards.tsx shows the same accounts. The User cell is the row
// header, so a screen reader names each cell by its account.
import { Trans } from "@lingui/react/macro";
import type { User } from "../../../../domain/schemas/user.ts";
import { RoleBadge } from "../../../ui/role-badge.tsx";
import { userIdPrefix } from "./user-facts.ts";
import { UserDateOfBirth, UserPhone } from "./user-fields.tsx";
import { UserStatusBadge } from "./user-status-badge.tsx";
import { ViewDetailsButton, type ViewDetailsProps } from "./view-details-button.tsx";

const HEAD = "px-4 py-3 text-start text-sm font-semibold text-slate-800";
const CELL = "px-4 py-3 align-top text-slate-800";

export function UsersTable({ users, onViewDetails }: ViewDetailsProps & { users: User[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse">
        <caption className="sr-only">
          <Trans>User accounts</Trans>
        </caption>
        <thead className="bg-sand-50">
          <tr className="border-b border-slate-200">
            <th scope="col" className={HEAD}>
              <Trans>User</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Contact</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Date of Birth</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={HEAD}>
              <Trans>Role</Trans>
            </th>
            <th scope="col" className={`${HEAD} text-end`}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-user-id={user.id} className="border-b border-slate-100 last:border-b-0">
              <th scope="row" className={`${CELL} text-start font-normal`}>
                <span className="block font-semibold break-words text-slate-900">{user.fullName}</span>
                <span className="block font-mono text-sm text-slate-700">{userIdPrefix(user.id)}</span>
              </th>
              <td className={CELL}>
                <span className="block break-words">{user.email}</span>
                <span className="block text-sm">
                  <UserPhone phone={user.phone} />
                </span>
              </td>
              <td className={`${CELL} whitespace-nowrap`}>
                <UserDateOfBirth dateOfBirth={user.dateOfBirth} />
              </td>
              <td className={CELL}>
                <UserStatusBadge isActive={user.isActive} />
              </td>
              <td className={CELL}>
                <RoleBadge role={user.role} />
              </td>
              <td className={`${CELL} text-end`}>
                <ViewDetailsButton user={user} onViewDetails={onViewDetails} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
