// The site footer (SPEC 2): quick links, legal links, the villa's address, phone and e-mail, and the copyright.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Language } from "../../../domain/languages.ts";
import { contactDetails, villaAddressLines } from "../../ui/contact-details.ts";
import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS, type SiteLink } from "./site-links.ts";
import { localPath } from "../../i18n/language-path.ts";
import { installAppIsland } from "../../pwa/install-button.tsx";
import { keepOfflineIsland } from "../../pwa/keep-offline-button.tsx";
import { Island } from "../../islands/island.tsx";

function LinkList({ language, links }: { language: Language; links: readonly SiteLink[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="mt-4 grid gap-1">
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={localPath(language, link.path)}
            activeOptions={{ exact: true }}
            className="inline-flex min-h-11 items-center text-sand-50 underline-offset-4 hover:underline aria-[current=page]:underline"
          >
            {i18n._(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ language }: { language: Language }) {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const { phone, phoneHref, email, emailHref } = contactDetails();
  return (
    <footer className="bg-sea-900 text-sand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 md:px-6 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-semibold text-white">
            <Trans>Red Sea Villa</Trans>
          </p>
          <p className="mt-3 leading-relaxed text-sand-50/90">
            <Trans>A private villa with hotel-style care in North Hurghada, 50 m from the Red Sea.</Trans>
          </p>
          {/* Only while the browser offers installation; the light outline keeps AA contrast on sea-900. */}
          <Island
            of={installAppIsland}
            hydrate="idle"
            props={{
              className:
                "mt-5 inline-flex min-h-11 items-center gap-2 rounded-full border border-white/80 px-4 text-sm font-semibold text-white hover:bg-white hover:text-sea-900 focus-visible:outline-white",
            }}
          />
          {/* Only on Save-Data or a 2G-class connection, where nothing is downloaded for offline use unasked. */}
          <Island
            of={keepOfflineIsland}
            hydrate="idle"
            props={{
              className:
                "inline-flex min-h-11 items-center gap-2 rounded-full border border-white/80 px-4 text-sm font-semibold text-white hover:bg-white hover:text-sea-900 focus-visible:outline-white disabled:opacity-70",
            }}
          />
        </div>
        <nav aria-label={t`Quick links`}>
          <h2 className="text-sm font-semibold tracking-widest text-white uppercase">
            <Trans>Quick links</Trans>
          </h2>
          <LinkList language={language} links={FOOTER_QUICK_LINKS} />
        </nav>
        <nav aria-label={t`Legal`}>
          <h2 className="text-sm font-semibold tracking-widest text-white uppercase">
            <Trans>Legal</Trans>
          </h2>
          <LinkList language={language} links={FOOTER_LEGAL_LINKS} />
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-widest text-white uppercase">
            <Trans>Contact us</Trans>
          </h2>
          <address className="mt-4 grid gap-3 not-italic">
            <p className="leading-relaxed">
              {villaAddressLines(i18n).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </p>
            <p>
              <span className="sr-only">
                <Trans>Phone:</Trans>{" "}
              </span>
              <a
                href={phoneHref}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                dir="ltr"
              >
                {phone}
              </a>
            </p>
            <p>
              <span className="sr-only">
                <Trans>E-mail:</Trans>{" "}
              </span>
              <a
                href={emailHref}
                className="inline-flex min-h-11 items-center break-all underline-offset-4 hover:underline"
              >
                {email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-sand-50/90 md:px-6">
          <Trans>© {year} Red Sea Villa, North Hurghada. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
