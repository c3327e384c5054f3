// The limits and English words of the pricing and season edit rules (DESIGN 7.1), kept apart from the zod schemas so
// the owner's forms can check and word them without shipping zod. The API answers with these messages.
import { MAX_STAY_NIGHTS } from "../stay.ts";
import { VILLA_LIMITS } from "../schemas/villa-messages.ts";

// A booking stores its prices as numeric(12,2) (under ten billion): the dearest stay these limits allow (365 nights,
// 49 extra guests, a 100 % service fee) must fit, so the fees stay far below the nightly rate's limit.
export const RATE_LIMITS = {
  rateMax: VILLA_LIMITS.priceMax,
  feeMax: 10_000,
  percentMax: 100,
  guestsMax: VILLA_LIMITS.guestsMax,
  minStayMax: MAX_STAY_NIGHTS,
  minNoticeMax: 365,
  /** SPEC 9: two years ahead at most, which stay.ts's date check already enforces. */
  maxAdvanceMax: 730,
  seasonNameMax: 60,
  seasonNightsMax: 366,
  /** Every calendar and quote reads all of a villa's seasons: a year priced week by week is about 52. */
  seasonsMax: 500,
} as const;

export type RateRuleKey =
  | "rateInvalid"
  | "feeInvalid"
  | "percentInvalid"
  | "weekendNightsInvalid"
  | "includedGuestsInvalid"
  | "minStayInvalid"
  | "minNoticeInvalid"
  | "maxAdvanceInvalid"
  | "noticeBeyondAdvance"
  | "seasonNameRequired"
  | "seasonNameTooLong"
  | "startDateInvalid"
  | "endDateInvalid"
  | "seasonEndNotAfterStart"
  | "seasonTooLong"
  | "arrivalDaysInvalid"
  | "departureDaysInvalid";

/** The included guests' range, the limit's or a villa's own ("between 1 and 6"). */
export function includedGuestsText(maxGuests: number): string {
  return `Included guests must be between 1 and ${maxGuests}`;
}

export const RATE_RULE_TEXT: Record<RateRuleKey, string> = {
  rateInvalid: `A rate must be greater than 0 and at most ${RATE_LIMITS.rateMax}, with at most 2 decimal places`,
  feeInvalid: `A fee must be from 0 to ${RATE_LIMITS.feeMax}, with at most 2 decimal places`,
  percentInvalid: `A percentage must be a whole number from 0 to ${RATE_LIMITS.percentMax}`,
  weekendNightsInvalid: "Weekend nights must be different weekdays, from 0 (Sunday) to 6 (Saturday)",
  includedGuestsInvalid: includedGuestsText(RATE_LIMITS.guestsMax),
  minStayInvalid: `The minimum stay must be between 1 and ${RATE_LIMITS.minStayMax} nights`,
  minNoticeInvalid: `The minimum notice must be between 0 and ${RATE_LIMITS.minNoticeMax} days`,
  maxAdvanceInvalid: `The booking window must be between 1 and ${RATE_LIMITS.maxAdvanceMax} days`,
  noticeBeyondAdvance: "The minimum notice must be shorter than the booking window",
  seasonNameRequired: "Give this season a name",
  seasonNameTooLong: `The name must be at most ${RATE_LIMITS.seasonNameMax} characters`,
  startDateInvalid: "Invalid start date format",
  endDateInvalid: "Invalid end date format",
  seasonEndNotAfterStart: "The season must end after it starts",
  seasonTooLong: `A season can last at most ${RATE_LIMITS.seasonNightsMax} nights`,
  arrivalDaysInvalid: "Choose at least one arrival day, each a weekday from 0 (Sunday) to 6 (Saturday)",
  departureDaysInvalid: "Choose at least one departure day, each a weekday from 0 (Sunday) to 6 (Saturday)",
};

/** The answer (422) of a change that would give the villa more than RATE_LIMITS.seasonsMax seasons. */
export const SEASONS_FULL_MESSAGE = `A villa can have at most ${RATE_LIMITS.seasonsMax} seasons: join or remove some first`;

/** The answer of POST/PUT seasons when the dates share a night with another season (409 SEASON_OVERLAP). */
export const SEASON_OVERLAP_MESSAGE = (name: string) => `These dates overlap the season "${name}"`;
