// Signed-in visitor's menu in the header (SPEC 2): first name on the button; inside, the full name and e-mail,
// Profile, My Bookings, Dashboard for hosts and admins, and Logout.
import { Trans, useLingui } from "@lingui/react/macro";
import { canUseBackOffice } from "../../../domain/roles.ts";
import type { Language } from "../../../domain/languages.ts";
import { firstName, type AuthState } from "../../auth/use-auth.ts";
import type { SessionUser } from "../../auth/session-storage.ts";
import { localPath } from "../../i18n/language-path.ts";
import { SiteLink, useNavigation } from "../../islands/navigation.tsx";
import { AccountMenu } from "../../ui/account-menu.tsx";
import { useGuardedSignOut } from "../../offline/outbox/sign-out-guard.ts";

const ITEM =
  "flex min-h-11 w-full items-center rounded-lg px-3 text-start text-sm font-medium text-slate-800 hover:bg-sea-50 hover:text-sea-900";

/** Pages that only make sense signed in: signing out there leads home instead of leaving an empty page. */
const PRIVATE_PATH = /^\/[a-z]{2}\/(?:profile|my-bookings|admin)(?:\/|$)/;

export function useSignOut(language: Language, logout: AuthState["logout"]): () => void {
  const { navigate } = useNavigation();
  return useGuardedSignOut(() => {
    void logout();
    if (PRIVATE_PATH.test(window.location.pathname)) navigate(localPath(language, ""));
  });
}

/** The account links, shared by this menu and the mobile menu. */
export function AccountLinks({
  language,
  user,
  onSignOut,
}: {
  language: Language;
  user: SessionUser;
  onSignOut: () => void;
}) {
  return (
    <ul className="grid gap-1">
      <li>
        <SiteLink to={localPath(language, "/profile")} className={ITEM}>
          <Trans>Profile</Trans>
        </SiteLink>
      </li>
      <li>
        <SiteLink to={localPath(language, "/my-bookings")} className={ITEM}>
          <Trans>My Bookings</Trans>
        </SiteLink>
      </li>
      {canUseBackOffice(user.role) ? (
        <li>
          <SiteLink to={localPath(language, "/admin")} className={ITEM}>
            <Trans>Dashboard</Trans>
          </SiteLink>
        </li>
      ) : null}
      <li>
        <button type="button" onClick={onSignOut} className={ITEM}>
          <Trans>Logout</Trans>
        </button>
      </li>
    </ul>
  );
}

export function UserMenu({
  language,
  user,
  logout,
}: {
  language: Language;
  user: SessionUser;
  logout: AuthState["logout"];
}) {
  const { t } = useLingui();
  const signOut = useSignOut(language, logout);

  return (
    <AccountMenu
      user={user}
      buttonClassName="inline-flex min-h-11 items-center gap-2 rounded-full border border-sea-700 bg-white ps-1.5 pe-3 text-sm font-semibold text-sea-900 hover:bg-sea-50"
      buttonContent={(open) => (
        <>
          <span className="max-w-32 truncate">{firstName(user.fullName)}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </>
      )}
      panelClassName="absolute end-0 top-full mt-2 w-72 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
    >
      {({ close, closeOnLinkClick }) => (
        <nav aria-label={t`Account`} className="pt-2" onClick={closeOnLinkClick}>
          <AccountLinks
            language={language}
            user={user}
            onSignOut={() => {
              close();
              signOut();
            }}
          />
        </nav>
      )}
    </AccountMenu>
  );
}
