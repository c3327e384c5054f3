// The back office frame (SPEC 2 "Admin layout"): skip link, the sections in a collapsible sidebar on large
// screens or a drawer on phones, the top bar, and the section shown. The route guard (routes/$lang/admin/
// route.tsx) has let only hosts and admins in; signing out here leaves the frame empty for the moment before
// the sign-in page replaces it.
import { Trans } from "@lingui/react/macro";
import { Outlet } from "@tanstack/react-router";
import { useId, useRef } from "react";
import { useAuth } from "../../../auth/use-auth.ts";
import { LanguageSwitcher } from "../../../ui/language-switcher.tsx";
import { useOpenOnPage } from "../../../ui/use-open-on-page.ts";
import { AdminDrawer } from "./admin-drawer.tsx";
import { AdminNav } from "./admin-nav.tsx";
import { AdminSidebar } from "./admin-sidebar.tsx";
import { AdminTopBar } from "./admin-top-bar.tsx";
import { useAdminLanguage } from "./use-admin-language.ts";

export function AdminLayout() {
  const language = useAdminLanguage();
  const { user, logout } = useAuth();
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Keyed to the path: a new page closes the drawer (SPEC 2 menus close on navigation).
  const drawer = useOpenOnPage();
  if (!user) return null;

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <AdminSidebar language={language} role={user.role} />
      <AdminDrawer id={drawerId} open={drawer.open} onClose={drawer.close} opener={menuButton}>
        <AdminNav language={language} role={user.role} />
        <div className="border-t border-slate-200 pt-4 md:hidden">
          <LanguageSwitcher />
        </div>
      </AdminDrawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopBar
          language={language}
          user={user}
          logout={logout}
          drawerId={drawerId}
          drawerOpen={drawer.open}
          onOpenDrawer={() => drawer.setOpen(true)}
          menuButton={menuButton}
        />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
