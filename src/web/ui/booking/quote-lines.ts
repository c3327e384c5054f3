// The lines of a priced stay (DESIGN 7.1's quote) as a guest and the owner read them: the parts the domain lists
// (quote-parts.ts: nights grouped by rate, discount, extra guests, cleaning and service fees) in the page's language.
// The booking card words the quote it is about to send with them, a booking's details the quote it was stored with,
// so both say the same in the same words. The total is left to the caller, which sets it apart.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { quoteParts, type QuotePart } from "../../../domain/rates/quote-parts.ts";
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
  // The names below are the messages' placeholders ({percent}, {rate}, {nightly}): renaming one changes the message.
  const asPercent = (value: number) => i18n.number(value / 100, { style: "percent" });
  const line = (part: QuotePart): QuoteLine => {
    switch (part.kind) {
      case "NIGHTS": {
        const nightly = formatPrice(i18n, part.rate, quote.currency);
        const { nights } = part;
        return {
          key: `nights-${part.rate}`,
          label: i18n._(
            msg({ message: plural(nights, { one: `# night × ${nightly}`, other: `# nights × ${nightly}` }) }),
          ),
          amount: part.amount,
        };
      }
      case "DISCOUNT": {
        const percent = asPercent(part.percent);
        return {
          key: "discount",
          label:
            part.discount === "MONTHLY"
              ? i18n._(msg`Monthly discount (${percent})`)
              : i18n._(msg`Weekly discount (${percent})`),
          amount: part.amount,
        };
      }
      case "EXTRA_GUESTS":
        return { key: "extra-guests", label: i18n._(msg`Extra guests`), amount: part.amount };
      case "CLEANING":
        return { key: "cleaning", label: i18n._(msg`Cleaning fee`), amount: part.amount };
      case "SERVICE": {
        const rate = serviceFeePercent === undefined ? null : asPercent(serviceFeePercent);
        const label = rate === null ? i18n._(msg`Service fee`) : i18n._(msg`Service fee (${rate})`);
        return { key: "service", label, amount: part.amount };
      }
    }
  };
  return quoteParts(quote).map(line);
}
