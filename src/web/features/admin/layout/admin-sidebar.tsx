// The large-screen sidebar (lg and up): the sections, and a button that collapses it to icons and back.
// Below lg the same sections live in the drawer (admin-drawer.tsx) and this column is not rendered visible.
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Language } from "../../../../domain/languages.ts";
import type { Role } from "../../../../domain/roles.ts";
import { AdminIcon } from "./admin-icons.tsx";
import { AdminNav } from "./admin-nav.tsx";
import { useSidebarCollapsed } from "./use-sidebar-collapsed.ts";

export function AdminSidebar({ language, role }: { language: Language; role: Role }) {
  const { t } = useLingui();
  const { collapsed, toggle } = useSidebarCollapsed();
  const navId = useId();
  return (
    <aside
      data-collapsed={collapsed}
      className={`sticky top-0 hidden h-dvh shrink-0 flex-col gap-4 border-e border-slate-200 bg-white p-3 lg:flex ${collapsed ? "w-20" : "w-64"}`}
    >
      {collapsed ? null : <p className="px-3 pt-2 font-serif text-lg font-semibold text-sea-900">{t`Back office`}</p>}
      <div id={navId} className="flex-1 overflow-y-auto">
        <AdminNav language={language} role={role} collapsed={collapsed} />
      </div>
      <button
        type="button"
        aria-controls={navId}
        aria-expanded={!collapsed}
        onClick={toggle}
        title={collapsed ? t`Expand sidebar` : undefined}
        className={`flex min-h-11 items-center gap-3 rounded-xl text-sm font-semibold text-slate-700 hover:bg-sea-50 hover:text-sea-900 ${
          collapsed ? "justify-center" : "px-3"
        }`}
      >
        <AdminIcon name={collapsed ? "expand" : "collapse"} />
        <span className={collapsed ? "sr-only" : ""}>{collapsed ? t`Expand sidebar` : t`Collapse sidebar`}</span>
      </button>
    </aside>
  );
}
