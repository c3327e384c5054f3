// SPEC 2 "Quick Actions": Manage Villas and Manage Bookings for everyone in the back office. SPEC marks User
// Management "coming soon"; the Users page exists now, so an ADMIN gets a real link (a host may not manage
// users, DESIGN 4, and is not shown it), and likewise the ADMIN-only messages.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Language } from "../../../../domain/languages.ts";
import { canManageUsers, type Role } from "../../../../domain/roles.ts";
import { AdminIcon, type AdminIconName } from "../layout/admin-icons.tsx";
import { adminPath } from "../layout/admin-sections.ts";
import { DashboardPanel } from "./dashboard-card.tsx";

interface Action {
  path: string;
  icon: AdminIconName;
  title: string;
  text: string;
}

export function QuickActions({ language, role }: { language: Language; role: Role }) {
  const { t } = useLingui();
  const actions: Action[] = [
    { path: "/villas", icon: "villas", title: t`Manage Villas`, text: t`Details, prices, photos and visibility` },
    { path: "/bookings", icon: "bookings", title: t`Manage Bookings`, text: t`Confirm, reject and track payments` },
    ...(canManageUsers(role)
      ? [
          {
            path: "/users",
            icon: "users",
            title: t`User Management`,
            text: t`Accounts, roles and status`,
          } satisfies Action,
          {
            path: "/messages",
            icon: "messages",
            title: t`Messages`,
            text: t`Contact messages and guests' questions`,
          } satisfies Action,
        ]
      : []),
  ];
  return (
    <DashboardPanel title={t`Quick Actions`}>
      <ul className="grid gap-2">
        {actions.map((action) => (
          <li key={action.path}>
            <Link
              to={adminPath(language, action.path)}
              className="flex min-h-14 min-w-0 items-center gap-3 rounded-xl border border-slate-200 p-3 hover:border-sea-700 hover:bg-sea-50"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sea-50 text-sea-900">
                <AdminIcon name={action.icon} />
              </span>
              <span className="min-w-0 break-words">
                <span className="block font-semibold text-sea-900">{action.title}</span>
                <span className="block text-sm text-slate-700">{action.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {canManageUsers(role) ? null : (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>User accounts and messages are managed by the site administrator.</Trans>
        </p>
      )}
    </DashboardPanel>
  );
}
