// The villa's amenities (SPEC 2 "Villa / booking page"): each with its icon and its name in the page's language.
import { Trans, useLingui } from "@lingui/react/macro";
import { Icon } from "../../../ui/icons.tsx";
import { amenityIcon, amenityName } from "../../../shared/villa/amenity-names.ts";

export function AmenityList({ amenities }: { amenities: readonly string[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="villa-amenities-title">
      <h2 id="villa-amenities-title" className="font-serif text-2xl font-semibold text-sea-900">
        <Trans>Amenities</Trans>
      </h2>
      {amenities.length === 0 ? (
        <p className="mt-3 text-slate-700">
          <Trans>Ask us about the villa's amenities: we are happy to help.</Trans>
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {[...new Set(amenities)].map((key) => (
            <li key={key} className="flex items-center gap-3 text-slate-800">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sea-50 text-sea-700">
                <Icon name={amenityIcon(key)} className="size-5" />
              </span>
              {amenityName(i18n, key)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
