// Three news cards (SPEC 2 practical info): seasonal notes that lead to the matching sub-section of this page,
// and "View all" to the travel notes on the home page.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../ui/button-styles.ts";
import { SmartImage } from "../../ui/smart-image.tsx";
import { sectionAnchor } from "./categories.ts";
import type { PracticalCategoryId } from "./category-ids.ts";

interface NewsItem {
  id: string;
  category: PracticalCategoryId;
  section: string;
  tag: MessageDescriptor;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  image: string;
  imageAlt: MessageDescriptor;
}

const NEWS: readonly NewsItem[] = [
  {
    id: "diving-season",
    category: "location",
    section: "destination",
    tag: msg`Diving`,
    title: msg`Spring and autumn: the best months to dive`,
    summary: msg`Calm seas, water between 24 and 27 °C and long visibility make March to May and October to November the divers' favourite months.`,
    image: "/images/practical-info/diving-season.svg",
    imageAlt: msg`A diver swimming among yellow fish above a coral reef`,
  },
  {
    id: "el-gouna",
    category: "activities",
    section: "el-gouna",
    tag: msg`Day trip`,
    title: msg`A day on the lagoons of El Gouna`,
    summary: msg`Boats on the canals, lunch at Abu Tig Marina and kitesurfing in the afternoon wind, 25 minutes from the villa.`,
    image: "/images/practical-info/el-gouna-lagoon.svg",
    imageAlt: msg`A sailing boat on a lagoon lined with white houses and a palm tree`,
  },
  {
    id: "ramadan",
    category: "entertainment",
    section: "ramadan",
    tag: msg`Good to know`,
    title: msg`Travelling during Ramadan`,
    summary: msg`Evenings full of lanterns and iftar feasts, and a few simple courtesies to keep in mind during the day.`,
    image: "/images/practical-info/ramadan-lanterns.svg",
    imageAlt: msg`Colourful lanterns glowing under a crescent moon`,
  },
];

export function NewsCards({ lang }: { lang: string }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="news-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-widest text-sea-700 uppercase">
            <Trans>Latest news</Trans>
          </p>
          <h2 id="news-title" className="mt-2 font-serif text-3xl font-semibold text-sea-900">
            <Trans>News from Hurghada</Trans>
          </h2>
        </div>
        <Link to="/$lang" params={{ lang }} hash="blog-title" className={buttonClass({ variant: "secondary" })}>
          <Trans>View all</Trans>
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {NEWS.map((item) => {
          const titleId = `news-${item.id}-title`;
          return (
            <li key={item.id} className="flex">
              <article
                aria-labelledby={titleId}
                className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
              >
                <SmartImage
                  src={item.image}
                  alt={i18n._(item.imageAlt)}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  width={640}
                  height={420}
                  className="aspect-[32/21] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <span className="self-start rounded-full bg-sea-50 px-3 py-1 text-xs font-bold tracking-wider text-sea-900 uppercase">
                    {i18n._(item.tag)}
                  </span>
                  <h3 id={titleId} className="font-serif text-xl font-semibold text-sea-900">
                    {i18n._(item.title)}
                  </h3>
                  <p className="flex-1 leading-relaxed text-slate-700">{i18n._(item.summary)}</p>
                  <Link
                    to="/$lang/practical-info"
                    params={{ lang }}
                    search={{ tab: item.category }}
                    hash={sectionAnchor(item.category, item.section)}
                    aria-describedby={titleId}
                    className="inline-flex min-h-11 items-center self-start font-semibold text-sea-900 underline decoration-sea-600/40 underline-offset-4 hover:decoration-sea-900"
                  >
                    <Trans>Read more</Trans>
                  </Link>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
