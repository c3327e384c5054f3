// "What a guest pays": the live example beside the pricing form (stay-example.ts), worked out by the domain's quote
// with the rates as typed and the stored seasons, so the owner sees an edit's effect before saving. Announced
// politely as it changes; while a field is broken it says so instead of showing a price that is not the form's.
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { villaToday } from "../../../../../domain/dates.ts";
import type { Season } from "../../../../../domain/rates/seasons.ts";
import type { VillaPricing } from "../../../../../domain/rates/villa-pricing.ts";
import { formatCalendarDate } from "../../../../i18n/format.ts";
import { formatPrice } from "../../../../i18n/format.ts";
import { EXAMPLE_NIGHTS, stayExample } from "./stay-example.ts";

interface StayExamplePanelProps {
  /** The rates as typed, or null while a field is broken. */
  pricing: VillaPricing | null;
  seasons: readonly Season[];
  maxGuests: number;
  /** The form holds changes not saved yet: the example says so. */
  dirty: boolean;
}

export function StayExamplePanel({ pricing, seasons, maxGuests, dirty }: StayExamplePanelProps) {
  return (
    <aside
      aria-labelledby="stay-example-title"
      className="rounded-2xl border border-sea-200 bg-sea-50 p-4 sm:p-6 lg:sticky lg:top-4"
    >
      <h2 id="stay-example-title" className="text-lg font-semibold text-slate-900">
        <Trans>What a guest pays</Trans>
      </h2>
      <div aria-live="polite" data-testid="stay-example">
        {pricing ? (
          <ExampleQuote pricing={pricing} seasons={seasons} maxGuests={maxGuests} dirty={dirty} />
        ) : (
          <p className="mt-2 text-slate-800">
            <Trans>Correct the marked fields to see the price of a stay.</Trans>
          </p>
        )}
      </div>
    </aside>
  );
}

function ExampleQuote({ pricing, seasons, maxGuests, dirty }: StayExamplePanelProps & { pricing: VillaPricing }) {
  const { t, i18n } = useLingui();
  const { checkIn, guests, quote } = stayExample(pricing, seasons, { today: villaToday(), maxGuests });
  const price = (amount: number) => formatPrice(i18n, amount);
  const date = formatCalendarDate(i18n, checkIn, "medium");
  const total = price(quote.totalPrice);
  const nights = EXAMPLE_NIGHTS;
  const percent = quote.discount?.percent ?? 0;
  const rows: { label: string; amount: string }[] = [
    { label: t`${nights} nights`, amount: price(quote.roomSubtotal) },
    ...(quote.discount ? [{ label: t`Discount (${percent}%)`, amount: `−${price(quote.discount.amount)}` }] : []),
    ...(quote.extraGuestFee > 0 ? [{ label: t`Extra guests`, amount: price(quote.extraGuestFee) }] : []),
    { label: t`Cleaning fee`, amount: price(quote.cleaningFee) },
    { label: t`Service fee`, amount: price(quote.serviceFee) },
  ];
  return (
    <>
      <p className="mt-2 text-slate-800">
        {t`A stay of ${nights} nights for ${plural(guests, { one: "# guest", other: "# guests" })}, arriving on ${date}, costs ${total}.`}
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{row.amount}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-sea-200 pt-1 font-semibold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="tabular-nums">{total}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {dirty ? (
          <Trans>With your changes, not saved yet, and the seasons.</Trans>
        ) : (
          <Trans>With the saved rates and seasons. It changes as you edit.</Trans>
        )}
      </p>
    </>
  );
}
