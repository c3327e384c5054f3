// The stay rules as the server applies them (DESIGN 7.1): 422 STAY_RULE with every broken rule and its figure. A
// booking window of RATE_LIMITS.maxAdvanceMax days is SPEC 5's "two years", which the date checks already judge to
// the calendar day (2 years can be 731 days over a 29 February), so only a shorter window is a rule of its own.
import { checkStayRules, RATE_LIMITS, type IsoDate, type StayRuleIssue } from "../../domain/index.ts";
import { ApiError } from "../http/api-error.ts";
import type { VillaRates } from "./villa-rates.ts";

export function stayRuleIssues(
  { pricing, seasons }: VillaRates,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  today: IsoDate,
): StayRuleIssue[] {
  return checkStayRules(pricing, seasons, stay, today).filter(
    (i) => i.rule !== "MAX_ADVANCE" || pricing.maxAdvanceDays < RATE_LIMITS.maxAdvanceMax,
  );
}

export function assertStayRules(rates: VillaRates, stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate) {
  const issues = stayRuleIssues(rates, stay, today);
  const [first] = issues;
  if (first) throw new ApiError("STAY_RULE", first.message, issues);
}
