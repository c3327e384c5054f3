// The villa in figures (the main villa's rooms and guests; SPEC 1 and 2: 4 bedrooms, 3 bathrooms, 10 guests, 50 m to
// the beach), its
// headline amenities, the photo gallery and, once the owner set one (site settings), the tour video: played in an
// overlay when it is a video file, opened on its site (YouTube, Vimeo) otherwise.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { VILLA_FACTS } from "../../../../domain/villa-facts.ts";
import { formatNumber } from "../../../i18n/format.ts";
import { SectionHeading } from "../../../ui/section-heading.tsx";
import { Icon, type IconName } from "../../../ui/icons.tsx";
import { TourVideoDialog } from "./tour-video-dialog.tsx";
import { VillaGallery } from "./villa-gallery.tsx";
import { defineIsland } from "../../../islands/island.tsx";
import { tourVideoKind } from "../../../../domain/site-settings.ts";
import { siteContact } from "../../../shared/site/site-data.ts";
import { siteVilla } from "../../../shared/site/site-data.ts";
import { usePageLanguage } from "../../../islands/navigation.tsx";

const TOUR_BUTTON =
  "mt-4 inline-flex min-h-11 items-center gap-3 rounded-full py-1 ps-1 pe-5 font-semibold text-sea-900 ring-1 ring-sea-700 transition hover:bg-sea-50";

function TourIcon() {
  return (
    <span className="flex size-10 items-center justify-center rounded-full bg-sea-700 text-white">
      <Icon name="play" className="size-5" />
    </span>
  );
}

export function VillaShowcase() {
  const { t, i18n } = useLingui();
  const [videoOpen, setVideoOpen] = useState(false);
  const { tourVideoUrl } = siteContact();
  const tourKind = tourVideoUrl === null ? null : tourVideoKind(tourVideoUrl);
  const { bedrooms, bathrooms, maxGuests } = siteVilla(usePageLanguage());

  const figures: { icon: IconName; value: string; label: string }[] = [
    { icon: "bed", value: formatNumber(i18n, bedrooms), label: t`Bedrooms` },
    { icon: "bath", value: formatNumber(i18n, bathrooms), label: t`Bathrooms` },
    { icon: "guests", value: formatNumber(i18n, maxGuests), label: t`Guests` },
    {
      icon: "beach",
      value: i18n.number(VILLA_FACTS.metresToBeach, { style: "unit", unit: "meter", unitDisplay: "short" }),
      label: t`To the beach`,
    },
  ];
  const amenities: { icon: IconName; label: string }[] = [
    { icon: "wifi", label: t`High-speed WiFi` },
    { icon: "car", label: t`Private parking` },
    { icon: "pool", label: t`Infinity pool` },
    { icon: "concierge", label: t`Concierge service` },
  ];

  return (
    <section aria-labelledby="showcase-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 md:px-6 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="showcase-title"
            align="start"
            eyebrow={<Trans>The villa</Trans>}
            title={<Trans>Your private home on the Red Sea</Trans>}
            description={
              <Trans>
                Completed in 2025, the villa is let to one party at a time: a light-filled living room that opens onto
                the terrace, four calm bedrooms and a pool that seems to run into the sea.
              </Trans>
            }
          />
          <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-2">
            {figures.map((figure) => (
              <div
                key={figure.icon}
                className="flex flex-col-reverse items-start gap-1 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200"
              >
                <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
                <dd className="flex items-center gap-2 font-serif text-3xl font-semibold whitespace-nowrap text-sea-900">
                  <Icon name={figure.icon} className="size-6 text-sea-700" />
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-8 font-serif text-xl font-semibold text-sea-900">
            <Trans>Amenities</Trans>
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {amenities.map((amenity) => (
              <li key={amenity.icon} className="flex items-center gap-3 text-slate-800">
                <span className="flex size-10 items-center justify-center rounded-full bg-sea-50 text-sea-700">
                  <Icon name={amenity.icon} className="size-5" />
                </span>
                {amenity.label}
              </li>
            ))}
          </ul>
        </div>

        <div>
          <VillaGallery />
          {tourKind === "file" ? (
            <button type="button" onClick={() => setVideoOpen(true)} className={TOUR_BUTTON}>
              <TourIcon />
              <Trans>Watch the villa tour</Trans>
            </button>
          ) : null}
          {tourKind === "page" && tourVideoUrl !== null ? (
            <a href={tourVideoUrl} target="_blank" rel="noopener noreferrer" className={TOUR_BUTTON}>
              <TourIcon />
              <Trans>Watch the villa tour</Trans>
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          ) : null}
        </div>
      </div>
      {tourKind === "file" && tourVideoUrl !== null ? (
        <TourVideoDialog open={videoOpen} onClose={() => setVideoOpen(false)} url={tourVideoUrl} />
      ) : null}
    </section>
  );
}

export const showcaseIsland = defineIsland("home-showcase", VillaShowcase);
