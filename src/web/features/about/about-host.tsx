// "Meet your host" (SPEC 2 About owner section): the owner, in his own words, beside his portrait: the photo he
// uploaded (site settings, printed into every page with the contact details), else the illustration the site ships
// with. An uploaded photo comes as <picture> sources (SmartImage), so a phone takes a small file.
import { Trans, useLingui } from "@lingui/react/macro";
import { HOST_ILLUSTRATION, siteContact } from "../../shared/site/site-data.ts";
import { SmartImage } from "../../ui/smart-image.tsx";

export function AboutHost() {
  const { t } = useLingui();
  const { hostPhotoUrl } = siteContact();
  return (
    <section aria-labelledby="about-host" className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
      <div className="grid items-center gap-10 md:grid-cols-[2fr_3fr] lg:gap-16">
        <SmartImage
          src={hostPhotoUrl ?? HOST_ILLUSTRATION}
          alt={hostPhotoUrl ? t`Your host, Karim` : t`Illustration of Karim, the owner, on the shore at sunset`}
          sizes="(max-width: 416px) calc(100vw - 2rem), 384px"
          // A portrait that fails gives way to the illustration; the illustration itself to the default photo.
          fallbackSrc={hostPhotoUrl ? HOST_ILLUSTRATION : undefined}
          width={480}
          height={600}
          className="mx-auto aspect-[4/5] w-full max-w-sm rounded-2xl object-cover shadow-lg"
        />
        <div>
          <p className="text-sm font-semibold tracking-widest text-sea-700 uppercase">
            <Trans>The owner</Trans>
          </p>
          <h2 id="about-host" className="mt-2 font-serif text-3xl font-semibold text-sea-900 md:text-4xl">
            <Trans>Meet your host</Trans>
          </h2>
          <blockquote className="mt-6 grid gap-4 border-s-4 border-sand-300 ps-6 text-lg leading-relaxed text-slate-700">
            <p>
              <Trans>
                Hello, I'm Karim. I grew up between Cairo and the Red Sea, and most of my holidays were spent on this
                coast. When I built the villa, I built the house I had always wanted to stay in: bright rooms, a pool
                that meets the horizon and a kitchen big enough for a family feast.
              </Trans>
            </p>
            <p>
              <Trans>
                I live nearby and look after every stay myself. Whether you need a dive centre I trust, a table at the
                best fish restaurant in town or simply a quiet week, just ask: my team and I are here for you.
              </Trans>
            </p>
          </blockquote>
          <p className="mt-6 font-serif text-xl text-sea-900">
            <Trans>Karim, owner of Red Sea Villa</Trans>
          </p>
        </div>
      </div>
    </section>
  );
}
