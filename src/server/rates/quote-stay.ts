// GET /villas/{id}/quote (DESIGN 7.1): what POST /bookings would charge for these dates and guests, judged as it
// judges them: SPEC 5's dates against the villa's today and the guest count against its capacity (422), the villa
// open for booking (409 VILLA_UNAVAILABLE), the stay rules (422 STAY_RULE) and the nights free of stays and blocks
// (409 DATES_UNAVAILABLE).
import {
  checkStayDates,
  guestCountIssue,
  quoteSeasonalStay,
  type IsoDate,
  type SeasonalQuote,
} from "../../domain/index.ts";
import { overlapsBlockedRange } from "../calendar/blocked-ranges.ts";
import type { Database } from "../db/client.ts";
import { hasOccupyingStay } from "../bookings/occupying-stay.ts";
import { ApiError } from "../http/api-error.ts";
import { assertStayRules } from "./stay-rule-check.ts";
import { ratesOf } from "./villa-rates.ts";

export interface QuotedVilla {
  id: string;
  pricePerNight: number;
  maxGuests: number;
  status: string;
  isActive: boolean;
}

async function stayTaken(db: Database, villaId: string, checkIn: IsoDate, checkOut: IsoDate): Promise<boolean> {
  return (
    (await hasOccupyingStay(db, villaId, checkIn, checkOut)) ||
    (await overlapsBlockedRange(db, villaId, checkIn, checkOut))
  );
}

export async function quoteVillaStay(
  db: Database,
  villa: QuotedVilla,
  stay: { checkIn: IsoDate; checkOut: IsoDate; guests: number },
  today: IsoDate,
): Promise<SeasonalQuote> {
  // In POST /bookings' order (create-booking.ts): the request's fields, the villa open, then its stay rules.
  const guestIssue = guestCountIssue(stay.guests, villa.maxGuests, "guests");
  const issues = [...checkStayDates(stay, { purpose: "booking", today }), ...(guestIssue ? [guestIssue] : [])];
  const [first] = issues;
  if (first) throw new ApiError("VALIDATION_FAILED", first.message, issues);
  if (!villa.isActive || villa.status !== "AVAILABLE") {
    throw new ApiError("VILLA_UNAVAILABLE", "This villa is not available for booking");
  }
  const rates = await ratesOf(db, villa);
  assertStayRules(rates, stay, today);
  if (await stayTaken(db, villa.id, stay.checkIn, stay.checkOut)) {
    throw new ApiError("DATES_UNAVAILABLE", "The selected dates are not available");
  }
  return quoteSeasonalStay(rates.pricing, rates.seasons, stay);
}
