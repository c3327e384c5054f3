// The lines of a priced stay (DESIGN 7.1's quote) as a guest and the owner read them: the nights grouped by rate
// ("3 nights × €180"), the weekly or monthly discount, the extra-guest fee, the cleaning and service fees. The booking
// card words the quote it is about to send with them, a booking's details the quote it was stored with, so both say
// the same in the same words. The total is left to the caller, which sets it apart.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { nightsByRate } from "../../../domain/rates/night-runs.ts";
import type { SeasonalQuote } from "../../../domain/rates/quote.ts";
import { formatPrice } from "../../i18n/format.ts";

export interface QuoteLine {
  /** Stable across renders and languages. */
  key: string;
  label: string;
  /** Euros; a discount is negative. */
  amount: number;
}

/** `serviceFeePercent`, when known, is named in the service fee's line. */
export function quoteLines(i18n: I18n, quote: SeasonalQuote, serviceFeePercent?: number): QuoteLine[] {
  const price = (amount: number) => formatPrice(i18n, amount, quote.currency);
  const lines: QuoteLine[] = nightsByRate(quote.nightly).map(({ rate, nights }) => {
    const nightly = price(rate);
    return {
      key: `nights-${rate}`,
      label: i18n._(msg({ message: plural(nights, { one: `# night × ${nightly}`, other: `# nights × ${nightly}` }) })),
      // Cents summed as cents: 3 × 33.33 must not print 99.99000000000001.
      amount: Math.round(rate * 100 * nights) / 100,
    };
  });
  const { discount } = quote;
  if (discount) {
    const percent = i18n.number(discount.percent / 100, { style: "percent" });
    lines.push({
      key: "discount",
      label:
        discount.kind === "MONTHLY"
          ? i18n._(msg`Monthly discount (${percent})`)
          : i18n._(msg`Weekly discount (${percent})`),
      amount: -discount.amount,
    });
  }
  if (quote.extraGuestFee > 0)
    lines.push({ key: "extra-guests", label: i18n._(msg`Extra guests`), amount: quote.extraGuestFee });
  lines.push({ key: "cleaning", label: i18n._(msg`Cleaning fee`), amount: quote.cleaningFee });
  const rate = serviceFeePercent === undefined ? null : i18n.number(serviceFeePercent / 100, { style: "percent" });
  const serviceLabel = rate === null ? i18n._(msg`Service fee`) : i18n._(msg`Service fee (${rate})`);
  lines.push({ key: "service", label: serviceLabel, amount: quote.serviceFee });
  return lines;
}
