// The frame of the sign-in and register pages: the form in a card, and beside it on large screens a villa
// picture with what an account is for. On a phone only the card shows, full width.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { SmartImage } from "../../../ui/smart-image.tsx";
import { marketingPicture } from "../../../shared/site/site-data.ts";

export interface AuthLayoutProps {
  title: ReactNode;
  intro: ReactNode;
  /** The form. */
  children: ReactNode;
  /** The link to the other page ("Already have an account? Sign in"). */
  footer: ReactNode;
}

function Benefit({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-sand-200" fill="currentColor">
        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4l3.3 3.3 7.3-7.3a1 1 0 0 1 1.4 0z" />
      </svg>
      <span>{children}</span>
    </li>
  );
}

export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 md:px-6 md:py-14 lg:grid-cols-2 lg:items-stretch">
      <aside className="relative hidden overflow-hidden rounded-3xl bg-sea-900 lg:block">
        <SmartImage
          src={marketingPicture(i18n.locale, 1)}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-60"
        />
        <div className="relative flex h-full flex-col justify-end bg-linear-to-t from-sea-950/90 via-sea-950/40 to-transparent p-10 text-white">
          <p className="font-serif text-3xl font-semibold text-balance">
            <Trans>Your Red Sea stay, in one place</Trans>
          </p>
          <ul className="mt-6 space-y-3 text-lg">
            <Benefit>
              <Trans>Send a booking request in a few steps, with no charge</Trans>
            </Benefit>
            <Benefit>
              <Trans>Follow your requests and cancel when plans change</Trans>
            </Benefit>
            <Benefit>
              <Trans>Keep your details ready for your next visit</Trans>
            </Benefit>
          </ul>
        </div>
      </aside>

      <section
        aria-labelledby="auth-title"
        className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8 lg:max-w-none lg:p-10"
      >
        <h1 id="auth-title" className="font-serif text-3xl font-semibold text-sea-900 md:text-4xl">
          {title}
        </h1>
        <p className="mt-2 mb-6 text-slate-700">{intro}</p>
        {children}
        <p className="mt-8 border-t border-slate-200 pt-6 text-center text-slate-700">{footer}</p>
      </section>
    </div>
  );
}
