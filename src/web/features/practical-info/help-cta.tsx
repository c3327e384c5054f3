// The practical-info call to action (SPEC 2): Book now and Contact, with the support phone, e-mail and hours.
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../ui/button-styles.ts";
import { ContactChannels } from "../../shared/contact/contact-channels.tsx";

// The booking page belongs to the guest journey; a plain path keeps this link independent of its route's types.
function bookingPath(lang: string): string {
  return `/${lang}/booking`;
}

export function HelpCta({ lang }: { lang: string }) {
  return (
    <section
      aria-labelledby="help-cta-title"
      className="grid gap-8 rounded-3xl bg-sea-900 px-6 py-10 text-white md:px-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center"
    >
      <div>
        <h2 id="help-cta-title" className="font-serif text-3xl font-semibold text-balance">
          <Trans>Ready to plan your stay?</Trans>
        </h2>
        <p className="mt-3 max-w-xl text-lg leading-relaxed text-white/90">
          <Trans>Choose your dates and send a booking request, or talk to us first: we are happy to help.</Trans>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={bookingPath(lang)} className={buttonClass({ variant: "secondary", size: "lg" })}>
            <Trans>Book now</Trans>
          </Link>
          <Link to="/$lang/contact" params={{ lang }} className={buttonClass({ variant: "inverse", size: "lg" })}>
            <Trans>Contact</Trans>
          </Link>
        </div>
      </div>
      <ContactChannels showAddress={false} tone="inverse" />
    </section>
  );
}
