// One practical-info category: its title, an in-panel list of its numbered sub-sections (1.1, 1.2 …) as
// anchors, then each sub-section under a numbered heading.
import { useLingui } from "@lingui/react/macro";
import { sectionAnchor, type PracticalCategory } from "./categories.ts";

export function CategoryPanel({ category, number }: { category: PracticalCategory; number: number }) {
  const { t, i18n } = useLingui();
  const titleId = `${category.id}-title`;
  return (
    <article aria-labelledby={titleId}>
      <h2 id={titleId} className="font-serif text-3xl font-semibold text-sea-900">
        <span className="text-sea-700">{number}.</span> {i18n._(category.label)}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">{i18n._(category.intro)}</p>

      <nav aria-label={t`In this section`} className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-sand-200">
        <p className="text-sm font-semibold tracking-widest text-sea-900 uppercase" aria-hidden="true">
          {t`In this section`}
        </p>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          {category.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${sectionAnchor(category.id, section.id)}`}
                className="inline-block min-h-11 rounded-md px-2 py-2.5 text-sea-900 underline decoration-sea-600/40 underline-offset-4 hover:decoration-sea-900"
              >
                <span className="font-semibold tabular-nums">
                  {number}.{index + 1}
                </span>{" "}
                {i18n._(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {category.sections.map(({ id, title, Content }, index) => {
        const anchor = sectionAnchor(category.id, id);
        return (
          <section key={id} id={anchor} aria-labelledby={`${anchor}-title`} className="mt-12 scroll-mt-28">
            <h3 id={`${anchor}-title`} className="font-serif text-2xl font-semibold text-sea-900">
              <span className="tabular-nums text-sea-700">
                {number}.{index + 1}
              </span>{" "}
              {i18n._(title)}
            </h3>
            <div className="mt-4">
              <Content />
            </div>
          </section>
        );
      })}
    </article>
  );
}
