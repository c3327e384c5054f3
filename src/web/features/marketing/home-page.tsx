// Home page: the villa in one glance (SPEC 1 facts). The full home page with its sections replaces this.
import { Trans, useLingui } from "@lingui/react/macro";

export function HomePage() {
  const { t } = useLingui();
  return (
    <article className="grid gap-8 md:grid-cols-2 md:items-center">
      <div>
        <h1 className="font-serif text-4xl font-semibold text-sea-900 md:text-5xl">
          <Trans>A private villa on the Red Sea</Trans>
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">
          <Trans>
            Completed in 2025 in North Hurghada, the villa welcomes up to 10 guests in 4 bedrooms and 3 bathrooms, 50 m
            from the beach. A private pool, daily housekeeping, a free airport transfer, a 24/7 concierge and
            high-speed WiFi are included in every stay.
          </Trans>
        </p>
      </div>
      <img
        src="/images/villa/1.jpg"
        alt={t`The villa and its pool at sunset, with the Red Sea behind`}
        width={960}
        height={640}
        className="aspect-[3/2] w-full rounded-xl object-cover shadow-lg"
      />
    </article>
  );
}
