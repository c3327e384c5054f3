// The back office's user menu (SPEC 2 "Admin layout"): the signed-in person, Profile Settings and Sign Out.
// Sign Out ends the session at once and goes to /{lang}/signin.
import { Trans } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import type { Language } from "../../../../domain/languages.ts";
import type { SessionUser } from "../../../auth/session-storage.ts";
import { firstName, type AuthState } from "../../../auth/use-auth.ts";
import { AccountMenu } from "../../../ui/account-menu.tsx";
import { localPath } from "../../../i18n/language-path.ts";
import { AdminIcon } from "./admin-icons.tsx";
import { useGuardedSignOut } from "../../../offline/outbox/sign-out-guard.ts";

const ITEM =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start text-sm font-medium text-slate-800 hover:bg-sea-50 hover:text-sea-900";

interface AdminUserMenuProps {
  language: Language;
  user: SessionUser;
  logout: AuthState["logout"];
}

export function AdminUserMenu({ language, user, logout }: AdminUserMenuProps) {
  const navigate = useNavigate();
  // The session leaves storage synchronously; the server is told in the background (use-auth.ts).
  const signOut = useGuardedSignOut(() => {
    void logout();
    void navigate({ to: localPath(language, "/signin") });
  });

  return (
    <AccountMenu
      user={user}
      buttonClassName="inline-flex min-h-11 items-center gap-2 rounded-full border border-sea-700 bg-white p-1 text-sm font-semibold text-sea-900 hover:bg-sea-50 sm:pe-3"
      buttonContent={(open) => (
        <>
          <span className="sr-only max-w-32 truncate sm:not-sr-only">{firstName(user.fullName)}</span>
          <AdminIcon
            name="chevron"
            className={`hidden size-4 transition-transform sm:block ${open ? "rotate-180" : ""}`}
          />
        </>
      )}
      panelClassName="absolute end-0 top-full z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
    >
      {({ close, closeOnLinkClick }) => (
        <ul className="grid gap-1 pt-2" onClick={closeOnLinkClick}>
          <li>
            <Link to={localPath(language, "/profile")} className={ITEM}>
              <AdminIcon name="profile" />
              <Trans>Profile Settings</Trans>
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                signOut();
              }}
              className={ITEM}
            >
              <AdminIcon name="signOut" />
              <Trans>Sign Out</Trans>
            </button>
          </li>
        </ul>
      )}
    </AccountMenu>
  );
}
