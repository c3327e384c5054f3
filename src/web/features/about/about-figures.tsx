// The "built in" section (SPEC 2 About): the villa in three figures, 2025, 1 villa and ∞ memories.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatNumber } from "../../i18n/format.ts";
import { SectionHeading } from "../../ui/section-heading.tsx";

function Figure({ value, label }: { value: string; label: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white/10 px-6 py-8 ring-1 ring-white/20">
      <dt className="order-2 mt-2 text-base font-medium text-sand-100">{label}</dt>
      <dd className="order-1 font-serif text-5xl font-semibold text-white md:text-6xl">{value}</dd>
    </div>
  );
}

export function AboutFigures() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="about-figures" className="bg-sea-900">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading
          id="about-figures"
          tone="inverse"
          eyebrow={<Trans>Built in 2025</Trans>}
          title={<Trans>Built with care, made for memories</Trans>}
          description={
            <Trans>
              Completed in 2025, the villa pairs modern comfort with the spirit of the Red Sea: shaded terraces, natural
              stone and wide windows that frame the water.
            </Trans>
          }
        />
        <dl className="mt-12 grid gap-6 sm:grid-cols-3">
          {/* A year is a name, not a quantity: no thousands separator ("2 025" in French would be wrong). */}
          <Figure value="2025" label={<Trans>the year the villa was completed</Trans>} />
          <Figure value={formatNumber(i18n, 1)} label={<Trans>villa, entirely yours</Trans>} />
          <Figure value="∞" label={<Trans>memories to make</Trans>} />
        </dl>
      </div>
    </section>
  );
}
