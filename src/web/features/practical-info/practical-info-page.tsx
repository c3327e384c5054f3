// The practical-info page (SPEC 2): hero, the four categories as sidebar tabs with their numbered
// sub-sections (practical-categories.tsx), the question form, a call to action and three news cards.
import { Trans, useLingui } from "@lingui/react/macro";
import { PageMeta } from "../../ui/page-meta.tsx";
import { SmartImage } from "../../ui/smart-image.tsx";
import { marketingPicture } from "../../shared/site/site-data.ts";
import { Island } from "../../islands/island.tsx";
import { questionFormIsland } from "./question-form.tsx";
import { HelpCta } from "./help-cta.tsx";
import { NewsCards } from "./news-cards.tsx";
import { practicalCategoriesIsland } from "./practical-categories.tsx";

export function PracticalInfoPage({ lang }: { lang: string }) {
  const { t, i18n } = useLingui();

  return (
    <>
      <PageMeta
        title={t`Practical information`}
        description={t`What your stay at Red Sea Villa includes, booking conditions and house rules, how to get to North Hurghada, and what to do and see around the villa.`}
      />

      <section aria-labelledby="practical-title" className="relative isolate overflow-hidden bg-sea-900">
        <SmartImage
          src={marketingPicture(i18n.locale, 2)}
          alt=""
          priority
          sizes="100vw"
          className="absolute inset-0 -z-10 size-full object-cover opacity-35"
        />
        <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
          <p className="text-sm font-semibold tracking-widest text-sand-200 uppercase">
            <Trans>Good to know</Trans>
          </p>
          <h1
            id="practical-title"
            className="mt-3 max-w-3xl font-serif text-4xl font-semibold text-balance text-white md:text-5xl"
          >
            <Trans>Practical information</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white">
            <Trans>
              Everything you need before and during your stay: what is included, how to get here, what to do in Hurghada
              and the house rules.
            </Trans>
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-20 px-4 py-12 md:px-6 md:py-16">
        {/* A box of its own: an island's wrapper takes no box, and this column spaces its boxes. */}
        <div>
          <Island of={practicalCategoriesIsland} props={{}} hydrate="idle" />
        </div>

        <section
          aria-labelledby="question-form-title"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 md:p-10"
        >
          <div className="max-w-2xl">
            <h2 id="question-form-title" className="font-serif text-3xl font-semibold text-sea-900">
              <Trans>Still have a question?</Trans>
            </h2>
            <p className="mt-3 mb-8 text-lg leading-relaxed text-slate-700">
              <Trans>Ask us anything about your stay: we reply by e-mail within 2 hours.</Trans>
            </p>
          </div>
          <Island of={questionFormIsland} props={{ lang }} hydrate="idle" />
        </section>

        <HelpCta lang={lang} />

        <NewsCards lang={lang} />
      </div>
    </>
  );
}
