// One activity of the Experiences section: picture, category, what it is, how long, how far, price. No star rating:
// the site has no guests' reviews of these outings, and an invented average is no trust signal (issue 21).
import { Trans, useLingui } from "@lingui/react/macro";
import { formatPrice } from "../../../i18n/format.ts";
import { SmartImage } from "../../../ui/smart-image.tsx";
import { Icon } from "../../../ui/icons.tsx";
import { ACTIVITY_FILTER_LABELS, type Activity } from "./activities.ts";

export function ActivityCard({ activity }: { activity: Activity }) {
  const { i18n } = useLingui();
  const price = formatPrice(i18n, activity.priceEur);

  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
      data-category={activity.category}
    >
      <div className="relative">
        <SmartImage
          src={activity.image}
          alt={i18n._(activity.imageAlt)}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          width={640}
          height={420}
          className="aspect-[32/21] w-full object-cover"
        />
        <div className="absolute start-3 top-3 flex flex-wrap gap-2">
          <span className="rounded-full bg-white px-3 py-1 text-xs font-bold tracking-wider text-sea-900 uppercase shadow">
            {i18n._(ACTIVITY_FILTER_LABELS[activity.category])}
          </span>
          {activity.featured ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wider text-amber-900 uppercase shadow">
              <Trans>Featured</Trans>
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="font-serif text-xl font-semibold text-sea-900">{i18n._(activity.title)}</h3>
        <p className="text-slate-700">{i18n._(activity.description)}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1">
            <Icon name="clock" className="size-4 text-sea-700" />
            {i18n._(activity.duration)}
          </li>
          <li className="flex items-center gap-1">
            <Icon name="pin" className="size-4 text-sea-700" />
            {i18n._(activity.distance)}
          </li>
        </ul>
        <ul className="flex flex-1 flex-col gap-1 text-sm text-slate-800">
          {activity.highlights.map((highlight) => (
            <li key={highlight.id} className="flex items-start gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              {i18n._(highlight)}
            </li>
          ))}
        </ul>
        <div className="border-t border-sand-200 pt-3">
          <span className="text-sm text-slate-700">
            <Trans>
              from <span className="text-base font-semibold text-sea-900">{price}</span> per person
            </Trans>
          </span>
        </div>
      </div>
    </article>
  );
}
