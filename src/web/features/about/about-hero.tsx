// About hero: the villa in one sentence over its picture.
import { Trans, useLingui } from "@lingui/react/macro";
import { SmartImage } from "../../ui/smart-image.tsx";
import { marketingPicture } from "../../shared/site/site-data.ts";

export function AboutHero() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="about-title" className="relative isolate overflow-hidden bg-sea-950">
      <SmartImage
        src={marketingPicture(i18n.locale, 3)}
        // Decorative: the heading says what the section is; the photo is atmosphere.
        alt=""
        priority
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      {/* The gradient keeps white text above 4.5:1 whatever part of the photo is behind it. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-sea-950/95 via-sea-950/70 to-sea-950/40"
      />
      <div className="mx-auto max-w-4xl px-4 py-20 text-center md:py-32">
        <p className="text-sm font-semibold tracking-widest text-sand-200 uppercase">
          <Trans>About the villa</Trans>
        </p>
        <h1 id="about-title" className="mt-4 font-serif text-4xl font-semibold text-balance text-white md:text-6xl">
          <Trans>A home on the Red Sea, made for shared moments</Trans>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-white/90 md:text-xl">
          <Trans>
            Red Sea Villa is one private house in North Hurghada, built in 2025 for families and friends who want the
            freedom of a home and the care of a fine hotel.
          </Trans>
        </p>
      </div>
    </section>
  );
}
