// The live example beside the pricing form: what a guest would pay for a 7-night stay of 2 guests (fewer when the
// villa sleeps fewer) from next Saturday, priced by the domain's own quote with the rates as typed and the stored
// seasons, so the owner sees the effect of an edit before saving it. Seven nights, so a weekly discount shows.
import { addDays, weekdayOf, type IsoDate } from "../../../../../domain/dates.ts";
import { quoteSeasonalStay, type SeasonalQuote } from "../../../../../domain/rates/quote.ts";
import type { Season } from "../../../../../domain/rates/seasons.ts";
import type { VillaPricing } from "../../../../../domain/rates/villa-pricing.ts";

export const EXAMPLE_NIGHTS = 7;
export const EXAMPLE_GUESTS = 2;
const SATURDAY = 6;

export interface StayExample {
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  quote: SeasonalQuote;
}

/** The first Saturday after `today` (a Saturday's next one is a week later: today may be too late to arrive). */
export function nextSaturday(today: IsoDate): IsoDate {
  const ahead = (SATURDAY - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

export function stayExample(
  pricing: VillaPricing,
  seasons: readonly Season[],
  { today, maxGuests }: { today: IsoDate; maxGuests: number },
): StayExample {
  const checkIn = nextSaturday(today);
  const checkOut = addDays(checkIn, EXAMPLE_NIGHTS);
  const guests = Math.max(1, Math.min(EXAMPLE_GUESTS, maxGuests));
  return { checkIn, checkOut, guests, quote: quoteSeasonalStay(pricing, seasons, { checkIn, checkOut, guests }) };
}
