// Things to do around the villa (SPEC 2 "Experiences"): category filters, the 8 activities and the Red Sea in numbers.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { defineIsland } from "../../../islands/island.tsx";
import { formatNumber } from "../../../i18n/format.ts";
import { SectionHeading } from "../../../ui/section-heading.tsx";
import { Icon, type IconName } from "../../../ui/icons.tsx";
import { ACTIVITY_FILTER_LABELS, activitiesFor, type ActivityFilter } from "./activities.ts";
import { ActivityCard } from "./activity-card.tsx";

const FILTERS: readonly ActivityFilter[] = ["all", "water", "culture", "dining", "adventure"];

export function ExperiencesSection() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ActivityFilter>("all");
  // Featured activities lead the list, as the old site meant them to.
  const activities = activitiesFor(filter).sort((a, b) => Number(b.featured) - Number(a.featured));
  const shownCount = activities.length;

  const stats: { icon: IconName; value: string; label: string }[] = [
    { icon: "sun", value: `${formatNumber(i18n, 350)}+`, label: t`Sunny days a year` },
    { icon: "fish", value: `${formatNumber(i18n, 1000)}+`, label: t`Marine species` },
    { icon: "diver", value: `${formatNumber(i18n, 50)}+`, label: t`Dive sites` },
    {
      icon: "thermometer",
      value: i18n.number(24, { style: "unit", unit: "celsius" }),
      label: t`Average water temperature`,
    },
  ];

  return (
    <section aria-labelledby="experiences-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <SectionHeading
          id="experiences-title"
          eyebrow={<Trans>Experiences</Trans>}
          title={<Trans>Hurghada beyond the villa</Trans>}
          description={
            <Trans>
              Reefs, desert, old town and good food: our concierge books any of these for you, with transfers from the
              villa.
            </Trans>
          }
        />

        <div
          role="group"
          aria-label={t`Filter experiences by category`}
          className="mt-10 flex flex-wrap justify-center gap-2"
        >
          {FILTERS.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={filter === id}
              onClick={() => setFilter(id)}
              className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
                filter === id ? "bg-sea-700 text-white" : "bg-sand-50 text-sea-900 ring-1 ring-sand-200 hover:bg-sea-50"
              }`}
            >
              {i18n._(ACTIVITY_FILTER_LABELS[id])}
            </button>
          ))}
        </div>
        <p className="mt-4 text-center text-sm text-slate-700" aria-live="polite">
          <Plural value={shownCount} one="# experience" other="# experiences" />
        </p>

        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {activities.map((activity) => (
            <li key={activity.id} className="flex">
              <ActivityCard activity={activity} />
            </li>
          ))}
        </ul>

        <dl className="mt-16 grid grid-cols-2 gap-4 rounded-3xl bg-sea-900 p-6 text-white md:grid-cols-4 md:p-10">
          {stats.map((stat) => (
            <div key={stat.icon} className="flex flex-col-reverse items-center gap-1 text-center">
              <dt className="text-sm text-white/90 md:text-base">{stat.label}</dt>
              <dd className="flex flex-col items-center gap-2 font-serif text-3xl font-semibold md:text-4xl">
                <Icon name={stat.icon} className="size-7 text-sand-200" />
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export const experiencesIsland = defineIsland("home-experiences", ExperiencesSection);
