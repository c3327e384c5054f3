// The contact page (SPEC 2 Contact): the villa's address, phone and e-mail, its map, the message form and a
// call to book. The address is plain text beside the map, so it reads the same without the map.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { buttonClass } from "../../ui/button-styles.ts";
import { PageMeta } from "../../ui/page-meta.tsx";
import { villaMapIsland } from "../../shared/map/villa-map.tsx";
import { Island } from "../../site/island.tsx";
import { ContactChannels } from "../../shared/contact/contact-channels.tsx";
import { contactFormIsland } from "./contact-form.tsx";

// The booking page belongs to the guest journey; a plain path keeps this link independent of its route's types.
function bookingPath(lang: string): string {
  return `/${lang}/booking`;
}

export function ContactPage({ subject }: { subject?: string | undefined }) {
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });

  return (
    <>
      <PageMeta
        title={t`Contact us`}
        description={t`Write to or call Red Sea Villa in North Hurghada: our address, phone number, e-mail, a map and a contact form. We reply within 2 hours.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-16">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-sea-700 uppercase">
            <Trans>We are here to help</Trans>
          </p>
          <h1 className="mt-2 font-serif text-4xl font-semibold text-balance text-sea-900 md:text-5xl">
            <Trans>Contact us</Trans>
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            <Trans>
              A question about the villa, your dates or an excursion? Send us a message or call: the owner and the
              concierge team answer every day.
            </Trans>
          </p>
        </header>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <section aria-labelledby="contact-details-title" className="space-y-8">
            <h2 id="contact-details-title" className="font-serif text-2xl font-semibold text-sea-900">
              <Trans>How to reach us</Trans>
            </h2>
            <ContactChannels />
            <div>
              <Island of={villaMapIsland} props={{ className: "h-72 md:h-80" }} hydrate="idle" />
              <p className="mt-3 text-sm text-slate-700">
                <Trans>
                  The villa is in North Hurghada, about 25 minutes by car from Hurghada International Airport. The
                  airport transfer is included in your stay.
                </Trans>
              </p>
            </div>
          </section>

          <section
            aria-labelledby="contact-form-title"
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 md:p-8"
          >
            <h2 id="contact-form-title" className="font-serif text-2xl font-semibold text-sea-900">
              <Trans>Send us a message</Trans>
            </h2>
            <p className="mt-2 mb-6 text-slate-700">
              <Trans>Tell us what you would like to know and we will reply by e-mail.</Trans>
            </p>
            <Island of={contactFormIsland} props={{ subject: subject ?? null }} hydrate="idle" />
          </section>
        </div>

        <section
          aria-labelledby="contact-book-title"
          className="mt-16 flex flex-col items-start gap-6 rounded-3xl bg-sea-900 px-6 py-10 text-white md:flex-row md:items-center md:justify-between md:px-10"
        >
          <div className="max-w-2xl">
            <h2 id="contact-book-title" className="font-serif text-2xl font-semibold md:text-3xl">
              <Trans>Ready for your Red Sea stay?</Trans>
            </h2>
            <p className="mt-2 leading-relaxed text-white/90">
              <Trans>Choose your dates and send a booking request: we confirm within 24 hours.</Trans>
            </p>
          </div>
          <Link
            to={bookingPath(lang)}
            className={buttonClass({ variant: "secondary", size: "lg", className: "shrink-0" })}
          >
            <Trans>Book Now</Trans>
          </Link>
        </section>
      </div>
    </>
  );
}
