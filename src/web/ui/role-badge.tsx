// The role badge (SPEC 2: ADMIN, HOST, GUEST) of the profile header and the back-office user list, one colour
// per role. Every pair is dark text on a pale fill (AA: 7:1 or more), and the word carries the meaning, so
// colour is never the only signal. ROLE_LABELS also names the roles in the user list's role filter.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Role } from "../../domain/roles.ts";

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  ADMIN: msg({ message: "Admin", context: "user role" }),
  HOST: msg({ message: "Host", context: "user role" }),
  GUEST: msg({ message: "Guest", context: "user role" }),
};

const ROLE_STYLES: Record<Role, string> = {
  ADMIN: "bg-violet-100 text-violet-900 ring-violet-300",
  HOST: "bg-amber-100 text-amber-950 ring-amber-300",
  GUEST: "bg-sea-50 text-sea-900 ring-sea-200",
};

export function RoleBadge({ role }: { role: Role }) {
  const { i18n } = useLingui();
  return (
    <span
      data-role={role}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold tracking-wider whitespace-nowrap uppercase ring-1 ${ROLE_STYLES[role]}`}
    >
      {i18n._(ROLE_LABELS[role])}
    </span>
  );
}
