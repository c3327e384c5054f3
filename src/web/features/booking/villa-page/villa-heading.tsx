// The villa's title and rating line. SPEC 2 hard-coded "5.0 (127 reviews)"; until the villa has real reviews
// (DESIGN 7.4) the line says it is new instead of inventing a rating. The "Premium" label is SPEC's.
import { Trans } from "@lingui/react/macro";
import { Icon } from "../../../ui/icons.tsx";

export function VillaHeading({ title, place }: { title: string; place: string }) {
  return (
    <header>
      <h1 className="font-serif text-3xl font-semibold text-balance text-sea-900 md:text-4xl">{title}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-700" data-testid="villa-rating">
        <span className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          <Trans comment="In place of a star rating while the villa has no reviews yet">New</Trans>
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-sea-50 px-3 py-1 text-sm font-semibold text-sea-900">
          <Icon name="badge" className="size-4 text-sea-700" />
          <Trans>Premium</Trans>
        </span>
        <span className="flex items-center gap-1.5">
          <Icon name="pin" className="size-5 text-sea-700" />
          {place}
        </span>
      </p>
    </header>
  );
}
