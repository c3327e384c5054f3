// The list of back-office sections, shared by the large-screen sidebar and the phone drawer. Collapsed, it
// shows icons only: the name stays in the link for screen readers and appears as a tooltip on hover. Bookings
// and Messages carry a badge with the requests awaiting a decision and the unread messages; the link's name
// says what the number counts ("Bookings, 3 pending") and holds the visible words in the order they are seen
// (WCAG 2.5.3), so the number is written out whole.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Language } from "../../../../domain/languages.ts";
import type { Role } from "../../../../domain/roles.ts";
import { AdminIcon } from "./admin-icons.tsx";
import { adminPath, sectionsFor } from "./admin-sections.ts";
import { useNavCounts, type NavCountKind } from "./nav-counts.ts";

interface AdminNavProps {
  language: Language;
  role: Role;
  /** Icons only (the collapsed sidebar). */
  collapsed?: boolean;
}

export function AdminNav({ language, role, collapsed = false }: AdminNavProps) {
  const { i18n, t } = useLingui();
  const counts = useNavCounts(role);
  // Whole phrases per figure, so each language words (and pluralises) the count its own way.
  const countedName = (kind: NavCountKind, section: string, count: number): string =>
    kind === "pending"
      ? t`${section}, ${plural(count, { one: "# pending", other: "# pending" })}`
      : t`${section}, ${plural(count, { one: "# unread", other: "# unread" })}`;
  return (
    <nav aria-label={t`Back office`}>
      <ul className="grid gap-1">
        {sectionsFor(role).map((section) => {
          const label = i18n._(section.label);
          const count = section.count ? counts[section.count] : undefined;
          const shown = section.count !== undefined && count !== undefined && count > 0 ? count : undefined;
          const name = section.count && shown !== undefined ? countedName(section.count, label, shown) : undefined;
          return (
            <li key={section.path}>
              <Link
                to={adminPath(language, section.path)}
                activeOptions={{ exact: section.path === "" }}
                aria-label={name}
                title={collapsed ? (name ?? label) : undefined}
                data-nav-section={section.icon}
                className={`relative flex min-h-12 items-center gap-3 rounded-xl font-semibold text-slate-800 hover:bg-sea-50 hover:text-sea-900 aria-[current=page]:bg-sea-700 aria-[current=page]:text-white ${
                  collapsed ? "justify-center px-0" : "px-3"
                }`}
              >
                <AdminIcon name={section.icon} className="size-6" />
                <span className={collapsed ? "sr-only" : "min-w-0 flex-1 truncate"}>{label}</span>
                {shown !== undefined ? " " : null}
                {shown !== undefined ? (
                  <span
                    aria-hidden="true"
                    data-nav-count={section.count}
                    className={`inline-flex min-w-6 shrink-0 items-center justify-center rounded-full px-1.5 text-xs leading-6 font-bold tabular-nums ${
                      section.count === "pending" ? "bg-amber-400 text-slate-950" : "bg-sea-100 text-sea-900"
                    } ${collapsed ? "absolute top-0.5 end-1 ring-2 ring-white" : ""}`}
                  >
                    {i18n.number(shown)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
