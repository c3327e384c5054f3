// SPEC 2 "Recent Villas": thumbnail, title, status or INACTIVE, city and country, bedrooms, max guests and the
// nightly price. The title opens the villa's page in the back office.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Language } from "../../../../domain/languages.ts";
import type { Villa } from "../../../../domain/schemas/villa.ts";
import { SmartImage } from "../../../ui/smart-image.tsx";
import { DashboardPanel } from "./dashboard-card.tsx";
import { formatMoney } from "./dashboard-figures.ts";
import { villaLink } from "./dashboard-links.ts";
import { VILLA_STATUS_LABELS, villaDisplayStatus } from "../villas/villa-status.ts";

const STATE_COLOURS = {
  AVAILABLE: "bg-green-100 text-green-900 ring-green-300",
  UNAVAILABLE: "bg-slate-200 text-slate-800 ring-slate-400",
  MAINTENANCE: "bg-amber-100 text-amber-900 ring-amber-300",
  INACTIVE: "bg-red-100 text-red-900 ring-red-300",
} as const;

function RecentVilla({ villa, language }: { villa: Villa; language: Language }) {
  const { i18n } = useLingui();
  const state = villaDisplayStatus(villa);
  const price = formatMoney(i18n.locale, villa.pricePerNight);
  const bedrooms = villa.bedrooms;
  const maxGuests = villa.maxGuests;
  return (
    <li
      data-villa-id={villa.id}
      className="relative flex gap-3 rounded-xl border border-slate-200 p-3 hover:border-sea-700 hover:bg-sea-50"
    >
      {villa.images[0] ? (
        <SmartImage
          src={villa.images[0]}
          alt=""
          width={96}
          height={72}
          sizes="96px"
          className="h-18 w-24 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-18 w-24 shrink-0 rounded-lg bg-sand-100" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Link
            {...villaLink(language, villa.id)}
            className="font-semibold break-words text-sea-900 after:absolute after:inset-0 after:rounded-xl hover:underline"
          >
            {villa.title}
          </Link>
          <span
            data-state={state}
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ring-1 ring-inset ${STATE_COLOURS[state]}`}
          >
            {i18n._(VILLA_STATUS_LABELS[state])}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {villa.city}, {villa.country}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          <span>
            <Plural value={bedrooms} one="# bedroom" other="# bedrooms" />
          </span>
          <span>
            <Plural value={maxGuests} one="Up to # guest" other="Up to # guests" />
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            <span className="font-semibold text-slate-900">{price}</span> per night
          </Trans>
        </p>
      </div>
    </li>
  );
}

export function RecentVillas({ villas, language }: { villas: readonly Villa[]; language: Language }) {
  const { t } = useLingui();
  return (
    <DashboardPanel title={t`Recent Villas`}>
      {villas.length === 0 ? (
        <p className="py-6 text-center text-slate-700">
          <Trans>No recent villas</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {villas.map((villa) => (
            <RecentVilla key={villa.id} villa={villa} language={language} />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
