// The back office's top bar (SPEC 2 "Admin layout"): on phones the menu button that opens the drawer, then a
// way back to the public site, the language switcher (in the drawer on phones, where the bar has no room for
// it) and the user menu.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { RefObject } from "react";
import type { Language } from "../../../../domain/languages.ts";
import type { SessionUser } from "../../../auth/session-storage.ts";
import type { AuthState } from "../../../auth/use-auth.ts";
import { LanguageSwitcher } from "../../../ui/language-switcher.tsx";
import { localPath } from "../../../i18n/language-path.ts";
import { AdminIcon } from "./admin-icons.tsx";
import { AdminUserMenu } from "./admin-user-menu.tsx";

interface AdminTopBarProps {
  language: Language;
  user: SessionUser;
  logout: AuthState["logout"];
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}

export function AdminTopBar({
  language,
  user,
  logout,
  drawerId,
  drawerOpen,
  onOpenDrawer,
  menuButton,
}: AdminTopBarProps) {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur sm:px-4">
      <button
        ref={menuButton}
        type="button"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        aria-haspopup="dialog"
        onClick={onOpenDrawer}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sea-900 hover:bg-sea-50 lg:hidden"
      >
        <AdminIcon name="menu" className="size-6" />
        <span className="sr-only">{t`Open menu`}</span>
      </button>
      <Link
        to={localPath(language, "")}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-sea-900 hover:bg-sea-50"
      >
        <AdminIcon name="back" />
        <Trans>Back to site</Trans>
      </Link>
      <div className="ms-auto flex items-center gap-2">
        <div className="hidden md:block">
          <LanguageSwitcher />
        </div>
        <AdminUserMenu language={language} user={user} logout={logout} />
      </div>
    </header>
  );
}
