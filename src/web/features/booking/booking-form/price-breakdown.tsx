// The price of the chosen stay (SPEC 9): nights x price per night, the 150 EUR cleaning fee, the 5% service fee and
// the total. Computed by the domain's quoteStay, the very function the server prices the request with, so the
// total shown is the total stored.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { nightsBetween, type IsoDate } from "../../../../domain/dates.ts";
import { quoteStay, SERVICE_FEE_RATE, type StayQuote } from "../../../../domain/pricing.ts";
import { formatPrice } from "../../../i18n/format.ts";

/** The quote, or null while the dates do not make a stay yet. */
export function quoteFor(pricePerNight: number, checkIn: IsoDate | "", checkOut: IsoDate | ""): StayQuote | null {
  if (!checkIn || !checkOut || nightsBetween(checkIn, checkOut) < 1 || !(pricePerNight > 0)) return null;
  return quoteStay(pricePerNight, checkIn, checkOut);
}

export function PriceBreakdown({ quote }: { quote: StayQuote | null }) {
  const { t, i18n } = useLingui();
  if (!quote) {
    return (
      <p className="rounded-xl bg-sand-50 p-4 text-sm text-slate-700">
        <Trans>Choose your dates to see the price of your stay.</Trans>
      </p>
    );
  }
  const price = (amount: number) => formatPrice(i18n, amount, quote.currency);
  const nightly = price(quote.pricePerNight);
  const nights = quote.nights;
  const rate = i18n.number(SERVICE_FEE_RATE, { style: "percent" });
  const rows = [
    {
      label: t({ message: plural(nights, { one: `${nightly} x # night`, other: `${nightly} x # nights` }) }),
      amount: quote.roomSubtotal,
    },
    { label: t`Cleaning fee`, amount: quote.cleaningFee },
    { label: t`Service fee (${rate})`, amount: quote.serviceFee },
  ];

  return (
    <dl className="space-y-2 text-slate-800" aria-label={t`Price breakdown`}>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt>{row.label}</dt>
          <dd>{price(row.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-300 pt-3 text-lg font-semibold text-slate-900">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd data-testid="booking-total">{price(quote.totalPrice)}</dd>
      </div>
    </dl>
  );
}
