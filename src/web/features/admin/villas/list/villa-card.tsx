// One villa of the list (SPEC 2 "Admin villas"): first picture, status (or INACTIVE), title, where it is, the
// rooms and guests, the nightly price, and View / Edit. The card is an article named by its title, so the links
// inside read as "View" and "Edit" of that villa.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import type { Language } from "../../../../../domain/languages.ts";
import type { Villa } from "../../../../../domain/schemas/villa.ts";
import { formatPrice } from "../../../../i18n/format.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { SmartImage } from "../../../../ui/smart-image.tsx";
import { localPath } from "../../../../i18n/language-path.ts";
import { BathroomsText, BedroomsText, GuestsText } from "../villa-facts.tsx";
import { VillaStatusBadge } from "../villa-status-badge.tsx";
import { NoImage } from "../no-image.tsx";

export function VillaCard({ villa, language }: { villa: Villa; language: Language }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const image = villa.images[0];
  const detailPath = localPath(language, `/admin/villas/${villa.id}`);
  const editPath = localPath(language, `/admin/villas/${villa.id}/edit`);
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[3/2] bg-slate-100">
        {image ? (
          <SmartImage
            src={image}
            alt=""
            sizes="(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover"
          />
        ) : (
          <NoImage />
        )}
        <VillaStatusBadge villa={villa} className="absolute start-3 top-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {villa.title}
          </h2>
          <p className="text-slate-700">
            {villa.city}, {villa.country}
          </p>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          <li>
            <BedroomsText count={villa.bedrooms} />
          </li>
          <li>
            <BathroomsText count={villa.bathrooms} />
          </li>
          <li>
            <GuestsText count={villa.maxGuests} />
          </li>
        </ul>
        <p className="text-slate-800">
          <Trans>
            <span className="text-xl font-semibold text-sea-900">{formatPrice(i18n, villa.pricePerNight)}</span> per
            night
          </Trans>
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Link to={detailPath} className={buttonClass({ variant: "secondary", size: "sm" })}>
            <Trans>View</Trans>
          </Link>
          <Link to={editPath} className={buttonClass({ size: "sm" })}>
            <Trans>Edit</Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}
