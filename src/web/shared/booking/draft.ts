// The booking form draft (SPEC 3 stored key "booking form draft": booking_form_data in local storage): dates,
// guests, expected arrival time, phone, date of birth, payment method and notes, so a visitor who reloads, leaves to sign in or comes
// from the home teaser finds the form as they left it. Pure functions over the stored text, for unit tests.
import { isIsoDate } from "../../../domain/dates.ts";
import {
  BOOKING_REQUEST_FIELDS,
  DEFAULT_PAYMENT_METHOD,
  isArrivalTime,
  NOTES_MAX_LENGTH,
  PAYMENT_METHODS,
  type BookingRequestField,
  type PaymentMethod,
} from "../../../domain/schemas/booking-fields.ts";
import type { BookingSearch, StayChoice } from "./booking-search.ts";

export const BOOKING_DRAFT_KEY = "booking_form_data";

// Generous bounds: the form keeps at most this much text, the rules judge the rest.
const PHONE_KEPT = 40;

const textOf = (value: unknown, max: number): string => (typeof value === "string" ? value.slice(0, max) : "");
const dateOf = (value: unknown): string => (isIsoDate(value) ? value : "");
const DEFAULT_GUESTS = 1;

function guestsOf(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 99 ? value : DEFAULT_GUESTS;
}

function paymentOf(value: unknown): PaymentMethod {
  return PAYMENT_METHODS.find((method) => method === value) ?? DEFAULT_PAYMENT_METHOD;
}

/**
 * Each field of the request as the form keeps it: its empty value and how a stored value is read back (anything of
 * the wrong kind falls back to the empty value). Keyed by the domain's field list, so a new request field does not
 * compile until the draft knows it; dates are `YYYY-MM-DD`, or "" when not chosen.
 */
const DRAFT_FIELDS = {
  checkIn: { empty: "", read: dateOf },
  checkOut: { empty: "", read: dateOf },
  totalGuests: { empty: DEFAULT_GUESTS, read: guestsOf },
  arrivalTime: { empty: "", read: (value: unknown) => (isArrivalTime(value) ? value : "") },
  phone: { empty: "", read: (value: unknown) => textOf(value, PHONE_KEPT) },
  dateOfBirth: { empty: "", read: dateOf },
  paymentMethod: { empty: DEFAULT_PAYMENT_METHOD, read: paymentOf },
  notes: { empty: "", read: (value: unknown) => textOf(value, NOTES_MAX_LENGTH) },
} satisfies { [Field in BookingRequestField]: { empty: unknown; read: (value: unknown) => unknown } };

export type BookingFormDraft = { [Field in BookingRequestField]: ReturnType<(typeof DRAFT_FIELDS)[Field]["read"]> };

// Each value comes from DRAFT_FIELDS[field], whose types BookingFormDraft is made of.
function draftFrom(valueOf: (field: BookingRequestField) => unknown): BookingFormDraft {
  // In the domain's order, so what is stored reads in the order the guest meets the fields.
  return Object.fromEntries(BOOKING_REQUEST_FIELDS.map((field) => [field, valueOf(field)])) as BookingFormDraft;
}

export const EMPTY_DRAFT: BookingFormDraft = draftFrom((field) => DRAFT_FIELDS[field].empty);

export type DraftReading =
  { draft: BookingFormDraft; corrupt: false } | { draft: BookingFormDraft; corrupt: true; reason: string };

/**
 * The stored draft, field by field: a field of the wrong kind falls back to its default, so one bad value
 * does not cost the guest the rest. Text that is not a JSON object at all is reported as corrupt.
 */
export function parseDraft(stored: string | null): DraftReading {
  if (stored === null || stored === "") return { draft: EMPTY_DRAFT, corrupt: false };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { draft: EMPTY_DRAFT, corrupt: true, reason: "not JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { draft: EMPTY_DRAFT, corrupt: true, reason: "not an object" };
  }
  const fields = value as Record<string, unknown>;
  const draft = draftFrom((field) => DRAFT_FIELDS[field].read(fields[field]));
  // Half a stay is no stay: both dates or neither.
  const stay = draft.checkIn && draft.checkOut ? {} : { checkIn: "", checkOut: "" };
  return { corrupt: false, draft: { ...draft, ...stay } };
}

/** The draft the booking page starts from: the stored one, with the link's dates and guests winning. */
export function draftWithSearch(draft: BookingFormDraft, search: BookingSearch): BookingFormDraft {
  return {
    ...draft,
    ...(search.checkIn && search.checkOut ? { checkIn: search.checkIn, checkOut: search.checkOut } : {}),
    ...(search.guests !== undefined ? { totalGuests: search.guests } : {}),
  };
}

/** After a request was sent: a new stay starts empty, but the guest's phone and date of birth stay. */
export function draftAfterBooking(draft: BookingFormDraft): BookingFormDraft {
  return { ...EMPTY_DRAFT, phone: draft.phone, dateOfBirth: draft.dateOfBirth };
}

/** The home teaser's choice written over the stored draft (phone, birth date, payment and notes kept). */
export function mergeDraft(stored: string | null, choice: StayChoice): BookingFormDraft {
  const datesChosen = isIsoDate(choice.checkIn) && isIsoDate(choice.checkOut);
  return draftWithSearch(parseDraft(stored).draft, {
    ...(datesChosen ? { checkIn: choice.checkIn ?? "", checkOut: choice.checkOut ?? "" } : {}),
    guests: choice.guests,
  });
}

/** Reads the draft from storage; a corrupt one is ignored with a console warning (never an error on screen). */
export function loadDraft(storage: Storage = window.localStorage): BookingFormDraft {
  let stored: string | null = null;
  try {
    stored = storage.getItem(BOOKING_DRAFT_KEY);
  } catch {
    // Storage blocked (privacy settings): the form starts empty.
  }
  const reading = parseDraft(stored);
  if (reading.corrupt) console.warn(`Ignoring the saved booking form (${BOOKING_DRAFT_KEY}): ${reading.reason}`);
  return reading.draft;
}

export function saveDraft(draft: BookingFormDraft, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the form still works, it just is not remembered.
  }
}

/** The teaser's Book Now: remember the choice for the booking page (the link carries it as well). */
export function saveTeaserChoice(choice: StayChoice, storage: Storage = window.localStorage): void {
  let stored: string | null;
  try {
    stored = storage.getItem(BOOKING_DRAFT_KEY);
  } catch {
    // Storage blocked: the link still carries the choice.
    return;
  }
  saveDraft(mergeDraft(stored, choice), storage);
}

const restoredListeners = new Set<(draft: BookingFormDraft) => void>();

/**
 * A queued booking request whose dates were taken before it could be sent gives its details back to the form
 * (DESIGN 5): saved for the next visit, and handed to a booking form that is open right now.
 */
export function restoreDraft(draft: BookingFormDraft, storage: Storage = window.localStorage): void {
  saveDraft(draft, storage);
  for (const listener of restoredListeners) listener(draft);
}

export function subscribeToRestoredDraft(listener: (draft: BookingFormDraft) => void): () => void {
  restoredListeners.add(listener);
  return () => restoredListeners.delete(listener);
}
