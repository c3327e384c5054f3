// The user list on large screens (SPEC 2 "Admin users": User, Contact, Date of Birth, Status, Role, and the
// details action); below the lg breakpoint user-cards.tsx shows the same accounts. The User cell is the row
// header, so a screen reader names each cell by its account.
import { Trans } from "@lingui/react/macro";
import type { User } from "../../../../domain/schemas/user.ts";
import { cellClass, DataTable, ROW_CLASS, type TableColumn } from "../../../ui/data-table.tsx";
import { RoleBadge } from "../../../ui/role-badge.tsx";
import { userIdPrefix } from "./user-facts.ts";
import { UserDateOfBirth, UserPhone } from "./user-fields.tsx";
import { UserStatusBadge } from "./user-status-badge.tsx";
import { ViewDetailsButton, type ViewDetailsProps } from "./view-details-button.tsx";

const CELL = cellClass();

const COLUMNS: readonly TableColumn[] = [
  { key: "user", label: <Trans>User</Trans> },
  { key: "contact", label: <Trans>Contact</Trans> },
  { key: "dateOfBirth", label: <Trans>Date of Birth</Trans> },
  { key: "status", label: <Trans>Status</Trans> },
  { key: "role", label: <Trans>Role</Trans> },
  { key: "actions", label: <Trans>Actions</Trans>, end: true },
];

export function UsersTable({ users, onViewDetails }: ViewDetailsProps & { users: User[] }) {
  return (
    <DataTable caption={<Trans>User accounts</Trans>} columns={COLUMNS}>
      {users.map((user) => (
        <tr key={user.id} data-user-id={user.id} className={ROW_CLASS}>
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
    </DataTable>
  );
}
