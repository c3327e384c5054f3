// GET /villas/{id}/quote (DESIGN 7.1): what POST /bookings would charge for these dates and guests, judged as it
// judges them: SPEC 5's dates against the villa's today (422), the guest count against the villa's capacity (422), the stay rules (422 STAY_RULE), the villa open
// for booking (409 VILLA_UNAVAILABLE) and the nights free of stays and blocks (409 DATES_UNAVAILABLE).
import { checkStayDates, quoteSeasonalStay, type IsoDate, type SeasonalQuote } from "../../domain/index.ts";
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
  const dateIssues = checkStayDates(stay, { purpose: "booking", today });
  const [firstDate] = dateIssues;
  if (firstDate) {
    // Bare { path, message }: the 422 envelope here carries a rule key only for a stay rule (STAY_RULE).
    const errors = dateIssues.map(({ path, message }) => ({ path, message }));
    throw new ApiError("VALIDATION_FAILED", firstDate.message, errors);
  }
  if (stay.guests > villa.maxGuests) {
    const message = `Must be 1-${villa.maxGuests} guests`;
    throw new ApiError("VALIDATION_FAILED", message, [{ path: "guests", message }]);
  }
  const rates = await ratesOf(db, villa);
  assertStayRules(rates, stay, today);
  if (!villa.isActive || villa.status !== "AVAILABLE") {
    throw new ApiError("VILLA_UNAVAILABLE", "This villa is not available for booking");
  }
  if (await stayTaken(db, villa.id, stay.checkIn, stay.checkOut)) {
    throw new ApiError("DATES_UNAVAILABLE", "The selected dates are not available");
  }
  return quoteSeasonalStay(rates.pricing, rates.seasons, stay);
}
