// The price of the chosen stay (DESIGN 7.1): its nights grouped by rate ("3 nights × €180"), the weekly or monthly
// discount, the extra-guest fee when there is one, the cleaning fee, the service fee with its percent, and the total.
// Computed by the domain's quoteSeasonalStay from the villa's pricing and seasons, the very function and rates the
// server prices the request with, so the total shown is the total stored. Until the rates are in, no price is shown
// rather than a wrong one.
import { Trans, useLingui } from "@lingui/react/macro";
import { nightsBetween, type IsoDate } from "../../../../domain/dates.ts";
import { quoteSeasonalStay, type SeasonalQuote } from "../../../../domain/rates/quote.ts";
import type { Season } from "../../../../domain/rates/seasons.ts";
import type { VillaPricing } from "../../../../domain/rates/villa-pricing.ts";
import { MAX_STAY_NIGHTS } from "../../../../domain/stay.ts";
import { formatPrice } from "../../../i18n/format.ts";
import { quoteLines } from "../../../ui/booking/quote-lines.ts";

export interface StayRates {
  pricing: VillaPricing;
  seasons: readonly Season[];
}

/** The quote, or null while the dates and guests do not make a stay yet (or make one the server would refuse). */
export function quoteFor(
  rates: StayRates,
  checkIn: IsoDate | "",
  checkOut: IsoDate | "",
  guests: number,
): SeasonalQuote | null {
  if (!checkIn || !checkOut || !Number.isInteger(guests) || guests < 1) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1 || nights > MAX_STAY_NIGHTS) return null;
  return quoteSeasonalStay(rates.pricing, rates.seasons, { checkIn, checkOut, guests });
}

/** What the breakdown shows: no stay yet, the rates still coming (or unavailable), or the quote. */
export type BreakdownState =
  | { kind: "no-dates" }
  | { kind: "loading" }
  | { kind: "unavailable" }
  | { kind: "quote"; quote: SeasonalQuote; serviceFeePercent: number };

/** What to show for the draft's stay, given the rates (null until they arrive) and whether asking for them failed. */
export function breakdownFor(
  rates: StayRates | null,
  failed: boolean,
  stay: { checkIn: IsoDate | ""; checkOut: IsoDate | ""; guests: number },
): BreakdownState {
  const { checkIn, checkOut, guests } = stay;
  if (!checkIn || !checkOut || nightsBetween(checkIn, checkOut) < 1) return { kind: "no-dates" };
  if (!rates) return failed ? { kind: "unavailable" } : { kind: "loading" };
  const quote = quoteFor(rates, checkIn, checkOut, guests);
  return quote ? { kind: "quote", quote, serviceFeePercent: rates.pricing.serviceFeePercent } : { kind: "no-dates" };
}

export function PriceBreakdown({ state }: { state: BreakdownState }) {
  const { t, i18n } = useLingui();
  if (state.kind !== "quote") {
    return (
      <p
        className="rounded-xl bg-sand-50 p-4 text-sm text-slate-700"
        role={state.kind === "loading" ? "status" : undefined}
      >
        {state.kind === "no-dates" ? <Trans>Choose your dates to see the price of your stay.</Trans> : null}
        {state.kind === "loading" ? <Trans>Loading the price of your stay...</Trans> : null}
        {state.kind === "unavailable" ? (
          <Trans>The price cannot be loaded right now. It is confirmed when your request is sent.</Trans>
        ) : null}
      </p>
    );
  }
  const { quote } = state;
  const price = (amount: number) => formatPrice(i18n, amount, quote.currency);
  // The same lines, in the same words, as the booking's details once it is sent (ui/booking/quote-lines.ts).
  const rows = quoteLines(i18n, quote, state.serviceFeePercent);

  return (
    <dl className="space-y-2 text-slate-800" aria-label={t`Price breakdown`}>
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt>{row.label}</dt>
          <dd className={row.amount < 0 ? "text-sea-800" : undefined}>{price(row.amount)}</dd>
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
