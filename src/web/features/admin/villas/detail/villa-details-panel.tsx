// The Villa Details tab (SPEC 2): pictures, the figures (bedrooms, bathrooms, max guests, price per night,
// visibility Active/Inactive), the description and the amenities with their count, named in the page's language.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Villa } from "../../../../../domain/schemas/villa.ts";
import { formatNumber, formatPrice } from "../../../../i18n/format.ts";
import { amenityName } from "../../../../shared/villa/amenity-names.ts";
import { VillaImages } from "./villa-images.tsx";

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function VillaDetailsPanel({ villa }: { villa: Villa }) {
  const { i18n } = useLingui();
  const amenityCount = villa.amenities.length;
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-3">
        <VillaImages title={villa.title} images={villa.images} />
        <Section title={<Trans>Description</Trans>}>
          {villa.description ? (
            <p className="leading-relaxed whitespace-pre-line text-slate-800">{villa.description}</p>
          ) : (
            <p className="text-slate-700 italic">
              <Trans>No description yet.</Trans>
            </p>
          )}
        </Section>
      </div>
      <div className="space-y-6 lg:col-span-2">
        <Section title={<Trans>Property details</Trans>}>
          <dl className="grid grid-cols-2 gap-3">
            <Fact label={<Trans>Bedrooms</Trans>}>{formatNumber(i18n, villa.bedrooms)}</Fact>
            <Fact label={<Trans>Bathrooms</Trans>}>{formatNumber(i18n, villa.bathrooms)}</Fact>
            <Fact label={<Trans>Max guests</Trans>}>{formatNumber(i18n, villa.maxGuests)}</Fact>
            <Fact label={<Trans>Price per night</Trans>}>{formatPrice(i18n, villa.pricePerNight)}</Fact>
            <Fact label={<Trans>Visibility</Trans>}>
              {villa.isActive ? (
                <span className="text-green-800">
                  <Trans context="villa">Active</Trans>
                </span>
              ) : (
                <span className="text-slate-800">
                  <Trans context="villa">Inactive</Trans>
                </span>
              )}
            </Fact>
          </dl>
        </Section>
        <Section title={<Trans>Amenities ({amenityCount})</Trans>}>
          {amenityCount === 0 ? (
            <p className="text-slate-700 italic">
              <Trans>No amenities listed.</Trans>
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {villa.amenities.map((key) => (
                <li
                  key={key}
                  className="rounded-full bg-sea-50 px-3 py-1 text-sm font-medium text-sea-900 ring-1 ring-sea-100"
                >
                  {amenityName(i18n, key)}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}
