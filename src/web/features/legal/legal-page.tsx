// The frame every legal text shares: page meta, one h1, the "last updated" date, a table of contents
// pointing at the h2 sections, and a readable, printable column of text.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatCalendarDate } from "../../i18n/format.ts";
import { PageMeta } from "../../ui/page-meta.tsx";

export interface LegalSection {
  /** Anchor of the section: English and the same in every language, so a link keeps working after a language switch. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** Meta description for search results and link previews. */
  description: string;
  /** Calendar date (YYYY-MM-DD) of the text's last change. */
  lastUpdated: string;
  /** Paragraphs shown before the table of contents. */
  intro: ReactNode;
  sections: readonly LegalSection[];
}

// Legal texts are long: spacing and list bullets come from here so the page files hold only words.
const PROSE =
  "leading-relaxed text-slate-800 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-6 " +
  "[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-sea-900 [&_strong]:font-semibold [&_strong]:text-slate-900 " +
  "[&_a]:font-medium [&_a]:text-sea-900 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-sea-700 " +
  "[&_code]:rounded [&_code]:bg-sand-200/60 [&_code]:px-1 [&_code]:text-[0.9em] [&_address]:mt-4 [&_address]:not-italic print:text-black";

export function LegalPage({ title, description, lastUpdated, intro, sections }: LegalPageProps) {
  const { i18n } = useLingui();
  const updated = formatCalendarDate(i18n, lastUpdated);

  return (
    // The main landmark is full width: the page brings its own gutters and a readable measure.
    <article
      className="mx-auto box-content max-w-prose px-4 py-10 break-words hyphens-auto md:px-6 md:py-14 print:max-w-none print:p-0"
      aria-labelledby="legal-title"
    >
      <PageMeta title={title} description={description} />
      <header>
        <h1
          id="legal-title"
          className="font-serif text-3xl font-semibold text-balance text-sea-900 md:text-4xl print:text-black"
        >
          {title}
        </h1>
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            Last updated: <time dateTime={lastUpdated}>{updated}</time>
          </Trans>
        </p>
      </header>

      <div className={PROSE}>{intro}</div>

      {/* On paper the links do nothing and the headings follow anyway, so the contents list is left off. */}
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-lg border border-sand-200 bg-white p-5 print:hidden"
      >
        <p id="legal-contents" className="font-semibold text-sea-900">
          <Trans>Contents</Trans>
        </p>
        <ol className="mt-3 list-decimal space-y-1 ps-6 marker:text-slate-600">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-1 text-sea-900 underline decoration-sea-600/40 underline-offset-2 hover:decoration-sea-900"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        // Unnamed sections on purpose: a dozen named regions would crowd a screen reader's landmark list.
        // The fixed header's height is kept clear of anchor targets by the page's scroll-padding (styles.css).
        <section key={section.id} id={section.id} className="mt-10">
          <h2 className="font-serif text-2xl font-semibold text-sea-900 print:text-black">
            <span className="text-slate-600">{index + 1}. </span>
            {section.title}
          </h2>
          <div className={PROSE}>{section.content}</div>
        </section>
      ))}
    </article>
  );
}
