// A service's price in words of the page's language ("From €65 per dive", « À partir de 65 € la plongée »).
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatPrice } from "../../i18n/format.ts";
import type { PriceUnit, ServicePrice } from "../../shared/services/service-types.ts";

// One whole sentence per unit and form, so translators can order amount and unit as their language needs.
const FROM_PRICE: Record<PriceUnit, MessageDescriptor> = {
  dive: msg`From {price} per dive`,
  jump: msg`From {price} per jump`,
  person: msg`From {price} per person`,
  hour: msg`From {price} per hour`,
  session: msg`From {price} per session`,
  day: msg`From {price} per day`,
};

const EXACT_PRICE: Record<PriceUnit, MessageDescriptor> = {
  dive: msg`{price} per dive`,
  jump: msg`{price} per jump`,
  person: msg`{price} per person`,
  hour: msg`{price} per hour`,
  session: msg`{price} per session`,
  day: msg`{price} per day`,
};

const INCLUDED_PRICE = msg`Included in your stay`;
const PRICE_ON_REQUEST = msg`Price on request`;

export function priceText(i18n: I18n, price: ServicePrice): string {
  switch (price.kind) {
    case "included":
      return i18n._(INCLUDED_PRICE);
    case "on-request":
      return i18n._(PRICE_ON_REQUEST);
    case "amount": {
      const template = price.from ? FROM_PRICE[price.unit] : EXACT_PRICE[price.unit];
      // Built apart from the call: Lingui's extractor reads object literals passed to i18n._ and cannot read a spread.
      const withAmount: MessageDescriptor = { ...template, values: { price: formatPrice(i18n, price.amountEur) } };
      return i18n._(withAmount);
    }
  }
}

/** SPEC 7: the offer price is the euro amount when there is one, otherwise 0 (included, on request). */
export function offerPriceEur(price: ServicePrice): number {
  return price.kind === "amount" ? price.amountEur : 0;
}
