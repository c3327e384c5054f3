// Travel notes from the villa team (SPEC 2 "Blog teaser"): one featured article and four short ones.
// SPEC's newsletter box and View All Articles button were wired to nothing; the box is left out (no dead
// form, no address collected without a privacy basis) and View All Articles leads to the practical guides.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { formatCalendarDate } from "../../../i18n/format.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { SectionHeading } from "../../../ui/section-heading.tsx";
import { SmartImage } from "../../../ui/smart-image.tsx";
import { Icon } from "../../../ui/icons.tsx";
import { ARTICLES, FEATURED_ARTICLE, type Article } from "./articles.ts";

function ArticleMeta({ article }: { article: Article }) {
  const { i18n } = useLingui();
  const minutes = article.readTimeMinutes;
  return (
    <div className="text-sm text-slate-700">
      <p className="font-semibold text-sea-900">{article.author}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="flex items-center gap-1">
          <Icon name="calendar" className="size-4 text-sea-700" />
          <time dateTime={article.date}>{formatCalendarDate(i18n, article.date, "long")}</time>
        </span>
        <span className="flex items-center gap-1">
          <Icon name="clock" className="size-4 text-sea-700" />
          <Plural value={minutes} one="# min read" other="# min read" />
        </span>
      </p>
    </div>
  );
}

function CategoryTag({ article }: { article: Article }) {
  const { i18n } = useLingui();
  return (
    <span className="self-start rounded-full bg-sea-50 px-3 py-1 text-xs font-bold tracking-wider text-sea-900 uppercase">
      {i18n._(article.category)}
    </span>
  );
}

export function BlogTeaser() {
  const { i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const featured = FEATURED_ARTICLE;

  return (
    <section aria-labelledby="blog-title" className="bg-sand-50 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        <SectionHeading
          id="blog-title"
          eyebrow={<Trans>Travel notes</Trans>}
          title={<Trans>Good to know before you come</Trans>}
          description={<Trans>Short, practical notes from our team in Hurghada.</Trans>}
        />

        <article className="mt-12 grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-200 lg:grid-cols-2">
          <SmartImage
            src={featured.image}
            alt={i18n._(featured.imageAlt)}
            sizes="(min-width: 1024px) 50vw, 100vw"
            width={640}
            height={420}
            className="aspect-[32/21] size-full object-cover"
          />
          <div className="flex flex-col gap-4 p-6 md:p-10">
            <div className="flex flex-wrap gap-2">
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wider text-amber-900 uppercase">
                <Trans>Featured</Trans>
              </span>
              <CategoryTag article={featured} />
            </div>
            <h3 className="font-serif text-2xl font-semibold text-sea-900 md:text-3xl">{i18n._(featured.title)}</h3>
            <p className="text-lg leading-relaxed text-slate-700">{i18n._(featured.excerpt)}</p>
            <ArticleMeta article={featured} />
          </div>
        </article>

        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {ARTICLES.map((article) => (
            <li key={article.id} className="flex">
              <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
                <SmartImage
                  src={article.image}
                  alt={i18n._(article.imageAlt)}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  width={640}
                  height={420}
                  className="aspect-[32/21] w-full object-cover lg:aspect-[2/1]"
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <CategoryTag article={article} />
                  <h3 className="font-serif text-xl font-semibold text-sea-900">{i18n._(article.title)}</h3>
                  <p className="flex-1 text-slate-700">{i18n._(article.excerpt)}</p>
                  <ArticleMeta article={article} />
                </div>
              </article>
            </li>
          ))}
        </ul>

        <div className="mt-12 text-center">
          <Link
            to="/$lang/practical-info"
            params={{ lang }}
            className={buttonClass({ variant: "secondary", size: "lg" })}
          >
            <Trans>View All Articles</Trans>
            <Icon name="arrowRight" className="size-5 rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </section>
  );
}
