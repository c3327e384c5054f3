// The villa in figures (bedrooms, bathrooms, guests, price per night) and its own description.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber, formatPrice } from "../../../i18n/format.ts";
import { Icon, type IconName } from "../../../ui/icons.tsx";

export interface VillaOverviewProps {
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  pricePerNight: number;
  description: string | null;
}

export function VillaOverview({ bedrooms, bathrooms, maxGuests, pricePerNight, description }: VillaOverviewProps) {
  const { t, i18n } = useLingui();
  const facts: { icon: IconName; value: string; label: string }[] = [
    { icon: "bed", value: formatNumber(i18n, bedrooms), label: t`Bedrooms` },
    { icon: "bath", value: formatNumber(i18n, bathrooms), label: t`Bathrooms` },
    { icon: "guests", value: formatNumber(i18n, maxGuests), label: t`Max guests` },
    { icon: "tag", value: formatPrice(i18n, pricePerNight), label: t`Per night` },
  ];

  return (
    <section aria-labelledby="villa-overview-title">
      <h2 id="villa-overview-title" className="font-serif text-2xl font-semibold text-sea-900">
        <Trans>Overview</Trans>
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.icon} className="flex flex-col-reverse gap-1 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200">
            <dt className="text-sm font-medium text-slate-700">{fact.label}</dt>
            <dd className="flex items-center gap-2 font-serif text-2xl font-semibold whitespace-nowrap text-sea-900">
              <Icon name={fact.icon} className="size-5 shrink-0 text-sea-700" />
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {description ? (
        <div className="mt-8">
          <h2 className="font-serif text-2xl font-semibold text-sea-900">
            <Trans>About this villa</Trans>
          </h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800">{description}</p>
        </div>
      ) : null}
    </section>
  );
}
