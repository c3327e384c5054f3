// The villa / booking page (/{lang}/booking, SPEC 2): the first villa's title, rating, gallery, overview,
// description, amenities and map on the left, the sticky booking card on the right (under the content on phones).
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { isLanguage, normalizeLanguage } from "../../../../domain/languages.ts";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { apiErrorText } from "../../../api/error-text.ts";
import { PageMeta } from "../../../ui/page-meta.tsx";
import { villaMapIsland } from "../../../shared/map/villa-map.tsx";
import { Island } from "../../../islands/island.tsx";
import { AmenityList } from "../amenities/amenity-list.tsx";
import { bookingCardIsland, linkChoiceProps } from "../booking-form/booking-card-island.tsx";
import type { BookingSearch } from "../../../shared/booking/booking-search.ts";
import { villaPhotosIsland } from "../gallery/villa-photos.tsx";
import { villaPhotoTexts } from "../gallery/villa-photo-texts.ts";
import { VillaHeading } from "./villa-heading.tsx";
import { VillaOverview } from "./villa-overview.tsx";
import { requestStayIsland } from "./request-stay-button.tsx";
import { useBookableVilla } from "./villa-query.ts";
import { NoVillaPanel, VillaLoadErrorPanel, VillaSkeleton } from "./villa-states.tsx";
import { OfflineDataNote } from "../../../offline/offline-data-note.tsx";
import { isWaitingForNetwork, OfflineUnavailable } from "../../../offline/offline-unavailable.tsx";

export function BookingPage({ search }: { search: BookingSearch }) {
  const { t, i18n } = useLingui();
  const villa = useBookableVilla(normalizeLanguage(i18n.locale));
  const retry = () => void villa.refetch();

  let content;
  if (isWaitingForNetwork(villa)) content = <OfflineUnavailable headingLevel={1} />;
  else if (villa.isPending) content = <VillaSkeleton />;
  else if (villa.isError) {
    content = (
      <VillaLoadErrorPanel
        message={apiErrorText(i18n, villa.error, t`Failed to load villa data`)}
        onRetry={retry}
        retrying={villa.isFetching}
      />
    );
  } else if (villa.data === null) content = <NoVillaPanel onRetry={retry} retrying={villa.isFetching} />;
  else content = <LoadedVilla villa={villa.data} search={search} />;

  return (
    <>
      <PageMeta
        title={villa.data ? villa.data.title : t`Book your stay`}
        description={t`Choose your dates, see the full price and send a booking request for the villa in North Hurghada. We reply within 24 hours; nothing is charged until then.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-12">
        <OfflineDataNote updatedAt={villa.dataUpdatedAt} className="mb-4" />
        {content}
      </div>
    </>
  );
}

function LoadedVilla({ villa, search }: { villa: Villa; search: BookingSearch }) {
  const { t, i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const language = isLanguage(lang) ? lang : "en";

  // Server-rendered, the page is plain HTML but for its islands: on the first screen the header, the button to the
  // card and the gallery; then, once the page responds, the card (which brings the data layer: on phones it comes
  // after the whole villa) and the map. What the guest does in the card before it is live is caught up with
  // (src/web/islands/). Inside the app the islands are simply their components.
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
      <div className="min-w-0 space-y-10">
        {/* Gaps rather than margins: an island's wrapper takes no box (display: contents), so it takes no margin. */}
        <div className="flex flex-col gap-6">
          <VillaHeading title={villa.title} place={`${villa.city}, ${villa.country}`} />
          <Island of={requestStayIsland} props={{ label: t`Request your stay` }} hydrate="load" />
          <Island
            of={villaPhotosIsland}
            props={villaPhotoTexts(i18n, villa.title, villa.images, villa.imageAlts)}
            hydrate="load"
          />
        </div>
        <VillaOverview
          bedrooms={villa.bedrooms}
          bathrooms={villa.bathrooms}
          maxGuests={villa.maxGuests}
          pricePerNight={villa.pricePerNight}
          description={villa.description}
        />
        <AmenityList amenities={villa.amenities} />
        <section aria-labelledby="villa-location-title">
          <h2 id="villa-location-title" className="font-serif text-2xl font-semibold text-sea-900">
            <Trans>Location</Trans>
          </h2>
          <p className="mt-2 text-slate-700">
            {villa.address}, {villa.city}, {villa.country}
          </p>
          <Island of={villaMapIsland} props={{ className: "mt-4 h-72 md:h-96" }} hydrate="idle" />
        </section>
      </div>

      <aside aria-label={t`Booking`} className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start">
        <div className="rounded-3xl bg-white p-5 shadow-xl ring-1 ring-slate-200 sm:p-7">
          <Island
            of={bookingCardIsland}
            props={{
              villaId: villa.id,
              title: villa.title,
              pricePerNight: villa.pricePerNight,
              maxGuests: villa.maxGuests,
              language,
              ...linkChoiceProps(search),
            }}
            hydrate="idle"
          />
        </div>
      </aside>
    </div>
  );
}
