// What a signed-out visitor sees on a page that needs an account (SPEC 2: My Bookings, Profile): the page's
// own "Please Sign In" text and links to sign in or register that bring them back here afterwards.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Language } from "../../domain/languages.ts";
import { pageHref, SiteLink, usePageLocation } from "../islands/navigation.tsx";
import { authPageLink } from "./sign-in-link.ts";
import { buttonClass } from "../ui/button-styles.ts";

export function SignInPrompt({ language, text }: { language: Language; text: ReactNode }) {
  // Its own links, not the router's: My Bookings shows it in a page's island too (src/web/islands/).
  const here = pageHref(usePageLocation());
  return (
    <section className="mx-auto my-16 max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto size-12 text-sea-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
      </svg>
      <h1 className="mt-4 font-serif text-2xl font-semibold text-slate-900">
        <Trans>Please Sign In</Trans>
      </h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <SiteLink {...authPageLink(language, "signin", here)} className={buttonClass()}>
          <Trans>Sign in</Trans>
        </SiteLink>
        <SiteLink {...authPageLink(language, "register", here)} className={buttonClass({ variant: "secondary" })}>
          <Trans>Create an account</Trans>
        </SiteLink>
      </div>
    </section>
  );
}
