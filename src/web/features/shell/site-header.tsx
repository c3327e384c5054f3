// The fixed site header (SPEC 2): brand, main navigation, language switcher, Book Now and the account entry.
// It turns compact and solid after 20 px of scroll; below the xl breakpoint the links move into a menu.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import type { Language } from "../../../domain/languages.ts";
import { returnTarget } from "../../auth/return-link.ts";
import { useAuth } from "../../auth/use-auth.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { LanguageSwitcher } from "../../ui/language-switcher.tsx";
import { AccountLinks, UserMenu, useSignOut } from "./user-menu.tsx";
import { PRIMARY_LINKS } from "./site-links.ts";
import { localPath } from "../../i18n/language-path.ts";
import { pageHref, SiteLink, usePageLocation } from "../../islands/navigation.tsx";
import { useDismiss } from "../../ui/use-dismiss.ts";
import { useOpenOnPage } from "../../ui/use-open-on-page.ts";
import { useScrolledPast } from "./use-scrolled.ts";
import { defineIsland } from "../../islands/island.tsx";

const SCROLL_THRESHOLD_PX = 20;

function Brand({ language }: { language: Language }) {
  return (
    <SiteLink
      to={localPath(language, "")}
      className="flex min-h-11 shrink-0 items-center gap-2 font-serif text-lg font-semibold text-sea-900"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <circle cx="16" cy="16" r="16" fill="#0e7490" />
        <path d="M6 19c3-2 5-2 8 0s5 2 8 0 4-2 4-2v3s-1 .8-4 2-5 1-8-1-5-2-8 0z" fill="#fff" />
        <circle cx="16" cy="11" r="4" fill="#f1e4c3" />
      </svg>
      {/* Between 1280 and 1536 px the full navigation needs the room: the logo alone stands for the name there. */}
      <span className="xl:max-2xl:sr-only">
        <Trans>Red Sea Villa</Trans>
      </span>
    </SiteLink>
  );
}

function NavLinks({ language, variant }: { language: Language; variant: "bar" | "panel" }) {
  const { i18n } = useLingui();
  const item =
    variant === "bar"
      ? "inline-flex min-h-11 items-center rounded-full px-2.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-sea-50 hover:text-sea-900 aria-[current=page]:text-sea-900 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
      : "flex min-h-12 items-center rounded-xl px-4 text-base font-semibold text-slate-800 hover:bg-sea-50 aria-[current=page]:bg-sea-50 aria-[current=page]:text-sea-900";
  return (
    <ul className={variant === "bar" ? "flex items-center" : "grid gap-1"}>
      {PRIMARY_LINKS.map((link) => (
        <li key={link.path}>
          <SiteLink to={localPath(language, link.path)} exact={link.path === ""} className={item}>
            {i18n._(link.label)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({ language }: { language: Language }) {
  const { t } = useLingui();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const { user, logout } = useAuth();
  const signOut = useSignOut(language, logout);
  // Signing in from any page comes back to it.
  const returnTo = returnTarget(pageHref(usePageLocation()));
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  const menu = useOpenOnPage();
  useDismiss(menu.open, menu.close, { button: menuButton, popup: menuPanel });

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,padding] duration-300 ${
        scrolled || menu.open ? "bg-white/95 py-2 shadow-md backdrop-blur" : "bg-sand-50 py-4"
      }`}
    >
      <div className="mx-auto flex max-w-[90rem] items-center justify-between gap-3 px-4 md:px-6">
        <Brand language={language} />

        <nav aria-label={t`Main`} className="hidden min-w-0 xl:block">
          <NavLinks language={language} variant="bar" />
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <div className="hidden xl:block">
            <LanguageSwitcher />
          </div>
          {/* A wrapper carries the breakpoint: `hidden` on the link itself would fight the button's own display. */}
          <div className="hidden sm:block">
            <SiteLink
              to={localPath(language, "/booking")}
              className={buttonClass({ size: "sm", className: "whitespace-nowrap" })}
            >
              <Trans>Book Now</Trans>
            </SiteLink>
          </div>
          <div className="hidden xl:block">
            {user ? (
              <UserMenu language={language} user={user} logout={logout} />
            ) : (
              <SiteLink
                to={localPath(language, "/signin")}
                search={returnTo ? { redirect: returnTo } : {}}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                <Trans>Sign in</Trans>
              </SiteLink>
            )}
          </div>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menu.open}
            aria-controls={menuId}
            onClick={menu.toggle}
            className="inline-flex size-11 items-center justify-center rounded-full text-sea-900 hover:bg-sea-50 xl:hidden"
          >
            <span className="sr-only">{menu.open ? t`Close menu` : t`Open menu`}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menu.open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      <div
        ref={menuPanel}
        id={menuId}
        hidden={!menu.open}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
        // A link to the page already shown does not change the path, so it closes the menu itself.
        onClick={(event) => {
          if ((event.target as Element).closest("a")) menu.close();
        }}
      >
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4 md:px-6">
          <nav aria-label={t`Main`}>
            <NavLinks language={language} variant="panel" />
          </nav>
          <LanguageSwitcher />
          <div className="grid gap-3 border-t border-slate-200 pt-4">
            <div className="sm:hidden">
              <SiteLink to={localPath(language, "/booking")} className={buttonClass({ fullWidth: true })}>
                <Trans>Book Now</Trans>
              </SiteLink>
            </div>
            {user ? (
              <div className="pt-2">
                <p className="px-3 font-semibold text-slate-900">{user.fullName}</p>
                <p className="mb-2 px-3 text-sm break-all text-slate-700">{user.email}</p>
                <nav aria-label={t`Account`}>
                  <AccountLinks
                    language={language}
                    user={user}
                    onSignOut={() => {
                      menu.close();
                      signOut();
                    }}
                  />
                </nav>
              </div>
            ) : (
              <SiteLink
                to={localPath(language, "/signin")}
                search={returnTo ? { redirect: returnTo } : {}}
                className={buttonClass({ variant: "secondary", fullWidth: true })}
              >
                <Trans>Sign in</Trans>
              </SiteLink>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}

export const siteHeaderIsland = defineIsland("site-header", SiteHeader);
