// "Our story" (SPEC 2 About): the passion, the vision and the dream behind the villa.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { SmartImage } from "../../ui/smart-image.tsx";
import { siteVilla } from "../../shared/site/site-data.ts";
import { SEEDED_PICTURES, sitePicture } from "../../../domain/villa-facts.ts";

function StoryChapter({ number, title, children }: { number: string; title: ReactNode; children: ReactNode }) {
  return (
    <li className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <span aria-hidden="true" className="font-serif text-4xl font-semibold text-sea-700">
        {number}
      </span>
      <h3 className="mt-2 font-serif text-2xl font-semibold text-sea-900">{title}</h3>
      <p className="mt-3 leading-relaxed text-slate-700">{children}</p>
    </li>
  );
}

// The story's picture: the shipped reef photograph, or whichever of the owner's photos falls in its place.
const STORY_PICTURE = 4;

export function AboutStory() {
  const { t, i18n } = useLingui();
  const villa = siteVilla(i18n.locale);
  const src = sitePicture(villa, STORY_PICTURE);
  const alt =
    villa.imageAlts[villa.images.indexOf(src)] ||
    (src === SEEDED_PICTURES[STORY_PICTURE] ? t`Fish and coral in the clear water of the Red Sea` : t`The villa`);
  return (
    <section aria-labelledby="about-story" className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
      <SectionHeading
        id="about-story"
        eyebrow={<Trans>Our story</Trans>}
        title={<Trans>Why we built a single villa by the sea</Trans>}
      />
      <div className="mt-12 grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <SmartImage
          src={src}
          alt={alt}
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="aspect-[4/5] w-full rounded-2xl object-cover shadow-lg lg:aspect-[3/4]"
        />
        <ol className="grid gap-6">
          <StoryChapter number="01" title={<Trans>The passion</Trans>}>
            <Trans>
              It started with a love for this coast: the light on the water at dawn, coral gardens a few strokes from
              the shore, evenings that stay warm long after sunset. We wanted to share it the way we enjoy it ourselves,
              unhurried and close to the sea.
            </Trans>
          </StoryChapter>
          <StoryChapter number="02" title={<Trans>The vision</Trans>}>
            <Trans>
              One villa, looked after properly. Instead of a resort with hundreds of rooms, we chose a single house
              where every stay has our full attention, from the airport pick-up to the last breakfast by the pool.
            </Trans>
          </StoryChapter>
          <StoryChapter number="03" title={<Trans>The dream</Trans>}>
            <Trans>
              A place people come back to: grandparents teaching grandchildren to snorkel, friends returning every
              spring for a birthday, guests who leave feeling they now have a home on the Red Sea.
            </Trans>
          </StoryChapter>
        </ol>
      </div>
    </section>
  );
}
