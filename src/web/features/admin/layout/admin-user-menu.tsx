// The back office's user menu (SPEC 2 "Admin layout"): the signed-in person, Profile Settings and Sign Out.
// Sign Out ends the session at once and goes to /{lang}/signin.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { useId, useRef } from "react";
import type { Language } from "../../../../domain/languages.ts";
import type { SessionUser } from "../../../auth/session-storage.ts";
import { firstName, type AuthState } from "../../../auth/use-auth.ts";
import { localPath } from "../../shell/site-links.ts";
import { useDismiss } from "../../shell/use-dismiss.ts";
import { useOpenOnPage } from "../../shell/use-open-on-page.ts";
import { AdminIcon } from "./admin-icons.tsx";

const ITEM =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start text-sm font-medium text-slate-800 hover:bg-sea-50 hover:text-sea-900";

interface AdminUserMenuProps {
  language: Language;
  user: SessionUser;
  logout: AuthState["logout"];
}

export function AdminUserMenu({ language, user, logout }: AdminUserMenuProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const { open, toggle, close } = useOpenOnPage();
  useDismiss(open, close, { button, popup });

  const signOut = () => {
    close();
    // The session leaves storage synchronously; the server is told in the background (use-auth.ts).
    void logout();
    void navigate({ to: localPath(language, "/signin") });
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sea-700 bg-white p-1 text-sm font-semibold text-sea-900 hover:bg-sea-50 sm:pe-3"
      >
        <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-sea-700 text-white">
          {user.fullName.trim().charAt(0).toUpperCase()}
        </span>
        <span className="sr-only">{t`Account menu:`} </span>
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{firstName(user.fullName)}</span>
        <AdminIcon name="chevron" className={`hidden size-4 transition-transform sm:block ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={popup}
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div className="border-b border-slate-200 px-3 pt-2 pb-3">
          <p className="font-semibold text-slate-900">{user.fullName}</p>
          <p className="text-sm break-all text-slate-700">{user.email}</p>
        </div>
        <ul
          className="grid gap-1 pt-2"
          // A link to the page already shown does not change the path, so it closes the menu itself.
          onClick={(event) => {
            if ((event.target as Element).closest("a")) close();
          }}
        >
          <li>
            <Link to={localPath(language, "/profile")} className={ITEM}>
              <AdminIcon name="profile" />
              <Trans>Profile Settings</Trans>
            </Link>
          </li>
          <li>
            <button type="button" onClick={signOut} className={ITEM}>
              <AdminIcon name="signOut" />
              <Trans>Sign Out</Trans>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
