// The list of back-office sections, shared by the large-screen sidebar and the phone drawer. Collapsed, it
// shows icons only: the name stays in the link for screen readers and appears as a tooltip on hover.
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Language } from "../../../../domain/languages.ts";
import type { Role } from "../../../../domain/roles.ts";
import { AdminIcon } from "./admin-icons.tsx";
import { adminPath, sectionsFor } from "./admin-sections.ts";

interface AdminNavProps {
  language: Language;
  role: Role;
  /** Icons only (the collapsed sidebar). */
  collapsed?: boolean;
}

export function AdminNav({ language, role, collapsed = false }: AdminNavProps) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Back office`}>
      <ul className="grid gap-1">
        {sectionsFor(role).map((section) => {
          const label = i18n._(section.label);
          return (
            <li key={section.path}>
              <Link
                to={adminPath(language, section.path)}
                activeOptions={{ exact: section.path === "" }}
                title={collapsed ? label : undefined}
                className={`flex min-h-12 items-center gap-3 rounded-xl font-semibold text-slate-800 hover:bg-sea-50 hover:text-sea-900 aria-[current=page]:bg-sea-700 aria-[current=page]:text-white ${
                  collapsed ? "justify-center px-0" : "px-3"
                }`}
              >
                <AdminIcon name={section.icon} className="size-6" />
                <span className={collapsed ? "sr-only" : "min-w-0 truncate"}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
