// The booking page's search parameters (/{lang}/booking?checkIn=&checkOut=&guests=): what the home teaser's
// Book Now link carries, built and read in one place. Reading is lenient: a value that does not make sense is
// dropped, never an error page — the visitor still gets the booking page, with the saved draft.
import { isIsoDate, type IsoDate } from "../../../domain/dates.ts";

export interface BookingSearch {
  checkIn?: IsoDate;
  checkOut?: IsoDate;
  guests?: number;
}

/** What a visitor chose before reaching the booking page (the teaser's dates and guest count). */
export interface StayChoice {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  guests: number;
}

// No villa sleeps more than the back office allows (SPEC 9: maxGuests up to 50); the page checks the real maximum.
const MAX_GUESTS_PARAM = 50;

function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim();
  // The router parses `guests=4` as the number 4.
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The usable part of the page's search parameters: dates only as an ordered pair of real dates. */
export function parseBookingSearch(search: Record<string, unknown>): BookingSearch {
  const result: BookingSearch = {};
  const checkIn = asText(search.checkIn);
  const checkOut = asText(search.checkOut);
  if (isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn < checkOut) {
    result.checkIn = checkIn;
    result.checkOut = checkOut;
  }
  const guestsText = asText(search.guests);
  if (guestsText !== undefined && /^\d{1,2}$/.test(guestsText)) {
    const guests = Number(guestsText);
    if (guests >= 1 && guests <= MAX_GUESTS_PARAM) result.guests = guests;
  }
  return result;
}

/** `/{lang}/booking` with only what the guest chose: dates when both are set, and the guests. */
export function bookingHref(lang: string, choice: StayChoice): string {
  const query = new URLSearchParams();
  if (choice.checkIn && choice.checkOut) {
    query.set("checkIn", choice.checkIn);
    query.set("checkOut", choice.checkOut);
  }
  query.set("guests", String(choice.guests));
  return `/${lang}/booking?${query.toString()}`;
}
