// What the teaser hands to the booking page: the query string of its Book Now link, and the booking form
// draft in local storage (SPEC 3: key booking_form_data) that the booking page restores.
import { isIsoDate, type IsoDate } from "../../../../domain/dates.ts";

export const BOOKING_DRAFT_KEY = "booking_form_data";

export interface TeaserChoice {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  guests: number;
}

/** SPEC 3 booking form draft; the teaser fills only dates and guests and keeps the rest. */
export interface BookingFormDraft {
  checkIn: string;
  checkOut: string;
  totalGuests: number;
  phone: string;
  dateOfBirth: string;
  paymentMethod: string;
  notes: string;
}

const EMPTY_DRAFT: BookingFormDraft = {
  checkIn: "",
  checkOut: "",
  totalGuests: 1,
  phone: "",
  dateOfBirth: "",
  paymentMethod: "BANK_TRANSFER",
  notes: "",
};

/** `/{lang}/booking` with only what the guest chose: dates when both are set, and the guests. */
export function bookingHref(lang: string, choice: TeaserChoice): string {
  const query = new URLSearchParams();
  if (choice.checkIn && choice.checkOut) {
    query.set("checkIn", choice.checkIn);
    query.set("checkOut", choice.checkOut);
  }
  query.set("guests", String(choice.guests));
  return `/${lang}/booking?${query.toString()}`;
}

function parseDraft(stored: string | null): BookingFormDraft {
  if (!stored) return EMPTY_DRAFT;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return EMPTY_DRAFT;
    return { ...EMPTY_DRAFT, ...(value as Partial<BookingFormDraft>) };
  } catch {
    // A corrupt draft is replaced, as the booking page would ignore it anyway (SPEC 3).
    return EMPTY_DRAFT;
  }
}

/** The stored draft with the teaser's choice written over it (phone, birth date, payment and notes kept). */
export function mergeDraft(stored: string | null, choice: TeaserChoice): BookingFormDraft {
  const draft = parseDraft(stored);
  const datesChosen = isIsoDate(choice.checkIn) && isIsoDate(choice.checkOut);
  return {
    ...draft,
    ...(datesChosen ? { checkIn: choice.checkIn ?? "", checkOut: choice.checkOut ?? "" } : {}),
    totalGuests: choice.guests,
  };
}

export function saveTeaserChoice(choice: TeaserChoice, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(mergeDraft(storage.getItem(BOOKING_DRAFT_KEY), choice)));
  } catch {
    // Private mode or a full quota: the link still carries the choice.
  }
}
