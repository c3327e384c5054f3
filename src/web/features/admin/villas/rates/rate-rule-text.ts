// The rate and season rules' words (domain rates/rate-messages.ts) in the owner's language, for the Rates page and the
// owner's calendar only: kept out of the app-wide rule-text.ts, whose map every back-office page loads first.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { RATE_RULE_TEXT, SEASONS_FULL_MESSAGE } from "../../../../../domain/rates/rate-messages.ts";
import { ruleText } from "../../../../i18n/rule-text.ts";

const BY_ENGLISH = new Map<string, MessageDescriptor>([
  [SEASONS_FULL_MESSAGE, msg`A villa can have at most 500 seasons: join or remove some first`],
  [RATE_RULE_TEXT.rateInvalid, msg`A rate must be greater than 0 and at most 1000000, with at most 2 decimal places`],
  [RATE_RULE_TEXT.feeInvalid, msg`A fee must be from 0 to 10000, with at most 2 decimal places`],
  [RATE_RULE_TEXT.percentInvalid, msg`A percentage must be a whole number from 0 to 100`],
  [RATE_RULE_TEXT.weekendNightsInvalid, msg`Weekend nights must be different days of the week`],
  [RATE_RULE_TEXT.minStayInvalid, msg`The minimum stay must be between 1 and 365 nights`],
  [RATE_RULE_TEXT.minNoticeInvalid, msg`The minimum notice must be between 0 and 365 days`],
  [RATE_RULE_TEXT.maxAdvanceInvalid, msg`The booking window must be between 1 and 730 days`],
  [RATE_RULE_TEXT.noticeBeyondAdvance, msg`The minimum notice must be shorter than the booking window`],
  [RATE_RULE_TEXT.seasonNameRequired, msg`Give this season a name`],
  [RATE_RULE_TEXT.seasonNameTooLong, msg`The name must be at most 60 characters`],
  [RATE_RULE_TEXT.startDateInvalid, msg`Choose the season's first night`],
  [RATE_RULE_TEXT.endDateInvalid, msg`Choose the season's check-out day`],
  [RATE_RULE_TEXT.seasonEndNotAfterStart, msg`The season must end after it starts`],
  [RATE_RULE_TEXT.seasonTooLong, msg`A season can last at most 366 nights`],
  [RATE_RULE_TEXT.arrivalDaysInvalid, msg`Choose at least one arrival day`],
  [RATE_RULE_TEXT.departureDaysInvalid, msg`Choose at least one departure day`],
]);

// rate-messages.ts includedGuestsText and SEASON_OVERLAP_MESSAGE: the villa's figure and the other season's name.
const INCLUDED_GUESTS = /^Included guests must be between 1 and (\d+)$/;
const SEASON_OVERLAP = /^These dates overlap the season "(.*)"$/s;

/** English texts the map covers (for the completeness test). */
export const TRANSLATED_RATE_TEXTS: ReadonlySet<string> = new Set(BY_ENGLISH.keys());

/** A rate or season rule message (ours or the API's) in the active language; any other rule as ruleText words it. */
export function rateRuleText(i18n: I18n, english: string): string {
  const descriptor = BY_ENGLISH.get(english);
  if (descriptor) return i18n._(descriptor);
  const included = INCLUDED_GUESTS.exec(english);
  if (included) {
    const max = included[1] ?? "";
    return i18n._(msg`Included guests must be between 1 and ${max}`);
  }
  const overlap = SEASON_OVERLAP.exec(english);
  if (overlap) {
    const name = overlap[1] ?? "";
    return i18n._(msg`These dates overlap the season "${name}"`);
  }
  return ruleText(i18n, english);
}
