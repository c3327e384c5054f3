// The villa's title and rating line (SPEC 2: rating hard-coded 5.0 with "127 reviews" and a fixed "Premium" label).
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Icon } from "../../../ui/icons.tsx";

const RATING = 5;
const REVIEW_COUNT = 127;

export function VillaHeading({ title, place }: { title: string; place: string }) {
  const { i18n } = useLingui();
  const rating = i18n.number(RATING, { minimumFractionDigits: 1 });
  return (
    <header>
      <h1 className="font-serif text-3xl font-semibold text-balance text-sea-900 md:text-4xl">{title}</h1>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-700" data-testid="villa-rating">
        <span className="flex items-center gap-1.5 font-semibold text-slate-900">
          <Icon name="star" className="size-5 text-amber-500" />
          <Trans>
            {rating}{" "}
            <span className="font-normal text-slate-700">
              (<Plural value={REVIEW_COUNT} one="# review" other="# reviews" />)
            </span>
          </Trans>
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
