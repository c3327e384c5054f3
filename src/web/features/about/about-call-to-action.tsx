// The About page's closing call to action (SPEC 2: Book Now also appears on the about page).
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Language } from "../../../domain/languages.ts";
import { buttonClass } from "../../ui/button-styles.ts";

export function AboutCallToAction({ language }: { language: Language }) {
  return (
    <section aria-labelledby="about-cta" className="mx-auto max-w-4xl px-4 py-16 text-center md:py-24">
      <h2 id="about-cta" className="font-serif text-3xl font-semibold text-balance text-sea-900 md:text-4xl">
        <Trans>Ready for your Red Sea escape?</Trans>
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
        <Trans>Choose your dates and we will have the villa ready for your arrival.</Trans>
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to="/$lang/booking" params={{ lang: language }} className={buttonClass({ size: "lg" })}>
          <Trans>Book Now</Trans>
        </Link>
        <Link
          to="/$lang/contact"
          params={{ lang: language }}
          className={buttonClass({ variant: "secondary", size: "lg" })}
        >
          <Trans>Contact us</Trans>
        </Link>
      </div>
    </section>
  );
}
